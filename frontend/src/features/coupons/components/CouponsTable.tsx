import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'react-toastify/unstyled';

import type { Coupon } from '@/api';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { CouponUses } from '@/components/coupons';
import { ApiError } from '@/lib/api';
import { formatDay, formatWhen } from '@/lib/dates';
import { formatRupees } from '@/lib/money';

import { useDeleteCoupon } from '../api/delete-coupon';
import { appliesTo, isExpired, useNow } from './coupon-facts';
import { ExpiredBadge, iconButtonClass } from './ui';

/** The confirmation of docs/product.md §3, word for word, as every seller list asks it. */
export const CONFIRM_DELETE = 'Are you sure to confirm delete ?';

// One table on every screen: a row per coupon on a wide screen, a card per coupon on a phone (the
// row becomes a grid and each value carries its own label), so there is one set of actions and one
// tab order whatever the width.
const COLUMNS = [
  { label: 'Code', visible: true },
  { label: 'Discount', visible: true },
  { label: 'Minimum eligible', visible: true },
  { label: 'Maximum discount', visible: true },
  { label: 'Applies to', visible: true },
  { label: 'Used', visible: true },
  { label: 'Expires', visible: true },
  { label: 'Created', visible: true },
  { label: 'Actions', visible: false },
];
const cellClass = 'min-w-0 md:table-cell md:px-3 md:py-3 md:align-middle';
const headClass = 'px-3 py-3 font-medium whitespace-nowrap';

/** A value's label, shown on the phone's card only; the table's header says it on a wide screen. */
const MobileLabel = ({ children }: { children: string }) => (
  <span className="block text-xs text-stone-500 md:hidden">{children}</span>
);

const None = ({ children }: { children: ReactNode }) => <span className="text-stone-500">{children}</span>;

function CouponRow({
  coupon,
  now,
  deleting,
  onDelete,
}: {
  coupon: Coupon;
  now: number;
  deleting: boolean;
  onDelete: () => void;
}) {
  const expired = isExpired(coupon, now);
  return (
    <tr
      className={`grid grid-cols-2 gap-x-4 gap-y-3 rounded-md border border-stone-200 p-4 md:table-row md:rounded-none md:border-0 md:p-0 ${
        expired ? 'bg-stone-50' : 'bg-white'
      }`}
    >
      <th scope="row" className={`row-start-1 self-center text-left md:pl-4 ${cellClass}`}>
        <span className="font-mono text-base font-semibold tracking-wide wrap-anywhere text-stone-900 md:text-sm">
          {coupon.name}
        </span>
      </th>
      <td className={cellClass}>
        <MobileLabel>Discount</MobileLabel>
        <span className="font-semibold text-stone-900">{coupon.value}%</span>
        <span className="sr-only"> off</span>
      </td>
      <td className={cellClass}>
        <MobileLabel>Minimum eligible</MobileLabel>
        {coupon.minAmount === null ? <None>No minimum</None> : formatRupees(coupon.minAmount)}
      </td>
      <td className={cellClass}>
        <MobileLabel>Maximum discount</MobileLabel>
        {coupon.maxAmount === null ? <None>No cap</None> : formatRupees(coupon.maxAmount)}
      </td>
      <td className={`md:max-w-56 ${cellClass}`}>
        <MobileLabel>Applies to</MobileLabel>
        <span
          className={`line-clamp-2 break-words ${coupon.selectedProduct === null ? 'text-stone-600' : ''}`}
        >
          {appliesTo(coupon)}
        </span>
      </td>
      <td className={cellClass}>
        <MobileLabel>Used</MobileLabel>
        <CouponUses coupon={coupon} />
      </td>
      <td className={cellClass}>
        <MobileLabel>Expires</MobileLabel>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {coupon.expiresAt === null ? (
            <None>No expiry</None>
          ) : (
            <time dateTime={coupon.expiresAt} className="md:whitespace-nowrap">
              {formatWhen(coupon.expiresAt, 'local')}
            </time>
          )}
          {expired && <ExpiredBadge />}
        </span>
      </td>
      <td className={cellClass}>
        <MobileLabel>Created</MobileLabel>
        <time dateTime={coupon.createdAt} className="whitespace-nowrap">
          {formatDay(coupon.createdAt, 'local')}
        </time>
      </td>
      <td className={`col-start-2 row-start-1 justify-self-end md:pr-4 ${cellClass}`}>
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onDelete}
            disabled={deleting}
            aria-busy={deleting}
            aria-label={`Delete coupon ${coupon.name}`}
            title="Delete"
            className={iconButtonClass}
          >
            <Trash2 className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
      </td>
    </tr>
  );
}

/** The shop's coupons, each with its delete button and the question before it. */
export function CouponsTable({
  coupons,
  shopId,
  shopName,
}: {
  coupons: Coupon[];
  shopId: string;
  shopName: string;
}) {
  const remove = useDeleteCoupon(shopId);
  const [asking, setAsking] = useState<Coupon | null>(null);
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(() => new Set());
  const now = useNow();

  const confirm = () => {
    if (!asking) return;
    const { _id: id } = asking;
    setAsking(null);
    setDeleting((ids) => new Set(ids).add(id));
    // `mutateAsync`: its promise settles even when another coupon is deleted meanwhile, whereas
    // `mutate`'s callbacks fire for the latest call only.
    remove
      .mutateAsync(id)
      .then(
        (message) => toast.success(message),
        (error: unknown) =>
          toast.error(
            error instanceof ApiError ? error.message : 'The coupon could not be deleted. Please try again.',
          ),
      )
      .finally(() =>
        setDeleting((ids) => {
          const rest = new Set(ids);
          rest.delete(id);
          return rest;
        }),
      );
  };

  return (
    <>
      {/* The frame is a wrapper's: a collapsed table cannot round its corners, and a narrow tablet scrolls. */}
      <div className="md:overflow-x-auto md:rounded-md md:border md:border-stone-200 md:bg-white">
        <table className="block w-full text-sm md:table">
          <caption className="sr-only">Coupons of {shopName}</caption>
          <thead className="hidden border-b border-stone-200 bg-stone-50 text-left text-stone-600 md:table-header-group">
            <tr>
              {COLUMNS.map(({ label, visible }, index) => (
                <th
                  key={label}
                  scope="col"
                  className={`${headClass} ${index === 0 ? 'pl-4' : ''} ${index === COLUMNS.length - 1 ? 'pr-4' : ''}`}
                >
                  {visible ? label : <span className="sr-only">{label}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-stone-200">
            {coupons.map((coupon) => (
              <CouponRow
                key={coupon._id}
                coupon={coupon}
                now={now}
                deleting={deleting.has(coupon._id)}
                onDelete={() => setAsking(coupon)}
              />
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={CONFIRM_DELETE}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking && (
          <p>
            The coupon <strong className="font-mono text-stone-900">{asking.name}</strong> stops working at
            once; orders that used it keep their discount. Its code can then be used again.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
