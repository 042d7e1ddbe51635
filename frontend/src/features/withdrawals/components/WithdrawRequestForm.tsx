import type { PayoutMethod } from '@/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans } from '@/lib/i18n/trans';
import { Info } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';

import { ErrorCode } from '@/api';
import { FieldError, FormAlert, SubmitButton, TextField, applyServerError } from '@/components/form';
import { ApiError } from '@/lib/api';
import { formatRupees, fromPaise, toPaise } from '@/lib/money';

import { useCreateWithdrawRequest } from '../api/create-withdraw-request';
import { withdrawals } from '../i18n';
import { describeMethod } from './labels';
import { CardTitle, cardClass } from './ui';
import { MIN_WITHDRAWAL_PAISE, type WithdrawFormValues, withdrawFormSchema } from './validation';

const MINIMUM = formatRupees(fromPaise(MIN_WITHDRAWAL_PAISE));
/** The amount field's name, kept out of the JSX, where ESLint's i18next rule would read it as a text. */
const AMOUNT = 'amount';

function Rules({ method }: { method: PayoutMethod | null }) {
  const t = withdrawals.useT();
  return (
    <div className="flex gap-3 rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
      <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{t('rules.title')}</p>
        <ul className="mt-1 list-disc space-y-1 pl-4">
          <li>{t('rules.minimum', { minimum: MINIMUM })}</li>
          <li>
            {method ? (
              <Trans
                id="withdrawals.rules.paidToMethod"
                values={{ method: describeMethod(method) }}
                components={{ 0: <strong className="font-semibold" /> }}
              />
            ) : (
              t('rules.paidTo')
            )}
          </li>
          <li>{t('rules.held')}</li>
          <li>{t('rules.review')}</li>
        </ul>
      </div>
    </div>
  );
}

/**
 * Asks for a withdrawal: the rules, the amount (checked as the server will: ₹1,000 or more, at
 * most `available`, two decimals) and where it goes. Closed, with the reason, while the balance is
 * under ₹1,000 or there is no payout method; `onAddMethod` opens the payout form.
 */
export function WithdrawRequestForm({
  shopId,
  available,
  method,
  failed,
  onAddMethod,
}: {
  shopId: string;
  /** Rupees; undefined while the balance loads. */
  available: number | undefined;
  /** Null when there is none; undefined while it loads. */
  method: PayoutMethod | null | undefined;
  /** The balance or the payout method could not be read (each section below offers to try again). */
  failed: boolean;
  onAddMethod: () => void;
}) {
  const t = withdrawals.useT();
  const titleId = useId();
  const reasonsId = useId();
  const request = useCreateWithdrawRequest(shopId);
  const [formError, setFormError] = useState<string | null>(null);
  const [methodError, setMethodError] = useState<string | null>(null);

  const availablePaise = available === undefined ? 0 : toPaise(available);
  const schema = useMemo(() => withdrawFormSchema(availablePaise), [availablePaise]);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<WithdrawFormValues, unknown, number>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '' },
  });

  const loading = available === undefined || method === undefined;
  const noMethod = method === null;
  const tooLittle = !loading && availablePaise < MIN_WITHDRAWAL_PAISE;
  const blocked = loading || noMethod || tooLittle;

  const submit = handleSubmit(async (amount) => {
    setFormError(null);
    setMethodError(null);
    try {
      const withdraw = await request.mutateAsync(amount);
      toast.success(withdrawals.t('request.sent', { amount: formatRupees(withdraw.amount) }));
      reset({ amount: '' });
    } catch (error) {
      if (
        error instanceof ApiError &&
        (error.code === ErrorCode.NO_PAYOUT_METHOD || error.fields.withdrawMethod !== undefined)
      ) {
        setMethodError(error.fields.withdrawMethod ?? error.message);
        return;
      }
      setFormError(applyServerError(error, setError, { fields: ['amount'] }));
    }
  });

  return (
    <section aria-labelledby={titleId} className={cardClass}>
      <CardTitle id={titleId}>{t('request.title')}</CardTitle>
      <div className="mt-3">
        <Rules method={method ?? null} />
      </div>

      {loading && failed ? (
        <p className="mt-5 text-sm text-stone-700">{t('request.loadFailed')}</p>
      ) : loading ? (
        <p className="mt-5 text-sm text-stone-600" role="status">
          {t('request.checking')}
        </p>
      ) : (
        (noMethod || tooLittle) && (
          <div
            id={reasonsId}
            className="mt-5 space-y-2 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
          >
            <p className="font-semibold">{t('request.blocked')}</p>
            <ul className="list-disc space-y-1 pl-4">
              {tooLittle && (
                <li>
                  {t('request.tooLittle', { available: formatRupees(available ?? 0), minimum: MINIMUM })}
                </li>
              )}
              {noMethod && (
                <li>
                  {t('request.noMethod')}{' '}
                  <button
                    type="button"
                    onClick={onAddMethod}
                    className="font-semibold text-brand-800 underline hover:no-underline"
                  >
                    {t('request.addMethod')}
                  </button>
                </li>
              )}
            </ul>
          </div>
        )
      )}

      <form onSubmit={submit} noValidate className="mt-5 space-y-5" aria-labelledby={titleId}>
        <FormAlert>{formError}</FormAlert>
        <fieldset
          disabled={blocked}
          aria-describedby={blocked && !loading ? reasonsId : undefined}
          className="space-y-5 disabled:opacity-70"
        >
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <TextField
              label={t('request.amount')}
              inputMode="decimal"
              autoComplete="off"
              placeholder="1000"
              hint={
                available === undefined || tooLittle
                  ? t('request.hintMinimum', { minimum: MINIMUM })
                  : t('request.hintRange', { minimum: MINIMUM, available: formatRupees(available) })
              }
              error={errors.amount?.message}
              {...register(AMOUNT)}
              className="flex-1"
            />
            {!blocked && available !== undefined && (
              <button
                type="button"
                onClick={() =>
                  setValue('amount', String(fromPaise(availablePaise)), {
                    shouldValidate: Boolean(errors.amount),
                  })
                }
                className="self-start rounded-md px-2 py-1 text-sm font-semibold text-brand-800 underline hover:no-underline sm:mt-8"
              >
                {t('request.withdrawAll')}
              </button>
            )}
          </div>
          <div>
            <p className="text-sm text-stone-600">
              {t('request.paidTo')}{' '}
              <span className="font-medium text-stone-900">
                {method ? describeMethod(method) : t('request.noMethodYet')}
              </span>
            </p>
            {methodError && (
              <div role="alert">
                <FieldError message={methodError} />
              </div>
            )}
          </div>
          <div className="flex justify-end">
            <SubmitButton
              pending={isSubmitting}
              pendingLabel={t('request.sending')}
              className="w-full sm:w-auto"
            >
              {t('request.submit')}
            </SubmitButton>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
