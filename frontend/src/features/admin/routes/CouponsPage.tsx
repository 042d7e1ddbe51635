import type { Coupon } from '@/api';
import { Plus, TicketPercent, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'react-toastify/unstyled';

import { ConfirmDialog } from '@/components/ConfirmDialog';
import { CouponForm, CouponUses } from '@/components/coupons';
import { primaryButtonClass } from '@/components/form';
import { EmptyState, ListPage } from '@/components/ListPage';
import { Trans } from '@/lib/i18n/trans';
import { formatRupees } from '@/lib/money';
import { localDay, localWhen } from '@/lib/dates';
import { type Column, DataTable, PagedList, SearchBox, sortParam, useListParams } from '@/components/table';

import { useCreatePlatformCoupon } from '../api/create-platform-coupon';
import { useDeletePlatformCoupon } from '../api/delete-platform-coupon';
import { usePlatformCoupons } from '../api/get-platform-coupons';
import { failureMessage } from '../api/failure';
import { useNow } from '../components/event-status';
import { Badge, None, iconButtonClass } from '../components/ui';
import { usePendingIds } from '../components/use-pending-ids';
import { admin } from '../i18n';

/** Whether the coupon no longer works: the server's word, or its expiry passed while the page stayed open. */
const isExpired = (coupon: Coupon, now: number) =>
  coupon.expired || (coupon.expiresAt !== null && Date.parse(coupon.expiresAt) <= now);

/** docs/admin.md "Sorting": the platform coupon list's columns. */
const SORTS = ['name', 'value', 'minAmount', 'maxAmount', 'expiresAt', 'createdAt'];

/** /admin-coupons: the platform's own coupons (Haat funds them; every shop takes them), to create and delete. */
export function CouponsPage() {
  const t = admin.useT();
  const { page, limit, search, sort, searchFor, setSearch, setSort } = useListParams({ sorts: SORTS });
  const coupons = usePlatformCoupons({ page, limit, search, sort: sortParam(sort) });
  const create = useCreatePlatformCoupon();
  const remove = useDeletePlatformCoupon();
  const pending = usePendingIds();
  const [asking, setAsking] = useState<Coupon | null>(null);
  const [creating, setCreating] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const now = useNow();

  const close = () => {
    setCreating(false);
    toggle.current?.focus();
  };

  const confirm = () => {
    if (!asking) return;
    const coupon = asking;
    setAsking(null);
    void pending.track(coupon._id, remove.mutateAsync(coupon._id)).then(
      (message) => toast.success(message),
      (error: unknown) =>
        toast.error(failureMessage(error, admin.t('coupons.deleteFailed', { code: coupon.name }))),
    );
  };

  const columns: Column<Coupon>[] = [
    {
      id: 'code',
      header: t('coupons.column.code'),
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
      header: t('coupons.column.discount'),
      sort: { key: 'value', kind: 'number' },
      cell: (coupon) => (
        <span className="font-semibold text-stone-900">
          {t('coupons.percentOff', { value: coupon.value })}
        </span>
      ),
    },
    {
      id: 'minimum',
      header: t('coupons.column.minimum'),
      sort: { key: 'minAmount', kind: 'number' },
      cell: (coupon) =>
        coupon.minAmount === null ? <None>{t('coupons.noMinimum')}</None> : formatRupees(coupon.minAmount),
    },
    {
      id: 'cap',
      header: t('coupons.column.cap'),
      sort: { key: 'maxAmount', kind: 'number' },
      cell: (coupon) =>
        coupon.maxAmount === null ? <None>{t('coupons.noCap')}</None> : formatRupees(coupon.maxAmount),
    },
    {
      // Not sortable: the server orders platform coupons by the columns of docs/admin.md only.
      id: 'used',
      header: t('coupons.column.used'),
      cell: (coupon) => <CouponUses coupon={coupon} />,
    },
    {
      id: 'expires',
      header: t('coupons.column.expires'),
      sort: { key: 'expiresAt', kind: 'date' },
      cell: (coupon) => (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {coupon.expiresAt === null ? (
            <None>{t('coupons.noExpiry')}</None>
          ) : (
            <time dateTime={coupon.expiresAt} className="lg:whitespace-nowrap">
              {localWhen(coupon.expiresAt)}
            </time>
          )}
          {isExpired(coupon, now) && <Badge tone="red">{t('coupons.expired')}</Badge>}
        </span>
      ),
    },
    {
      id: 'created',
      header: t('coupons.column.created'),
      sort: { key: 'createdAt', kind: 'date' },
      cell: (coupon) => (
        <time dateTime={coupon.createdAt} className="whitespace-nowrap">
          {localDay(coupon.createdAt)}
        </time>
      ),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      hideHeader: true,
      noMobileLabel: true,
      wide: true,
      cell: (coupon) => {
        const busy = pending.isPending(coupon._id);
        return (
          <div className="flex justify-end">
            <button
              type="button"
              onClick={() => setAsking(coupon)}
              disabled={busy}
              aria-busy={busy}
              aria-label={t('coupons.deleteLabel', { code: coupon.name })}
              title={t('common.delete')}
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
    <ListPage
      title={t('coupons.title')}
      owner={t('coupons.owner')}
      count={coupons.data?.total}
      noun={(count) => t('coupons.count', { count })}
      action={
        <button
          ref={toggle}
          type="button"
          aria-expanded={creating}
          aria-controls={creating ? panelId : undefined}
          onClick={() => (creating ? close() : setCreating(true))}
          className={`${primaryButtonClass} self-start sm:self-auto`}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('coupons.create')}
        </button>
      }
      filters={
        <div className="space-y-4">
          {creating && (
            <div id={panelId}>
              <CouponForm
                scope="platform"
                products={null}
                create={create.mutateAsync}
                onCancel={close}
                onCreated={(coupon) => {
                  toast.success(admin.t('coupons.created', { code: coupon.name }));
                  close();
                }}
              />
            </div>
          )}
          <div className="lg:max-w-md">
            <SearchBox
              label={t('coupons.search')}
              hint={t('coupons.searchHint')}
              placeholder={t('coupons.searchPlaceholder')}
              value={search}
              onSearch={setSearch}
            />
          </div>
        </div>
      }
    >
      <PagedList
        list={coupons}
        page={page}
        searchFor={searchFor}
        loadingLabel={t('coupons.loading')}
        empty={
          <EmptyState
            icon={<TicketPercent className="h-12 w-12 text-brand-600" aria-hidden="true" />}
            title={search ? t('coupons.noMatch') : t('coupons.none')}
          >
            <p>{search ? t('coupons.noMatchText', { search }) : t('coupons.noneText')}</p>
          </EmptyState>
        }
      >
        {(rows) => (
          <DataTable
            caption={t('coupons.title')}
            rows={rows}
            columns={columns}
            rowKey={(coupon) => coupon._id}
            rowClassName={(coupon) => (isExpired(coupon, now) ? 'bg-stone-50' : 'bg-white')}
            sort={sort}
            onSortChange={setSort}
          />
        )}
      </PagedList>
      <ConfirmDialog
        open={asking !== null}
        title={t('coupons.deleteTitle')}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking && (
          <p>
            <Trans
              id="admin.coupons.deleteBody"
              values={{ code: asking.name }}
              components={{ 0: <strong className="font-mono text-stone-900" /> }}
            />
          </p>
        )}
      </ConfirmDialog>
    </ListPage>
  );
}
