import { Plus, TicketPercent } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'react-toastify/unstyled';

import type { Coupon } from '@/api';
import { EmptyState, ListPage } from '@/components/ListPage';
import { FullPageSpinner } from '@/components/Spinner';
import { CouponForm } from '@/components/coupons';
import { primaryButtonClass } from '@/components/form';
import { PagedList, SearchBox, sortParam, useListParams } from '@/components/table';
import { useSeller } from '@/lib/session';

import { useCreateCoupon } from '../api/create-coupon';
import { useShopCoupons } from '../api/get-shop-coupons';
import { useShopProductChoices } from '../api/get-shop-products';
import { COUPON_SORTS, CouponsTable } from '../components/CouponsTable';
import { coupons as catalogue } from '../i18n';

/**
 * The form for a coupon of `shopId`, saved to the shop, with the shop's products to limit it to.
 * The products load when the form opens, not with the list.
 */
function NewCoupon({
  shopId,
  onCreated,
  onCancel,
}: {
  shopId: string;
  onCreated: (coupon: Coupon) => void;
  onCancel: () => void;
}) {
  const createCoupon = useCreateCoupon(shopId);
  const products = useShopProductChoices(shopId);
  return (
    <CouponForm
      scope="shop"
      products={products}
      create={createCoupon.mutateAsync}
      onCreated={onCreated}
      onCancel={onCancel}
    />
  );
}

function Coupons({ shopId, shopName }: { shopId: string; shopName: string }) {
  const t = catalogue.useT();
  const { page, limit, search, sort, searchFor, setSearch, setSort } = useListParams({
    sorts: COUPON_SORTS,
  });
  const coupons = useShopCoupons(shopId, { page, limit, q: search, sort: sortParam(sort) });
  const [creating, setCreating] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  const close = () => {
    setCreating(false);
    toggle.current?.focus();
  };

  return (
    <ListPage
      title={t('page.title')}
      owner={shopName}
      count={coupons.data?.total}
      noun={(count) => t('page.count', { count })}
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
          {t('page.create')}
        </button>
      }
      filters={
        <div className="space-y-4">
          {creating && (
            <div id={panelId}>
              <NewCoupon
                shopId={shopId}
                onCancel={close}
                onCreated={(coupon) => {
                  toast.success(catalogue.t('page.created', { code: coupon.name }));
                  close();
                }}
              />
            </div>
          )}
          <div className="lg:max-w-md">
            <SearchBox
              label={t('page.search')}
              hint={t('page.searchHint')}
              placeholder={t('page.searchPlaceholder')}
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
        loadingLabel={t('page.loading')}
        empty={
          search ? (
            <EmptyState
              icon={<TicketPercent className="h-12 w-12 text-brand-600" aria-hidden="true" />}
              title={t('page.noMatch')}
            >
              <p>{t('page.noMatchText', { search })}</p>
            </EmptyState>
          ) : (
            <EmptyState
              icon={<TicketPercent className="h-12 w-12 text-brand-600" aria-hidden="true" />}
              title={t('page.none')}
            >
              <p>{t('page.noneText')}</p>
              {!creating && (
                <button
                  type="button"
                  onClick={() => setCreating(true)}
                  className={`${primaryButtonClass} mt-5`}
                >
                  <Plus className="h-4 w-4" aria-hidden="true" />
                  {t('page.createFirst')}
                </button>
              )}
            </EmptyState>
          )
        }
      >
        {(rows) => (
          <CouponsTable
            coupons={rows}
            shopId={shopId}
            shopName={shopName}
            sort={sort}
            onSortChange={setSort}
          />
        )}
      </PagedList>
    </ListPage>
  );
}

/** /shop-dashboard-coupon-code: the shop's coupon codes, to create and delete. */
export function CouponsPage() {
  const { data: seller } = useSeller();
  // The guard only shows this page to a signed-in seller; once the session ends it is left at once.
  if (!seller) return <FullPageSpinner />;
  return <Coupons shopId={seller._id} shopName={seller.shopName} />;
}
