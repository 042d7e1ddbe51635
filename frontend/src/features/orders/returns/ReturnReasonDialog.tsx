import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { FormDialogButtons, FormDialogFrame, useFocusReturn } from '@/components/FormDialog';
import { FormAlert, TextAreaField, applyServerError } from '@/components/form';
import { formatCount } from '@/lib/numbers';
import { z } from '@/lib/zod';

import { orders } from '../i18n';

/** The server's bounds on a reason (orders::StatusReason). */
const LIMITS = { min: 3, max: 500 } as const;

type ReturnReasonDialogProps = {
  title: string;
  /** What happens, said above the field. */
  children: ReactNode;
  label: string;
  confirmLabel: string;
  pendingLabel: string;
  /** Sends the reason; a failure is shown in the dialog, which stays open. */
  onSubmit: (reason: string) => Promise<void>;
  onCancel: () => void;
};

function ReasonForm({
  title,
  children,
  label,
  confirmLabel,
  pendingLabel,
  onSubmit,
  onCancel,
}: ReturnReasonDialogProps) {
  const t = orders.useT();
  const [formError, setFormError] = useState<string | null>(null);
  // The messages are read when an error is, so they follow the page's language.
  const schema = z.object({
    reason: z
      .string()
      .trim()
      .min(LIMITS.min, {
        error: () => orders.t('return.noteLength', { min: LIMITS.min, max: formatCount(LIMITS.max) }),
      })
      .max(LIMITS.max, {
        error: () => orders.t('return.noteLength', { min: LIMITS.min, max: formatCount(LIMITS.max) }),
      }),
  });
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
          maxLength={LIMITS.max}
          hint={t('return.noteHint', { length: formatCount(length), max: formatCount(LIMITS.max) })}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <FormDialogButtons
          cancelLabel={t('return.dialogBack')}
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
 * Asks why before a return is rejected, escalated or declined: 3 to 500 characters, checked before
 * anything is sent, for the other side to read. Focus starts in the field and returns where it was.
 */
export function ReturnReasonDialog({ open, ...props }: ReturnReasonDialogProps & { open: boolean }) {
  useFocusReturn(open);
  return open ? <ReasonForm {...props} /> : null;
}
