import type { Coupon } from '@/api';
import { Plus, TicketPercent, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'react-toastify/unstyled';

import { ConfirmDialog } from '@/components/ConfirmDialog';
import { CouponForm, CouponUses } from '@/components/coupons';
import { primaryButtonClass } from '@/components/form';
import { EmptyState, ListPage } from '@/components/ListPage';
import { formatDay, formatWhen } from '@/lib/dates';
import { formatRupees } from '@/lib/money';

import { useCreatePlatformCoupon } from '../api/create-platform-coupon';
import { useDeletePlatformCoupon } from '../api/delete-platform-coupon';
import { usePlatformCoupons } from '../api/get-platform-coupons';
import { PAGE_SIZE } from '../api/list-query';
import { failureMessage } from '../api/failure';
import { type Column, DataTable } from '../components/DataTable';
import { useNow } from '../components/event-status';
import { useListParams } from '../components/list-params';
import { PagedList } from '../components/PagedList';
import { SearchBox } from '../components/SearchBox';
import { sortParam } from '../components/sort';
import { Badge, None, iconButtonClass } from '../components/ui';
import { usePendingIds } from '../components/use-pending-ids';

/** Whether the coupon no longer works: the server's word, or its expiry passed while the page stayed open. */
const isExpired = (coupon: Coupon, now: number) =>
  coupon.expired || (coupon.expiresAt !== null && Date.parse(coupon.expiresAt) <= now);

/** docs/admin.md "Sorting": the platform coupon list's columns. */
const SORTS = ['name', 'value', 'minAmount', 'maxAmount', 'expiresAt', 'createdAt'];

/** /admin-coupons: the platform's own coupons (Haat funds them; every shop takes them), to create and delete. */
export function CouponsPage() {
  const { page, search, sort, searchFor, setSearch, setSort } = useListParams({ sorts: SORTS });
  const coupons = usePlatformCoupons({ page, limit: PAGE_SIZE, search, sort: sortParam(sort) });
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
        toast.error(failureMessage(error, `Coupon ${coupon.name} could not be deleted. Please try again.`)),
    );
  };

  const columns: Column<Coupon>[] = [
    {
      id: 'code',
      header: 'Code',
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
      header: 'Discount',
      sort: { key: 'value', kind: 'number' },
      cell: (coupon) => <span className="font-semibold text-stone-900">{coupon.value}% off</span>,
    },
    {
      id: 'minimum',
      header: 'Minimum',
      sort: { key: 'minAmount', kind: 'number' },
      cell: (coupon) =>
        coupon.minAmount === null ? <None>No minimum</None> : formatRupees(coupon.minAmount),
    },
    {
      id: 'cap',
      header: 'Maximum discount',
      sort: { key: 'maxAmount', kind: 'number' },
      cell: (coupon) => (coupon.maxAmount === null ? <None>No cap</None> : formatRupees(coupon.maxAmount)),
    },
    {
      // Not sortable: the server orders platform coupons by the columns of docs/admin.md only.
      id: 'used',
      header: 'Used',
      cell: (coupon) => <CouponUses coupon={coupon} />,
    },
    {
      id: 'expires',
      header: 'Expires',
      sort: { key: 'expiresAt', kind: 'date' },
      cell: (coupon) => (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {coupon.expiresAt === null ? (
            <None>No expiry</None>
          ) : (
            <time dateTime={coupon.expiresAt} className="lg:whitespace-nowrap">
              {formatWhen(coupon.expiresAt, 'local')}
            </time>
          )}
          {isExpired(coupon, now) && <Badge tone="red">Expired</Badge>}
        </span>
      ),
    },
    {
      id: 'created',
      header: 'Created',
      sort: { key: 'createdAt', kind: 'date' },
      cell: (coupon) => (
        <time dateTime={coupon.createdAt} className="whitespace-nowrap">
          {formatDay(coupon.createdAt, 'local')}
        </time>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
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
              aria-label={`Delete coupon ${coupon.name}`}
              title="Delete"
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
      title="Platform coupons"
      owner="Funded by Haat, usable in every shop"
      count={coupons.data?.total}
      noun={{ one: 'coupon', many: 'coupons' }}
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
          Create coupon
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
                  toast.success(`Coupon ${coupon.name} created.`);
                  close();
                }}
              />
            </div>
          )}
          <div className="lg:max-w-md">
            <SearchBox
              label="Search coupons"
              hint="By code, across every page."
              placeholder="Code, such as HAAT20"
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
        loadingLabel="Loading platform coupons"
        empty={
          <EmptyState
            icon={<TicketPercent className="h-12 w-12 text-brand-600" aria-hidden="true" />}
            title={search ? 'No coupon matches' : 'No platform coupons yet'}
          >
            {search ? (
              <p>No platform coupon’s code contains “{search}”.</p>
            ) : (
              <p>
                A platform coupon gives shoppers a percentage off in every shop, at Haat’s cost. Newsletter
                subscribers’ welcome coupons appear here too.
              </p>
            )}
          </EmptyState>
        }
      >
        {(rows) => (
          <DataTable
            caption="Platform coupons"
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
        title="Delete this coupon?"
        confirmLabel="Delete"
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking && (
          <p>
            The coupon <strong className="font-mono text-stone-900">{asking.name}</strong> stops working at
            once; orders that used it keep their discount. This cannot be undone.
          </p>
        )}
      </ConfirmDialog>
    </ListPage>
  );
}
