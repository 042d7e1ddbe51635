import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { FormDialogButtons, FormDialogFrame } from '@/components/FormDialog';
import { FormAlert, TextAreaField, applyServerError } from '@/components/form';
import { formatCount } from '@/lib/numbers';
import { z } from '@/lib/zod';

/**
 * What the dialog says, in the caller's words and language. The messages are functions, read as
 * the field is checked, so they follow the page's language.
 */
export type ReasonDialogTexts = {
  title: string;
  label: string;
  /** Said under the field before the count; none when the label says enough. */
  hint?: string;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  count: (length: string, max: string) => string;
  tooShort: (min: number, max: string) => string;
  tooLong: (min: number, max: string) => string;
};

type ReasonDialogProps = {
  texts: ReasonDialogTexts;
  limits: { min: number; max: number };
  /** What happens, said above the field. */
  children: ReactNode;
  /**
   * Sends the reason. A failure the server pins on `reason` is shown under the field and the
   * dialog stays open; any other is shown above it. The caller closes the dialog on success.
   */
  onSubmit: (reason: string) => Promise<void>;
  onCancel: () => void;
};

function ReasonForm({ texts, limits, children, onSubmit, onCancel }: ReasonDialogProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const max = formatCount(limits.max);
  const schema = z.object({
    reason: z
      .string()
      .trim()
      .min(limits.min, { error: () => texts.tooShort(limits.min, max) })
      .max(limits.max, { error: () => texts.tooLong(limits.min, max) }),
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

  const count = texts.count(formatCount(length), max);
  return (
    <FormDialogFrame title={texts.title} description={children} busy={isSubmitting} onCancel={onCancel}>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <FormAlert>{formError}</FormAlert>
        <TextAreaField
          label={texts.label}
          rows={4}
          maxLength={limits.max}
          hint={texts.hint ? `${texts.hint} ${count}` : count}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <FormDialogButtons
          cancelLabel={texts.cancelLabel}
          confirmLabel={texts.confirmLabel}
          pendingLabel={texts.pendingLabel}
          busy={isSubmitting}
          onCancel={onCancel}
        />
      </form>
    </FormDialogFrame>
  );
}

/**
 * Asks for a reason before something the other side will read (rejecting a withdrawal or a return,
 * escalating or declining one): required, within `limits`, checked before anything is sent. Focus
 * starts in the field, stays inside while open and returns where it was; Escape or the backdrop
 * cancels (not while sending).
 */
export function ReasonDialog({ open, ...props }: ReasonDialogProps & { open: boolean }) {
  // Mounted afresh each time, so a new question starts with an empty field.
  return open ? <ReasonForm {...props} /> : null;
}
