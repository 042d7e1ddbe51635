import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'react-toastify/unstyled';

import type { Coupon } from '@/api';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { CouponUses } from '@/components/coupons';
import { ApiError } from '@/lib/api';
import { Trans } from '@/lib/i18n/trans';
import { formatRupees } from '@/lib/money';
import { localDay, localWhen } from '@/lib/dates';

import { useDeleteCoupon } from '../api/delete-coupon';
import { type CouponsKey, coupons as catalogue } from '../i18n';
import { appliesTo, isExpired, useNow } from './coupon-facts';
import { ExpiredBadge, iconButtonClass } from './ui';

// The confirmation of docs/product.md §3 is word for word in English, as every seller list asks it:
// "Are you sure to confirm delete ?" (`confirm.title`).

// One table on every screen: a row per coupon on a wide screen, a card per coupon on a phone (the
// row becomes a grid and each value carries its own label), so there is one set of actions and one
// tab order whatever the width.
const COLUMNS: { label: CouponsKey; visible: boolean }[] = [
  { label: 'table.code', visible: true },
  { label: 'table.discount', visible: true },
  { label: 'table.minimum', visible: true },
  { label: 'table.cap', visible: true },
  { label: 'table.appliesTo', visible: true },
  { label: 'table.used', visible: true },
  { label: 'table.expires', visible: true },
  { label: 'table.created', visible: true },
  { label: 'table.actions', visible: false },
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
  const t = catalogue.useT();
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
        <MobileLabel>{t('table.discount')}</MobileLabel>
        <Trans
          id="coupons.table.percentOff"
          values={{ value: coupon.value }}
          components={{
            0: <span className="font-semibold text-stone-900" />,
            1: <span className="sr-only" />,
          }}
        />
      </td>
      <td className={cellClass}>
        <MobileLabel>{t('table.minimum')}</MobileLabel>
        {coupon.minAmount === null ? <None>{t('table.noMinimum')}</None> : formatRupees(coupon.minAmount)}
      </td>
      <td className={cellClass}>
        <MobileLabel>{t('table.cap')}</MobileLabel>
        {coupon.maxAmount === null ? <None>{t('table.noCap')}</None> : formatRupees(coupon.maxAmount)}
      </td>
      <td className={`md:max-w-56 ${cellClass}`}>
        <MobileLabel>{t('table.appliesTo')}</MobileLabel>
        <span
          className={`line-clamp-2 break-words ${coupon.selectedProduct === null ? 'text-stone-600' : ''}`}
        >
          {appliesTo(coupon)}
        </span>
      </td>
      <td className={cellClass}>
        <MobileLabel>{t('table.used')}</MobileLabel>
        <CouponUses coupon={coupon} />
      </td>
      <td className={cellClass}>
        <MobileLabel>{t('table.expires')}</MobileLabel>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {coupon.expiresAt === null ? (
            <None>{t('table.noExpiry')}</None>
          ) : (
            <time dateTime={coupon.expiresAt} className="md:whitespace-nowrap">
              {localWhen(coupon.expiresAt)}
            </time>
          )}
          {expired && <ExpiredBadge />}
        </span>
      </td>
      <td className={cellClass}>
        <MobileLabel>{t('table.created')}</MobileLabel>
        <time dateTime={coupon.createdAt} className="whitespace-nowrap">
          {localDay(coupon.createdAt)}
        </time>
      </td>
      <td className={`col-start-2 row-start-1 justify-self-end md:pr-4 ${cellClass}`}>
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onDelete}
            disabled={deleting}
            aria-busy={deleting}
            aria-label={t('table.deleteLabel', { code: coupon.name })}
            title={t('table.delete')}
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
  const t = catalogue.useT();
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
          toast.error(error instanceof ApiError ? error.message : catalogue.t('table.deleteFailed')),
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
          <caption className="sr-only">{t('table.caption', { shop: shopName })}</caption>
          <thead className="hidden border-b border-stone-200 bg-stone-50 text-left text-stone-600 md:table-header-group">
            <tr>
              {COLUMNS.map(({ label, visible }, index) => (
                <th
                  key={label}
                  scope="col"
                  className={`${headClass} ${index === 0 ? 'pl-4' : ''} ${index === COLUMNS.length - 1 ? 'pr-4' : ''}`}
                >
                  {visible ? t(label) : <span className="sr-only">{t(label)}</span>}
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
        title={t('confirm.title')}
        confirmLabel={t('confirm.delete')}
        cancelLabel={t('confirm.cancel')}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking && (
          <p>
            <Trans
              id="coupons.confirm.body"
              values={{ code: asking.name }}
              components={{ 0: <strong className="font-mono text-stone-900" /> }}
            />
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
