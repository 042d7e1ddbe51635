import type { AdminSeller, Seller } from '@/api';
import { Store } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';

import { Avatar } from '@/components/Avatar';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState, ListPage } from '@/components/ListPage';
import { formatRupees } from '@/lib/money';
import { formatCount } from '@/lib/numbers';
import { paths } from '@/lib/paths';
import { localDay } from '@/lib/dates';
import { type Column, DataTable, PagedList, SearchBox, sortParam, useListParams } from '@/components/table';

import { useReinstateSeller } from '../api/reinstate-seller';
import { failureMessage } from '../api/failure';
import { useSellers } from '../api/get-sellers';
import { useSuspendSeller } from '../api/suspend-seller';
import { StatusSelect } from '../components/StatusSelect';
import { SellerStatusBadge, linkClass, rowButtonClass, rowDangerButtonClass } from '../components/ui';
import { usePendingIds } from '../components/use-pending-ids';
import { type AdminKey, admin } from '../i18n';

/** The statuses a shop may have, in the filter's order. */
const SELLER_STATUSES = ['active', 'pending', 'suspended'] as const satisfies readonly Seller['status'][];

const STATUS_OPTIONS: { value: Seller['status']; label: AdminKey }[] = [
  { value: 'active', label: 'sellers.filter.active' },
  { value: 'pending', label: 'sellers.filter.pending' },
  { value: 'suspended', label: 'sellers.filter.suspended' },
];

/** docs/admin.md "Sorting": the seller list's columns. */
const SORTS = ['shopName', 'name', 'status', 'productCount', 'availableBalance', 'createdAt'];

type Asking = { seller: AdminSeller; action: 'suspend' | 'reinstate' };

function ShopCell({ seller }: { seller: AdminSeller }) {
  // Only an active shop has a public page; a pending or suspended one would be a 404.
  const name =
    seller.status === 'active' ? (
      <Link to={paths.shopPreview(seller._id)} className={`${linkClass} break-words`}>
        {seller.shopName}
      </Link>
    ) : (
      <span className="font-medium break-words text-stone-900">{seller.shopName}</span>
    );
  return (
    <span className="flex items-center gap-3">
      <Avatar name={seller.shopName} src={seller.avatar} size="sm" />
      <span className="min-w-0">{name}</span>
    </span>
  );
}

