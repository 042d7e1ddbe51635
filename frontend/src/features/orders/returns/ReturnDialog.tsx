import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import type { Order, RefundRequestBody } from '@/api';
import { FormDialogButtons, FormDialogFrame } from '@/components/FormDialog';
import {
  FieldError,
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
  applyServerError,
} from '@/components/form';
import { formatCount } from '@/lib/numbers';
import { IFSC, UPI_ID, ACCOUNT_NUMBER, normalizeAccountNumber, normalizeIfsc } from '@/lib/payout';
import { z } from '@/lib/zod';

import { orders } from '../i18n';
import { RETURN_REASONS, returnReasonKey, unitsLeft } from './reasons';

/** The server's bounds on the shopper's own words (orders::StatusReason). */
const NOTE = { min: 3, max: 500 } as const;

/**
 * The form's field names, kept out of the JSX, where ESLint's i18next rule would read a name
 * handed to `register` as a text people read.
 */
const FIELD = {
  reason: 'reason',
  note: 'note',
  payoutType: 'payoutType',
  upiId: 'upiId',
  holderName: 'holderName',
  accountNumber: 'accountNumber',
  confirmAccountNumber: 'confirmAccountNumber',
  ifsc: 'ifsc',
} as const;

type ReturnDialogProps = {
  order: Order;
  /** What returning does, said above the form. */
  children: ReactNode;
  /** Sends the return; a failure is shown in the dialog, which stays open. */
  onSubmit: (body: RefundRequestBody) => Promise<void>;
  onCancel: () => void;
};

function schemaFor(left: number[], cash: boolean) {
  const { t } = orders;
  return z
    .object({
      units: z.array(z.string()),
      reason: z.string().nullable(),
      note: z.string(),
      payoutType: z.enum(['upi', 'bank']),
      upiId: z.string(),
      holderName: z.string(),
      accountNumber: z.string(),
      confirmAccountNumber: z.string(),
      ifsc: z.string(),
    })
    .superRefine((values, ctx) => {
      // Each message is read as the form is checked, so it is in the page's language then.
      const say = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (!values.units.some((units) => Number(units) > 0)) say('units', t('return.chooseItems'));
      if (!values.reason) say('reason', t('return.chooseReason'));
      const note = values.note.trim().length;
      if (values.reason === 'other' && note === 0) say('note', t('return.noteRequired'));
      else if (note > 0 && (note < NOTE.min || note > NOTE.max))
        say('note', t('return.noteLength', { min: NOTE.min, max: formatCount(NOTE.max) }));
      if (!cash) return;
      if (values.payoutType === 'upi') {
        if (!UPI_ID.test(values.upiId.trim())) say('upiId', t('return.upiInvalid'));
        return;
      }
      const holder = values.holderName.trim().length;
      if (holder < 2 || holder > 100) say('holderName', t('return.holderInvalid'));
      const account = normalizeAccountNumber(values.accountNumber);
      if (!ACCOUNT_NUMBER.test(account)) say('accountNumber', t('return.accountInvalid'));
      else if (normalizeAccountNumber(values.confirmAccountNumber) !== account)
        say('confirmAccountNumber', t('return.confirmMismatch'));
      if (!IFSC.test(normalizeIfsc(values.ifsc))) say('ifsc', t('return.ifscInvalid'));
    })
    .transform((values): RefundRequestBody => {
      const note = values.note.trim();
      return {
        status: 'Processing Refund',
        lines: values.units
          .map((units, line) => ({ line, qty: Math.min(Number(units), left[line] ?? 0) }))
          .filter(({ qty }) => qty > 0),
        reason: values.reason as RefundRequestBody['reason'],
        reasonText: note === '' ? null : note,
        payout: !cash
          ? null
          : values.payoutType === 'upi'
            ? { type: 'upi', upiId: values.upiId.trim() }
            : {
                type: 'bank',
                holderName: values.holderName.trim(),
                accountNumber: normalizeAccountNumber(values.accountNumber),
                ifsc: normalizeIfsc(values.ifsc),
              },
      };
    });
}

