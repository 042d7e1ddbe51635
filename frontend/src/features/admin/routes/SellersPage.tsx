import type { AdminSeller, Seller } from '@/api';
import { Store } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';

import { Avatar } from '@/components/Avatar';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState, ListPage } from '@/components/ListPage';
import { formatDay } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import { formatCount } from '@/lib/numbers';
import { paths } from '@/lib/paths';

import { PAGE_SIZE } from '../api/list-query';
import { useReinstateSeller } from '../api/reinstate-seller';
import { failureMessage } from '../api/failure';
import { useSellers } from '../api/get-sellers';
import { useSuspendSeller } from '../api/suspend-seller';
import { type Column, DataTable } from '../components/DataTable';
import { useListParams } from '../components/list-params';
import { PagedList } from '../components/PagedList';
import { SearchBox } from '../components/SearchBox';
import { sortParam } from '../components/sort';
import { StatusSelect } from '../components/StatusSelect';
import { SellerStatusBadge, linkClass, rowButtonClass, rowDangerButtonClass } from '../components/ui';
import { usePendingIds } from '../components/use-pending-ids';

/** The statuses a shop may have, in the filter's order. */
const SELLER_STATUSES = ['active', 'pending', 'suspended'] as const satisfies readonly Seller['status'][];

const STATUS_OPTIONS: { value: Seller['status']; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending activation' },
  { value: 'suspended', label: 'Suspended' },
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
  const { page, status, search, sort, searchFor, setStatus, setSearch, setSort } = useListParams({
    statuses: SELLER_STATUSES,
    sorts: SORTS,
  });
  const sellers = useSellers({ page, limit: PAGE_SIZE, search, status, sort: sortParam(sort) });
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
            `${seller.shopName} could not be ${action === 'suspend' ? 'suspended' : 'reinstated'}. Please try again.`,
          ),
        ),
    );
  };

  const columns: Column<AdminSeller>[] = [
    {
      id: 'shop',
      header: 'Shop',
      rowHeader: true,
      cell: (seller) => <ShopCell seller={seller} />,
      sort: { key: 'shopName', kind: 'text' },
      className: 'lg:min-w-44',
    },
    {
      id: 'owner',
      header: 'Owner',
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
            <span className="sr-only">Phone</span> {seller.phone}
          </a>
        </span>
      ),
      sort: { key: 'name', kind: 'text' },
    },
    {
      id: 'status',
      header: 'Status',
      cell: (seller) => <SellerStatusBadge status={seller.status} />,
      sort: { key: 'status', kind: 'text' },
    },
    {
      id: 'products',
      header: 'Products',
      cell: (seller) => formatCount(seller.productCount),
      sort: { key: 'productCount', kind: 'number' },
    },
    {
      id: 'balance',
      header: 'Balance',
      cell: (seller) => <span className="whitespace-nowrap">{formatRupees(seller.availableBalance)}</span>,
      sort: { key: 'availableBalance', kind: 'number' },
    },
    {
      id: 'joined',
      header: 'Joined',
      cell: (seller) => (
        <time dateTime={seller.createdAt} className="whitespace-nowrap">
          {formatDay(seller.createdAt, 'local')}
        </time>
      ),
      sort: { key: 'createdAt', kind: 'date' },
    },
    {
      id: 'actions',
      header: 'Actions',
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
              aria-label={`${suspended ? 'Reinstate' : 'Suspend'} ${seller.shopName}`}
              className={suspended ? rowButtonClass : rowDangerButtonClass}
            >
              {suspended ? 'Reinstate' : 'Suspend'}
            </button>
          </div>
        );
      },
    },
  ];

  const filtered = search !== '' || status !== null;

  return (
    <ListPage
      title="All sellers"
      owner="Every shop on Haat"
      count={sellers.data?.total}
      noun={{ one: 'shop', many: 'shops' }}
      filters={
        <div className="grid gap-4 sm:grid-cols-2 lg:max-w-3xl">
          <SearchBox
            label="Search shops"
            hint="By shop name, owner’s name or email, across every page."
            placeholder="Shop, owner or email"
            value={search}
            onSearch={setSearch}
          />
          <StatusSelect
            options={STATUS_OPTIONS}
            value={status}
            onChange={setStatus}
            allLabel="All statuses"
          />
        </div>
      }
    >
      <PagedList
        list={sellers}
        page={page}
        searchFor={searchFor}
        loadingLabel="Loading shops"
        empty={
          <EmptyState
            icon={<Store className="h-12 w-12 text-brand-600" aria-hidden="true" />}
            title={filtered ? 'No shop matches' : 'No shops yet'}
          >
            <p>
              {filtered
                ? 'Try another search, or choose All statuses.'
                : 'Shops appear here once sellers create them.'}
            </p>
          </EmptyState>
        }
      >
        {(rows) => (
          <DataTable
            caption="All sellers"
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
        title={asking ? `Suspend ${asking.seller.shopName}?` : ''}
        confirmLabel="Suspend shop"
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        <ul className="list-disc space-y-1 pl-4">
          <li>Its products and events leave the storefront, search and checkout at once.</li>
          <li>Its seller is signed out and cannot sign in while the shop is suspended.</li>
          <li>Its orders, coupons, ledger and withdrawals are kept; you can reinstate it later.</li>
        </ul>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking?.action === 'reinstate'}
        title={asking ? `Reinstate ${asking.seller.shopName}?` : ''}
        confirmLabel="Reinstate shop"
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        <p>Its products return to the storefront at once, and its seller can sign in again.</p>
      </ConfirmDialog>
    </ListPage>
  );
}
