import { useQueryClient } from '@tanstack/react-query';
import { Tag, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';

import type { CouponValue, Quote } from '@/api';
import { TextField, secondaryButtonClass } from '@/components/form';
import { ApiError } from '@/lib/api';
import { formatRupees } from '@/lib/money';

import { couponValueQueryOptions, useCouponValue } from '../api/get-coupon-value';

/** "10% off, up to ₹200, on ₹500 or more": the coupon's terms, as its shop set them. */
export function couponTerms(coupon: Pick<CouponValue, 'value' | 'maxAmount' | 'minAmount'>): string {
  const parts = [`${coupon.value}% off`];
  if (coupon.maxAmount !== null) parts.push(`up to ${formatRupees(coupon.maxAmount)}`);
  if (coupon.minAmount !== null) parts.push(`on ${formatRupees(coupon.minAmount)} or more`);
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
      setError('Enter a coupon code.');
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
          ? `${wanted} is not a valid coupon code, or it has expired.`
          : failure instanceof ApiError
            ? failure.message
            : 'The coupon could not be checked. Please try again.',
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
            aria-label={`Remove coupon ${applied}`}
            className="-m-1 shrink-0 rounded p-1 text-stone-500 hover:bg-white hover:text-red-700"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
        <p id={statusId} role="status" className="text-sm">
          {verdict?.applied === true && <span className="text-green-800">Coupon applied.</span>}
          {verdict?.applied === false && (
            <span className="text-amber-900">
              This coupon does not apply to your cart{verdict.message ? `: ${verdict.message}` : '.'}
            </span>
          )}
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void apply(event)} noValidate aria-label="Coupon" className="space-y-2">
      <div className="flex items-start gap-2">
        <TextField
          label="Coupon code"
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
          {checking ? 'Checking…' : 'Apply'}
        </button>
      </div>
    </form>
  );
}
