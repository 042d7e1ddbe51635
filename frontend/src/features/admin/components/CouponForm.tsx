import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import {
  FormAlert,
  SubmitButton,
  TextField,
  applyServerError,
  secondaryButtonClass,
} from '@/components/form';

import { useCreatePlatformCoupon } from '../api/create-platform-coupon';
import type { PlatformCoupon } from '../api/schemas';
import {
  COUPON_LIMITS,
  type CouponFormValues,
  EMPTY_COUPON_FORM,
  couponFormSchema,
  describeCoupon,
} from './coupon-validation';
import { cardClass } from './ui';

/** Every field the server may name, for placing its errors. */
const FIELDS = ['name', 'value', 'minAmount', 'maxAmount', 'expiresAt'] as const;

/** Error codes that are about one field. */
const CODES = { duplicate_code: 'name' } as const;

/** The browser's time zone, named ("Asia/Kolkata"), since the expiry is read in it. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Upper-cases a text input as it is typed, keeping the caret, so the code reads as receipts show it. */
function upperCaseInPlace(input: HTMLInputElement) {
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
}

/**
 * A new platform coupon: the code, the percentage and the optional minimum, cap and expiry, with
 * what it will do said beneath. `onCreated` is called with the coupon once saved.
 */
export function CouponForm({
  onCreated,
  onCancel,
}: {
  onCreated: (coupon: PlatformCoupon) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const create = useCreatePlatformCoupon();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(couponFormSchema), defaultValues: EMPTY_COUPON_FORM });

  useEffect(() => setFocus('name'), [setFocus]);

  const values: CouponFormValues = { ...EMPTY_COUPON_FORM, ...useWatch({ control }) };
  const summary = describeCoupon(values);
  const code = register('name');

  const submit = handleSubmit(async (body, event) => {
    setFormError(null);
    // A half-typed date-time reads as '' (no expiry); the browser still knows it is half typed.
    const expiryInput = (event?.target as HTMLFormElement | undefined)?.elements.namedItem('expiresAt');
    if (expiryInput instanceof HTMLInputElement && expiryInput.validity.badInput) {
      setError(
        'expiresAt',
        { type: 'bad_input', message: 'Finish the date and time, or clear it for no expiry.' },
        { shouldFocus: true },
      );
      return;
    }
    try {
      onCreated(await create.mutateAsync(body));
    } catch (error) {
      setFormError(applyServerError(error, setError, { fields: FIELDS, codes: CODES }));
    }
  });

  return (
    <section aria-labelledby={titleId} className={cardClass}>
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        New platform coupon
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Haat funds the discount, not the sellers, and shoppers can use it in every shop.
      </p>
      <form onSubmit={submit} noValidate className="mt-5 space-y-5">
        <FormAlert>{formError}</FormAlert>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="WELCOME20"
            hint={`${COUPON_LIMITS.codeMin}–${COUPON_LIMITS.codeMax} letters, digits, - or _.`}
            error={errors.name?.message}
            {...code}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              upperCaseInPlace(event.target);
              return code.onChange(event);
            }}
            className="[&_input]:font-mono"
          />
          <TextField
            label="Discount (%)"
            inputMode="numeric"
            autoComplete="off"
            placeholder="20"
            hint="A whole number from 1 to 100."
            error={errors.value?.message}
            {...register('value')}
          />
          <TextField
            label="Minimum amount (₹)"
            optional
            inputMode="decimal"
            autoComplete="off"
            placeholder="1000"
            hint="What the items must come to. Empty: no minimum."
            error={errors.minAmount?.message}
            {...register('minAmount')}
          />
          <TextField
            label="Maximum discount (₹)"
            optional
            inputMode="decimal"
            autoComplete="off"
            placeholder="500"
            hint="The most one order can save. Empty: no cap."
            error={errors.maxAmount?.message}
            {...register('maxAmount')}
          />
          <TextField
            label="Expires"
            optional
            type="datetime-local"
            hint={`In your time zone (${timeZone()}); must be in the future. Empty: never expires.`}
            error={errors.expiresAt?.message}
            {...register('expiresAt')}
          />
        </div>
        <p aria-live="polite" className="min-h-5 text-sm font-medium text-brand-800">
          {summary ?? ''}
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          <button type="button" onClick={onCancel} className={`${secondaryButtonClass} py-2.5`}>
            Cancel
          </button>
          <SubmitButton pending={isSubmitting} pendingLabel="Saving coupon…" className="sm:w-auto">
            Save coupon
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
