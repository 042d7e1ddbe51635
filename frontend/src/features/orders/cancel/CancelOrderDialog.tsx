import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { FormDialogButtons, FormDialogFrame } from '@/components/FormDialog';
import { FieldError, FormAlert, TextAreaField, applyServerError } from '@/components/form';
import { formatCount } from '@/lib/numbers';
import { z } from '@/lib/zod';

import { orders } from '../i18n';
import { type CancelReason, reasonKey } from './reasons';

/** The server's bounds on a reason (orders::StatusReason). */
const LIMITS = { min: 3, max: 500 } as const;
const OTHER = 'other';

type CancelOrderDialogProps = {
  title: string;
  /** What cancelling does, said above the reasons. */
  children: ReactNode;
  reasons: readonly CancelReason[];
  /**
   * Sends the reason (a listed code, or the words typed under "Another reason"). A failure is
   * shown in the dialog, which stays open; the caller closes it on success.
   */
  onSubmit: (reason: string) => Promise<void>;
  onCancel: () => void;
};

function CancelOrderForm({ title, children, reasons, onSubmit, onCancel }: CancelOrderDialogProps) {
  const t = orders.useT();
  const legendId = useId();
  const errorId = useId();
  const reasonsGroup = useRef<HTMLFieldSetElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // The messages are read when an error is, so they follow the page's language.
  const schema = z
    // A radio group that nothing was picked in reads as null.
    .object({ choice: z.string().nullable(), other: z.string() })
    .superRefine(({ choice, other }, context) => {
      if (!choice) {
        context.addIssue({ code: 'custom', path: ['choice'], message: orders.t('cancel.chooseReason') });
      } else if (choice === OTHER) {
        const length = other.trim().length;
        if (length < LIMITS.min || length > LIMITS.max) {
          context.addIssue({
            code: 'custom',
            path: ['other'],
            message: orders.t('cancel.otherLength', { min: LIMITS.min, max: formatCount(LIMITS.max) }),
          });
        }
      }
    });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { choice: null, other: '' } });
  const choice = useWatch({ control, name: 'choice' });
  const otherLength = useWatch({ control, name: 'other' }).trim().length;

  // The first reason takes the focus when the dialog opens; the words, once "Another reason" is picked.
  useEffect(() => reasonsGroup.current?.querySelector('input')?.focus(), []);
  useEffect(() => {
    if (choice === OTHER) setFocus('other');
  }, [choice, setFocus]);

  const submit = handleSubmit(async ({ choice: chosen, other }) => {
    setFormError(null);
    try {
      await onSubmit(chosen === OTHER ? other.trim() : (chosen ?? ''));
    } catch (error) {
      setFormError(
        applyServerError(error, setError, {
          fields: [],
          aliases: chosen === OTHER ? { reason: 'other' } : {},
        }),
      );
    }
  });

  return (
    <FormDialogFrame title={title} description={children} busy={isSubmitting} onCancel={onCancel}>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <FormAlert>{formError}</FormAlert>
        <fieldset
          ref={reasonsGroup}
          aria-labelledby={legendId}
          aria-invalid={Boolean(errors.choice)}
          aria-describedby={errors.choice ? errorId : undefined}
          className="space-y-2"
        >
          <legend id={legendId} className="text-sm font-medium text-stone-900">
            {t('cancel.why')}
          </legend>
          {[...reasons, OTHER].map((reason) => (
            <label key={reason} className="flex items-center gap-2 text-sm text-stone-800">
              <input
                type="radio"
                value={reason}
                className="h-4 w-4 accent-brand-700"
                {...register('choice')}
              />
              {reason === OTHER ? t('cancel.reason.other') : t(reasonKey(reason as CancelReason))}
            </label>
          ))}
          <FieldError id={errorId} message={errors.choice?.message} />
        </fieldset>
        {choice === OTHER && (
          <TextAreaField
            label={t('cancel.otherLabel')}
            rows={3}
            maxLength={LIMITS.max}
            hint={t('cancel.otherHint', { length: formatCount(otherLength), max: formatCount(LIMITS.max) })}
            error={errors.other?.message}
            {...register('other')}
          />
        )}
        <FormDialogButtons
          cancelLabel={t('cancel.keep')}
          confirmLabel={t('cancel.confirm')}
          pendingLabel={t('cancel.cancelling')}
          busy={isSubmitting}
          onCancel={onCancel}
        />
      </form>
    </FormDialogFrame>
  );
}

/**
 * Asks why before an order is cancelled: one of `reasons`, or another in the person's own words
 * (3 to 500 characters), checked before anything is sent. Focus starts on the first reason, stays
 * inside while open and returns where it was; Escape or the backdrop keeps the order (not while
 * sending).
 */
export function CancelOrderDialog({ open, ...props }: CancelOrderDialogProps & { open: boolean }) {
  // Mounted afresh each time, so a new question starts with nothing chosen.
  return open ? <CancelOrderForm {...props} /> : null;
}
