import { useQueryClient } from '@tanstack/react-query';
import { Tag, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';

import type { CouponValue, Quote } from '@/api';
import { TextField, secondaryButtonClass } from '@/components/form';
import { ApiError } from '@/lib/api';
import { formatRupees } from '@/lib/money';

import { couponValueQueryOptions, useCouponValue } from '../api/get-coupon-value';
import { checkout } from '../i18n';

/** "10% off, up to ₹200, on ₹500 or more": the coupon's terms, as its shop set them. */
export function couponTerms(coupon: Pick<CouponValue, 'value' | 'maxAmount' | 'minAmount'>): string {
  const parts = [checkout.t('coupon.percentOff', { value: coupon.value })];
  if (coupon.maxAmount !== null)
    parts.push(checkout.t('coupon.upTo', { amount: formatRupees(coupon.maxAmount) }));
  if (coupon.minAmount !== null)
    parts.push(checkout.t('coupon.minimum', { amount: formatRupees(coupon.minAmount) }));
  return parts.join(', ');
}

/**
 * Applying a coupon: the code is looked up first (an unknown or expired one is refused at once),
 * then the cart is quoted again with it. Whether it applies to this cart, and why not, is the
 * quote's answer (`quote.coupon`).
 */
export function CouponBox({
  applied,
  quote,
  onApply,
  onRemove,
}: {
  applied: string | null;
  quote: Quote | undefined;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const t = checkout.useT();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const coupon = useCouponValue(applied);
  const statusId = useId();

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = code.trim();
    if (wanted === '') {
      setError(t('coupon.enterCode'));
      return;
    }
    setChecking(true);
    setError(null);
    try {
      const found = await queryClient.fetchQuery(couponValueQueryOptions(wanted.toUpperCase()));
      setCode('');
      onApply(found.name);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status === 404
          ? t('coupon.invalid', { code: wanted })
          : failure instanceof ApiError
            ? failure.message
            : t('coupon.checkFailed'),
      );
    } finally {
      setChecking(false);
    }
  };

  if (applied !== null) {
    // The quote for this coupon may still be on its way; until then nothing is claimed about it.
    const verdict = quote?.coupon?.code.toUpperCase() === applied.toUpperCase() ? quote.coupon : null;
    return (
      <div className="space-y-2">
        <div className="flex items-start justify-between gap-3 rounded-md border border-dashed border-brand-300 bg-brand-50 px-3 py-2">
          <p className="min-w-0 text-sm">
            <span className="flex items-center gap-1.5 font-semibold text-brand-900">
              <Tag className="h-4 w-4 shrink-0" aria-hidden="true" />
              {applied}
            </span>
            {coupon.data && <span className="block text-brand-800">{couponTerms(coupon.data)}</span>}
          </p>
          <button
            type="button"
            onClick={onRemove}
            aria-label={t('coupon.remove', { code: applied })}
            className="-m-1 shrink-0 rounded p-1 text-stone-500 hover:bg-white hover:text-red-700"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
        <p id={statusId} role="status" className="text-sm">
          {verdict?.applied === true && <span className="text-green-800">{t('coupon.applied')}</span>}
          {verdict?.applied === false && (
            <span className="text-amber-900">
              {verdict.message
                ? t('coupon.notAppliedBecause', { reason: verdict.message })
                : t('coupon.notApplied')}
            </span>
          )}
        </p>
      </div>
    );
  }

  return (
    <form
      onSubmit={(event) => void apply(event)}
      noValidate
      aria-label={t('coupon.form')}
      className="space-y-2"
    >
      <div className="flex items-start gap-2">
        <TextField
          label={t('coupon.code')}
          className="min-w-0 flex-1"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          error={error ?? undefined}
        />
        <button
          type="submit"
          disabled={checking}
          aria-busy={checking}
          className={`${secondaryButtonClass} mt-6 py-2.5 sm:py-2`}
        >
          {checking ? t('coupon.checking') : t('coupon.apply')}
        </button>
      </div>
    </form>
  );
}
