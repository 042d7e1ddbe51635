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
import { withdrawals } from '../i18n';
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
  { value: 'bank', label: 'payout.bank', hint: 'payout.bankHint' },
  { value: 'upi', label: 'payout.upi', hint: 'payout.upiHint' },
] as const;

/**
 * The form's field names, kept out of the JSX, where ESLint's i18next rule would read a name
 * handed to `register` as a text people read.
 */
const FIELD = {
  type: 'type',
  holderName: 'holderName',
  accountNumber: 'accountNumber',
  confirmAccountNumber: 'confirmAccountNumber',
  ifsc: 'ifsc',
  bankName: 'bankName',
  upiId: 'upiId',
} as const;

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
  const t = withdrawals.useT();
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

  const ifsc = register(FIELD.ifsc);

  const submit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      onSaved(await save.mutateAsync(body));
    } catch (error) {
      setFormError(applyServerError(error, setError, { fields: FIELDS }));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={t('payout.formLabel')}>
      <FormAlert>{formError}</FormAlert>
      <fieldset aria-describedby={errors.type ? typeErrorId : undefined}>
        <legend className="text-sm font-medium text-stone-800">{t('payout.payMeBy')}</legend>
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
                {...register(FIELD.type)}
              />
              <span>
                <span className="block font-semibold text-stone-900">{t(option.label)}</span>
                <span className="block text-xs text-stone-600">{t(option.hint)}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={typeErrorId} message={errors.type?.message} />
      </fieldset>

      {type === 'upi' ? (
        <TextField
          label={t('payout.upiId')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="email"
          // A sample UPI id, the same in every language (the hint and the errors say it in words).
          // eslint-disable-next-line i18next/no-literal-string
          placeholder="yourname@okhdfcbank"
          hint={t('payout.upiIdHint')}
          error={errors.upiId?.message}
          {...register(FIELD.upiId)}
        />
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('payout.holder')}
            autoComplete="name"
            hint={t('payout.holderHint')}
            maxLength={PAYOUT_LIMITS.holderMax}
            error={errors.holderName?.message}
            {...register(FIELD.holderName)}
            className="sm:col-span-2"
          />
          <TextField
            label={t('payout.accountNumber')}
            autoComplete="off"
            inputMode="numeric"
            spellCheck={false}
            hint={t('payout.accountNumberHint')}
            error={errors.accountNumber?.message}
            {...register(FIELD.accountNumber)}
          />
          <TextField
            label={t('payout.confirmAccountNumber')}
            autoComplete="off"
            inputMode="numeric"
            spellCheck={false}
            hint={t('payout.confirmAccountNumberHint')}
            error={errors.confirmAccountNumber?.message}
            {...register(FIELD.confirmAccountNumber)}
          />
          <TextField
            label={t('payout.ifsc')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={11}
            // A sample IFSC, a code the same in every language.
            // eslint-disable-next-line i18next/no-literal-string
            placeholder="HDFC0001234"
            hint={t('payout.ifscHint')}
            error={errors.ifsc?.message}
            {...ifsc}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              upperCaseInPlace(event.target);
              return ifsc.onChange(event);
            }}
            className="[&_input]:font-mono"
          />
          <TextField
            label={t('payout.bankName')}
            optional
            autoComplete="off"
            // A sample bank's name, a brand the same in every language.
            // eslint-disable-next-line i18next/no-literal-string
            placeholder="HDFC Bank"
            maxLength={PAYOUT_LIMITS.bankNameMax}
            error={errors.bankName?.message}
            {...register(FIELD.bankName)}
          />
        </div>
      )}

      {current && <p className="text-sm text-stone-600">{t('payout.replaceNote')}</p>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <button type="button" onClick={onCancel} className={`${secondaryButtonClass} py-2.5`}>
          {t('payout.cancel')}
        </button>
        <SubmitButton pending={isSubmitting} pendingLabel={t('payout.saving')} className="sm:w-auto">
          {t('payout.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
