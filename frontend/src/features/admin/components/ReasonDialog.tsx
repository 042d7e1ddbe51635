import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import type { WithdrawalDecision } from '@/api';
import { FormDialogButtons, FormDialogFrame, useFocusReturn } from '@/components/FormDialog';
import { FormAlert, TextAreaField, applyServerError } from '@/components/form';
import { formatCount } from '@/lib/numbers';
import { z } from '@/lib/zod';

import { admin } from '../i18n';

type ReasonDialogProps = {
  title: string;
  /** What happens, said above the field. */
  children: ReactNode;
  label: string;
  hint: string;
  limits: { min: number; max: number };
  confirmLabel: string;
  pendingLabel: string;
  /**
   * Sends the reason. A failure the server pins on `reason` is shown under the field and the
   * dialog stays open; the caller deals with any other (and closes the dialog) itself.
   */
  onSubmit: (reason: string) => Promise<void>;
  onCancel: () => void;
};

function ReasonForm({
  title,
  children,
  label,
  hint,
  limits,
  confirmLabel,
  pendingLabel,
  onSubmit,
  onCancel,
}: ReasonDialogProps) {
  const t = admin.useT();
  const [formError, setFormError] = useState<string | null>(null);
  // The messages are read when an error is, so they follow the page's language.
  const schema = z.object({
    reason: z
      .string()
      .trim()
      .min(limits.min, { error: () => admin.t('reason.tooShort', { min: limits.min }) })
      .max(limits.max, { error: () => admin.t('reason.tooLong', { max: formatCount(limits.max) }) }),
  }) satisfies z.ZodType<{ reason: NonNullable<WithdrawalDecision['reason']> }>;
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const length = useWatch({ control, name: 'reason' }).trim().length;

  useEffect(() => setFocus('reason'), [setFocus]);

  const reasonField = register('reason');

  const submit = handleSubmit(async ({ reason }) => {
    setFormError(null);
    try {
      await onSubmit(reason);
    } catch (error) {
      setFormError(applyServerError(error, setError, { fields: ['reason'] }));
    }
  });

  return (
    <FormDialogFrame title={title} description={children} busy={isSubmitting} onCancel={onCancel}>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <FormAlert>{formError}</FormAlert>
        <TextAreaField
          label={label}
          rows={4}
          maxLength={limits.max}
          hint={`${hint} ${t('reason.count', { length: formatCount(length), max: formatCount(limits.max) })}`}
          error={errors.reason?.message}
          {...reasonField}
        />
        <FormDialogButtons
          cancelLabel={t('common.cancel')}
          confirmLabel={confirmLabel}
          pendingLabel={pendingLabel}
          busy={isSubmitting}
          onCancel={onCancel}
        />
      </form>
    </FormDialogFrame>
  );
}

/**
 * Asks for a reason before something that cannot be undone (rejecting a withdrawal): the reason is
 * required, within `limits`, and checked before anything is sent. Focus starts in the field, stays
 * inside while open and returns where it was; Escape or the backdrop cancels (not while sending).
 */
export function ReasonDialog({ open, ...props }: ReasonDialogProps & { open: boolean }) {
  useFocusReturn(open);
  // Mounted afresh each time, so a new question starts with an empty field.
  return open ? <ReasonForm {...props} /> : null;
}
