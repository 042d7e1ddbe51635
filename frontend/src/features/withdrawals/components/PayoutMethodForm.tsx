import type { PayoutMethod } from '@/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import {
  FieldError,
  FormAlert,
  SubmitButton,
  TextField,
  applyServerError,
  secondaryButtonClass,
} from '@/components/form';

import { useSavePayoutMethod } from '../api/save-payout-method';
import { EMPTY_PAYOUT_FORM, PAYOUT_LIMITS, payoutFormSchema } from './validation';

/** Every field the server may name, for placing its errors. */
const FIELDS = ['type', 'holderName', 'accountNumber', 'ifsc', 'bankName', 'upiId'] as const;

/** Upper-cases a text input as it is typed, keeping the caret where it was (IFSCs are upper-case). */
function upperCaseInPlace(input: HTMLInputElement) {
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
}

const TYPES = [
  { value: 'bank', label: 'Bank account', hint: 'NEFT/IMPS to a savings or current account' },
  { value: 'upi', label: 'UPI', hint: 'To a UPI id, such as yourname@okhdfcbank' },
] as const;

/**
 * Adds the shop's payout method, or replaces `current`: a bank account (holder, number typed twice,
 * IFSC, optional bank name) or a UPI id. `onSaved` is called with the method as the server keeps it.
 */
export function PayoutMethodForm({
  shopId,
  current,
  onSaved,
  onCancel,
}: {
  shopId: string;
  current: PayoutMethod | null;
  onSaved: (method: PayoutMethod) => void;
  onCancel: () => void;
}) {
  const save = useSavePayoutMethod(shopId);
  const typeErrorId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(payoutFormSchema),
    defaultValues: { ...EMPTY_PAYOUT_FORM, type: current?.type ?? ('bank' as const) },
  });
  const type = useWatch({ control, name: 'type' });
  const firstType = current?.type ?? 'bank';

  // The first field on opening only: choosing the other type with the arrow keys must not move focus.
  useEffect(() => setFocus(firstType === 'upi' ? 'upiId' : 'holderName'), [setFocus, firstType]);

  const ifsc = register('ifsc');

  const submit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      onSaved(await save.mutateAsync(body));
    } catch (error) {
      setFormError(applyServerError(error, setError, { fields: FIELDS }));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Payout method details">
      <FormAlert>{formError}</FormAlert>
      <fieldset aria-describedby={errors.type ? typeErrorId : undefined}>
        <legend className="text-sm font-medium text-stone-800">Pay me by</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {TYPES.map((option) => (
            <label
              key={option.value}
              className={`flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm ${
                type === option.value ? 'border-brand-500 bg-brand-50' : 'border-stone-300 bg-white'
              }`}
            >
              <input
                type="radio"
                value={option.value}
                className="mt-0.5 h-4 w-4 accent-brand-700"
                {...register('type')}
              />
              <span>
                <span className="block font-semibold text-stone-900">{option.label}</span>
                <span className="block text-xs text-stone-600">{option.hint}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={typeErrorId} message={errors.type?.message} />
      </fieldset>

      {type === 'upi' ? (
        <TextField
          label="UPI id"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="email"
          placeholder="yourname@okhdfcbank"
          hint="As your UPI app shows it: name@handle."
          error={errors.upiId?.message}
          {...register('upiId')}
        />
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Account holder's name"
            autoComplete="name"
            hint="As the bank has it."
            maxLength={PAYOUT_LIMITS.holderMax}
            error={errors.holderName?.message}
            {...register('holderName')}
            className="sm:col-span-2"
          />
          <TextField
            label="Account number"
            autoComplete="off"
            inputMode="numeric"
            spellCheck={false}
            hint="9 to 18 digits."
            error={errors.accountNumber?.message}
            {...register('accountNumber')}
          />
          <TextField
            label="Confirm account number"
            autoComplete="off"
            inputMode="numeric"
            spellCheck={false}
            hint="Type it again, so a slip cannot send your money elsewhere."
            error={errors.confirmAccountNumber?.message}
            {...register('confirmAccountNumber')}
          />
          <TextField
            label="IFSC"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={11}
            placeholder="HDFC0001234"
            hint="11 characters, on your cheque book or passbook."
            error={errors.ifsc?.message}
            {...ifsc}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              upperCaseInPlace(event.target);
              return ifsc.onChange(event);
            }}
            className="[&_input]:font-mono"
          />
          <TextField
            label="Bank name"
            optional
            autoComplete="off"
            placeholder="HDFC Bank"
            maxLength={PAYOUT_LIMITS.bankNameMax}
            error={errors.bankName?.message}
            {...register('bankName')}
          />
        </div>
      )}

      {current && (
        <p className="text-sm text-stone-600">
          Saving replaces your current payout method. Requests already made are still paid to the method they
          were made with.
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <button type="button" onClick={onCancel} className={`${secondaryButtonClass} py-2.5`}>
          Cancel
        </button>
        <SubmitButton pending={isSubmitting} pendingLabel="Saving…" className="sm:w-auto">
          Save payout method
        </SubmitButton>
      </div>
    </form>
  );
}