/** /admin-all-sellers: every shop, searchable and filtered by the server, to suspend or reinstate. */
export function SellersPage() {
  const t = admin.useT();
  const { page, limit, status, search, sort, searchFor, setStatus, setSearch, setSort } = useListParams({
    statuses: SELLER_STATUSES,
    sorts: SORTS,
  });
  const sellers = useSellers({ page, limit, search, status, sort: sortParam(sort) });
  const suspend = useSuspendSeller();
  const reinstate = useReinstateSeller();
  const pending = usePendingIds();
  const [asking, setAsking] = useState<Asking | null>(null);

  const confirm = () => {
    if (!asking) return;
    const { seller, action } = asking;
    setAsking(null);
    const work = action === 'suspend' ? suspend.mutateAsync(seller._id) : reinstate.mutateAsync(seller._id);
    void pending.track(seller._id, work).then(
      (message) => toast.success(message),
      (error: unknown) =>
        toast.error(
          failureMessage(
            error,
            action === 'suspend'
              ? admin.t('sellers.suspendFailed', { shop: seller.shopName })
              : admin.t('sellers.reinstateFailed', { shop: seller.shopName }),
          ),
        ),
    );
  };

  const columns: Column<AdminSeller>[] = [
    {
      id: 'shop',
      header: t('common.shop'),
      rowHeader: true,
      cell: (seller) => <ShopCell seller={seller} />,
      sort: { key: 'shopName', kind: 'text' },
      className: 'lg:min-w-44',
    },
    {
      id: 'owner',
      header: t('sellers.column.owner'),
      wide: true,
      cell: (seller) => (
        <span className="block space-y-0.5">
          <span className="block break-words text-stone-900">{seller.name}</span>
          <a
            href={`mailto:${seller.email}`}
            className={`${linkClass} block wrap-anywhere lg:wrap-break-word`}
          >
            {seller.email}
          </a>
          <a href={`tel:+91${seller.phone}`} className={`${linkClass} block whitespace-nowrap`}>
            <span className="sr-only">{t('sellers.phone')}</span> {seller.phone}
          </a>
        </span>
      ),
      sort: { key: 'name', kind: 'text' },
    },
    {
      id: 'status',
      header: t('common.status'),
      cell: (seller) => <SellerStatusBadge status={seller.status} />,
      sort: { key: 'status', kind: 'text' },
    },
    {
      id: 'products',
      header: t('sellers.column.products'),
      cell: (seller) => formatCount(seller.productCount),
      sort: { key: 'productCount', kind: 'number' },
    },
    {
      id: 'balance',
      header: t('sellers.column.balance'),
      cell: (seller) => <span className="whitespace-nowrap">{formatRupees(seller.availableBalance)}</span>,
      sort: { key: 'availableBalance', kind: 'number' },
    },
    {
      id: 'joined',
      header: t('common.joined'),
      cell: (seller) => (
        <time dateTime={seller.createdAt} className="whitespace-nowrap">
          {localDay(seller.createdAt)}
        </time>
      ),
      sort: { key: 'createdAt', kind: 'date' },
    },
    {
      id: 'actions',
      header: t('common.actions'),
      hideHeader: true,
      noMobileLabel: true,
      wide: true,
      cell: (seller) => {
        const busy = pending.isPending(seller._id);
        const suspended = seller.status === 'suspended';
        return (
          <div className="flex justify-end">
            <button
              type="button"
              disabled={busy}
              aria-busy={busy}
              onClick={() => setAsking({ seller, action: suspended ? 'reinstate' : 'suspend' })}
              aria-label={
                suspended
                  ? t('sellers.reinstateLabel', { shop: seller.shopName })
                  : t('sellers.suspendLabel', { shop: seller.shopName })
              }
              className={suspended ? rowButtonClass : rowDangerButtonClass}
            >
              {suspended ? t('sellers.reinstate') : t('sellers.suspend')}
            </button>
          </div>
        );
      },
    },
  ];

  const filtered = search !== '' || status !== null;

  return (
    <ListPage
      title={t('sellers.title')}
      owner={t('common.everyShop')}
      count={sellers.data?.total}
      noun={(count) => t('sellers.count', { count })}
      filters={
        <div className="grid gap-4 sm:grid-cols-2 lg:max-w-3xl">
          <SearchBox
            label={t('sellers.search')}
            hint={t('sellers.searchHint')}
            placeholder={t('sellers.searchPlaceholder')}
            value={search}
            onSearch={setSearch}
          />
          <StatusSelect
            options={STATUS_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
            value={status}
            onChange={setStatus}
            allLabel={t('sellers.allStatuses')}
          />
        </div>
      }
    >
      <PagedList
        list={sellers}
        page={page}
        searchFor={searchFor}
        loadingLabel={t('sellers.loading')}
        empty={
          <EmptyState
            icon={<Store className="h-12 w-12 text-brand-600" aria-hidden="true" />}
            title={filtered ? t('sellers.noMatch') : t('sellers.none')}
          >
            <p>{filtered ? t('sellers.noMatchText') : t('sellers.noneText')}</p>
          </EmptyState>
        }
      >
        {(rows) => (
          <DataTable
            caption={t('sellers.title')}
            rows={rows}
            columns={columns}
            rowKey={(seller) => seller._id}
            sort={sort}
            onSortChange={setSort}
          />
        )}
      </PagedList>
      <ConfirmDialog
        open={asking?.action === 'suspend'}
        title={asking ? t('sellers.suspendTitle', { shop: asking.seller.shopName }) : ''}
        confirmLabel={t('sellers.suspendConfirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        <ul className="list-disc space-y-1 pl-4">
          <li>{t('sellers.suspendStorefront')}</li>
          <li>{t('sellers.suspendSignIn')}</li>
          <li>{t('sellers.suspendKept')}</li>
        </ul>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking?.action === 'reinstate'}
        title={asking ? t('sellers.reinstateTitle', { shop: asking.seller.shopName }) : ''}
        confirmLabel={t('sellers.reinstateConfirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        <p>{t('sellers.reinstateBody')}</p>
      </ConfirmDialog>
    </ListPage>
  );
}
