import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'react-toastify/unstyled';

import type { Coupon } from '@/api';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { type Column, DataTable, type SortState } from '@/components/table';
import { CouponUses } from '@/components/coupons';
import { ApiError } from '@/lib/api';
import { Trans } from '@/lib/i18n/trans';
import { formatRupees } from '@/lib/money';
import { localDay, localWhen } from '@/lib/dates';

import { useDeleteCoupon } from '../api/delete-coupon';
import { coupons as catalogue } from '../i18n';
import { appliesTo, isExpired, useNow } from './coupon-facts';
import { ExpiredBadge, iconButtonClass } from './ui';

// The confirmation of docs/product.md §3 is word for word in English, as every seller list asks it:
// "Are you sure to confirm delete ?" (`confirm.title`).

/** The server's orders of a shop's coupons (the Admin's coupons' columns): `?sort=-value`. */
export const COUPON_SORTS = ['name', 'value', 'minAmount', 'maxAmount', 'expiresAt', 'createdAt'];

const None = ({ children }: { children: ReactNode }) => <span className="text-stone-500">{children}</span>;

/**
 * One page of the shop's coupons on the shared table (a card per coupon on a phone), each with its
 * delete button and the question before it; the server sorts them (`sort`, `onSortChange`).
 */
export function CouponsTable({
  coupons,
  shopId,
  shopName,
  sort,
  onSortChange,
}: {
  coupons: Coupon[];
  shopId: string;
  shopName: string;
  sort: SortState;
  onSortChange: (next: SortState) => void;
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

  const columns: Column<Coupon>[] = [
    {
      id: 'code',
      header: t('table.code'),
      rowHeader: true,
      sort: { key: 'name', kind: 'text' },
      cell: (coupon) => (
        <span className="font-mono text-base font-semibold tracking-wide wrap-anywhere text-stone-900 lg:text-sm">
          {coupon.name}
        </span>
      ),
    },
    {
      id: 'discount',
      header: t('table.discount'),
      sort: { key: 'value', kind: 'number' },
      cell: (coupon) => (
        <Trans
          id="coupons.table.percentOff"
          values={{ value: coupon.value }}
          components={{
            0: <span className="font-semibold text-stone-900" />,
            1: <span className="sr-only" />,
          }}
        />
      ),
    },
    {
      id: 'minimum',
      header: t('table.minimum'),
      sort: { key: 'minAmount', kind: 'number' },
      cell: (coupon) =>
        coupon.minAmount === null ? <None>{t('table.noMinimum')}</None> : formatRupees(coupon.minAmount),
    },
    {
      id: 'cap',
      header: t('table.cap'),
      sort: { key: 'maxAmount', kind: 'number' },
      cell: (coupon) =>
        coupon.maxAmount === null ? <None>{t('table.noCap')}</None> : formatRupees(coupon.maxAmount),
    },
    {
      id: 'appliesTo',
      header: t('table.appliesTo'),
      className: 'lg:max-w-56',
      cell: (coupon) => (
        <span
          className={`line-clamp-2 break-words ${coupon.selectedProduct === null ? 'text-stone-600' : ''}`}
        >
          {appliesTo(coupon)}
        </span>
      ),
    },
    { id: 'used', header: t('table.used'), cell: (coupon) => <CouponUses coupon={coupon} /> },
    {
      id: 'expires',
      header: t('table.expires'),
      sort: { key: 'expiresAt', kind: 'date' },
      cell: (coupon) => (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {coupon.expiresAt === null ? (
            <None>{t('table.noExpiry')}</None>
          ) : (
            <time dateTime={coupon.expiresAt} className="lg:whitespace-nowrap">
              {localWhen(coupon.expiresAt)}
            </time>
          )}
          {isExpired(coupon, now) && <ExpiredBadge />}
        </span>
      ),
    },
    {
      id: 'created',
      header: t('table.created'),
      sort: { key: 'createdAt', kind: 'date' },
      cell: (coupon) => (
        <time dateTime={coupon.createdAt} className="whitespace-nowrap">
          {localDay(coupon.createdAt)}
        </time>
      ),
    },
    {
      id: 'actions',
      header: t('table.actions'),
      hideHeader: true,
      noMobileLabel: true,
      wide: true,
      cell: (coupon) => {
        const busy = deleting.has(coupon._id);
        return (
          <div className="flex justify-end">
            <button
              type="button"
              onClick={() => setAsking(coupon)}
              disabled={busy}
              aria-busy={busy}
              aria-label={t('table.deleteLabel', { code: coupon.name })}
              title={t('table.delete')}
              className={iconButtonClass}
            >
              <Trash2 className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <>
      <DataTable
        caption={t('table.caption', { shop: shopName })}
        rows={coupons}
        columns={columns}
        rowKey={(coupon) => coupon._id}
        rowClassName={(coupon) => (isExpired(coupon, now) ? 'bg-stone-50' : 'bg-white')}
        sort={sort}
        onSortChange={onSortChange}
      />
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