function ReturnForm({ order, children, onSubmit, onCancel }: ReturnDialogProps) {
  const t = orders.useT();
  const reasonLegend = useId();
  const reasonError = useId();
  const itemsError = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const left = unitsLeft(order);
  const cash = order.paymentInfo.method === 'cod';
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(schemaFor(left, cash)),
    defaultValues: {
      // One line with one unit left is what is being returned; otherwise the shopper picks.
      units: left.map((units) => (left.length === 1 && units === 1 ? '1' : '0')),
      reason: null,
      note: '',
      payoutType: 'upi' as const,
      upiId: '',
      holderName: '',
      accountNumber: '',
      confirmAccountNumber: '',
      ifsc: '',
    },
  });
  const reason = useWatch({ control, name: 'reason' });
  const payoutType = useWatch({ control, name: 'payoutType' });
  const noteLength = useWatch({ control, name: 'note' }).trim().length;

  useEffect(() => setFocus('units.0'), [setFocus]);

  const submit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      await onSubmit(body);
    } catch (error) {
      setFormError(
        applyServerError(error, setError, {
          fields: [FIELD.reason, FIELD.upiId, FIELD.holderName, FIELD.accountNumber, FIELD.ifsc],
          aliases: {
            reasonText: FIELD.note,
            payoutUpiId: FIELD.upiId,
            payoutHolderName: FIELD.holderName,
            payoutAccountNumber: FIELD.accountNumber,
            payoutIfsc: FIELD.ifsc,
          },
        }),
      );
    }
  });

  return (
    <FormDialogFrame title={t('return.title')} description={children} busy={isSubmitting} onCancel={onCancel}>
      <form onSubmit={submit} noValidate className="mt-4 space-y-5">
        <FormAlert>{formError}</FormAlert>
        <fieldset aria-describedby={errors.units ? itemsError : undefined} className="space-y-3">
          <legend className="text-sm font-medium text-stone-900">{t('return.items')}</legend>
          {order.cart.map((item, line) => (
            <SelectField
              key={`${item.productId}-${item.size ?? ''}-${line}`}
              label={item.size ? t('return.itemWithSize', { name: item.name, size: item.size }) : item.name}
              hint={
                (left[line] ?? 0) === 0
                  ? t('return.allReturned')
                  : t('return.unitsLeft', { count: left[line] ?? 0, bought: item.qty })
              }
              disabled={(left[line] ?? 0) === 0}
              {...register(`units.${line}`)}
            >
              {Array.from({ length: (left[line] ?? 0) + 1 }, (_, units) => (
                <option key={units} value={String(units)}>
                  {units === 0 ? t('return.keep') : t('return.send', { count: units })}
                </option>
              ))}
            </SelectField>
          ))}
          <FieldError id={itemsError} message={errors.units?.message ?? errors.units?.root?.message} />
        </fieldset>

        <fieldset
          aria-labelledby={reasonLegend}
          aria-invalid={Boolean(errors.reason)}
          aria-describedby={errors.reason ? reasonError : undefined}
          className="space-y-2"
        >
          <legend id={reasonLegend} className="text-sm font-medium text-stone-900">
            {t('return.why')}
          </legend>
          {RETURN_REASONS.map((code) => (
            <label key={code} className="flex items-center gap-2 text-sm text-stone-800">
              <input
                type="radio"
                value={code}
                className="h-4 w-4 accent-brand-700"
                {...register(FIELD.reason)}
              />
              {t(returnReasonKey(code))}
            </label>
          ))}
          <FieldError id={reasonError} message={errors.reason?.message} />
        </fieldset>
        <TextAreaField
          label={reason === 'other' ? t('return.noteLabelRequired') : t('return.noteLabel')}
          optional={reason !== 'other'}
          rows={3}
          maxLength={NOTE.max}
          hint={t('return.noteHint', { length: formatCount(noteLength), max: formatCount(NOTE.max) })}
          error={errors.note?.message}
          {...register(FIELD.note)}
        />

        {cash && (
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-stone-900">{t('return.payoutLegend')}</legend>
            <p className="text-xs text-stone-600">{t('return.payoutHint')}</p>
            <div className="flex flex-wrap gap-4">
              <label className="flex items-center gap-2 text-sm text-stone-800">
                <input
                  type="radio"
                  value="upi"
                  className="h-4 w-4 accent-brand-700"
                  {...register(FIELD.payoutType)}
                />
                {t('return.payoutUpi')}
              </label>
              <label className="flex items-center gap-2 text-sm text-stone-800">
                <input
                  type="radio"
                  value="bank"
                  className="h-4 w-4 accent-brand-700"
                  {...register(FIELD.payoutType)}
                />
                {t('return.payoutBank')}
              </label>
            </div>
            {payoutType === 'upi' ? (
              <TextField
                label={t('return.upiId')}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                inputMode="email"
                // A sample UPI id, the same in every language (the errors say it in words).
                // eslint-disable-next-line i18next/no-literal-string
                placeholder="yourname@okhdfcbank"
                error={errors.upiId?.message}
                {...register(FIELD.upiId)}
              />
            ) : (
              <>
                <TextField
                  label={t('return.holderName')}
                  autoComplete="name"
                  error={errors.holderName?.message}
                  {...register(FIELD.holderName)}
                />
                <TextField
                  label={t('return.accountNumber')}
                  inputMode="numeric"
                  autoComplete="off"
                  error={errors.accountNumber?.message}
                  {...register(FIELD.accountNumber)}
                />
                <TextField
                  label={t('return.confirmAccountNumber')}
                  inputMode="numeric"
                  autoComplete="off"
                  error={errors.confirmAccountNumber?.message}
                  {...register(FIELD.confirmAccountNumber)}
                />
                <TextField
                  label={t('return.ifsc')}
                  autoCapitalize="characters"
                  autoComplete="off"
                  spellCheck={false}
                  // A sample IFSC, the same in every language.
                  // eslint-disable-next-line i18next/no-literal-string
                  placeholder="HDFC0001234"
                  error={errors.ifsc?.message}
                  {...register(FIELD.ifsc)}
                />
              </>
            )}
          </fieldset>
        )}
        <FormDialogButtons
          cancelLabel={t('return.back')}
          confirmLabel={t('return.confirm')}
          pendingLabel={t('return.sending')}
          busy={isSubmitting}
          onCancel={onCancel}
        />
      </form>
    </FormDialogFrame>
  );
}

/**
 * Asks which units go back (a number per line, up to what no earlier return named), why (a
 * reason from the list; words required with "Other"), and for cash on delivery where the refund
 * is paid (a UPI id or a bank account typed twice with its IFSC). Checked as the server checks it
 * before anything is sent. Focus starts on the first line and returns where it was on closing.
 */
export function ReturnDialog({ open, ...props }: ReturnDialogProps & { open: boolean }) {
  // Mounted afresh each time, so a new return starts with nothing chosen.
  return open ? <ReturnForm {...props} /> : null;
}
