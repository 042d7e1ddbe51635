import { HttpResponse, http } from 'msw';

import { type Coupon, ErrorCode, type Product, type SellerWithBalance } from '@/api';
import { RequireSeller } from '@/lib/session';
import { aSeller, mockSession } from '@/test/auth';
import { lazyRoute, renderRoutes, standIn } from '@/test/harness';
import { pagedAnswer } from '@/test/paging';
import { requestRecorder } from '@/test/requests';
import { apiError, server } from '@/test/server';

import { sellerCouponPages } from './index';

// Test fixtures for the seller's coupon page: the page mounted as the route table will mount it
// (lazily, behind the seller guard), coupons and products as the API sends them, and a mocked shop
// that answers the coupon calls of docs/orders.md and records every call.

export const COUPONS_PATH = '/shop-dashboard-coupon-code';

/** Renders the coupon page signed in as `seller` (shop-1), with toasts and a QueryClient without retries. */
export function renderCouponsPage({ seller = aSeller() }: { seller?: SellerWithBalance } = {}) {
  mockSession({ seller });
  return renderRoutes(
    [
      {
        element: <RequireSeller />,
        children: [lazyRoute('shop-dashboard-coupon-code', sellerCouponPages.coupons)],
      },
      standIn('shop-login', 'Seller sign-in'),
    ],
    { path: COUPONS_PATH },
  );
}

export function aCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    _id: 'coupon-1',
    name: 'SAVE10',
    value: 10,
    minAmount: null,
    maxAmount: null,
    selectedProduct: null,
    selectedProductName: null,
    shopId: 'shop-1',
    expiresAt: null,
    expired: false,
    maxUses: null,
    maxUsesPerAccount: null,
    uses: 0,
    createdAt: '2026-11-20T05:00:00Z',
    ...overrides,
  };
}

/** A product of shop-1 as GET /get-all-product-shop sends it (docs/catalog.md, "Shapes"). */
export function aShopProduct(id: string, name: string, color: Product['color'] = null): Product {
  return {
    _id: id,
    name,
    description: 'Made in India.',
    category: 'Women',
    brand: 'Jaipur Looms',
    sizes: [],
    color,
    originalPrice: 1499,
    sellingPrice: 999,
    stock: 12,
    hsn: '6204',
    gstRate: 5,
    countryOfOrigin: 'IN',
    sold_out: 0,
    ratings: 0,
    numOfReviews: 0,
    images: [],
    thumbnails: [],
    shopId: 'shop-1',
    shop: { _id: 'shop-1', shopName: 'Haat Demo Bazaar', avatar: null, ratings: 4.5 },
    isEvent: false,
    start_date: null,
    end_date: null,
    createdAt: '2026-11-22T10:00:00Z',
  };
}

const DUPLICATE = 'A coupon with this code already exists. Choose another code.';

/** The orders GET /get-coupon/{shopId} takes (`?sort=-value`), as the server has them. */
const COUPON_SORTS = {
  name: (coupon: Coupon) => coupon.name,
  value: (coupon: Coupon) => coupon.value,
  minAmount: (coupon: Coupon) => coupon.minAmount,
  maxAmount: (coupon: Coupon) => coupon.maxAmount,
  expiresAt: (coupon: Coupon) => coupon.expiresAt,
  createdAt: (coupon: Coupon) => coupon.createdAt,
};

/**
 * Shop-1's coupons as the server keeps them: the list (403 for another shop), create (409
 * `duplicate_code` for a code already live, in any case) and delete (404 for an unknown id), and
 * the shop's products a page at a time. `calls` records every request, bodies as sent.
 */
export function mockCouponApi(initial: { coupons?: Coupon[]; products?: Product[] } = {}) {
  const { calls, record } = requestRecorder();
  const api = {
    coupons: [...(initial.coupons ?? [])],
    products: initial.products ?? [],
    calls,
    created: 0,
    /** Whether a 409 names `name` in its fields too, as the server does, or says only its code. */
    duplicateNamesField: true,
  };
  server.use(
    http.get('/api/v2/get-coupon/:shopId', async ({ request, params }) => {
      await record(request);
      if (params.shopId !== 'shop-1') return apiError(403, ErrorCode.FORBIDDEN, 'This is not your shop.');
      return pagedAnswer(new URL(request.url), 'couponCodes', api.coupons, {
        searched: (coupon) => coupon.name,
        sorts: COUPON_SORTS,
      });
    }),
    http.get('/api/v2/get-all-product-shop/:shopId', async ({ request }) => {
      const { url } = await record(request);
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 100);
      return HttpResponse.json({
        success: true,
        products: api.products.slice((page - 1) * limit, page * limit),
        productsCount: api.products.length,
        total: api.products.length,
        page,
        limit,
      });
    }),
    http.post('/api/v2/create-coupon-code', async ({ request }) => {
      const { body } = await record(request);
      const sent = body as Omit<
        Coupon,
        '_id' | 'shopId' | 'selectedProductName' | 'expired' | 'uses' | 'createdAt'
      >;
      const name = sent.name.toUpperCase();
      if (api.coupons.some((coupon) => coupon.name === name))
        return apiError(
          409,
          ErrorCode.DUPLICATE_CODE,
          DUPLICATE,
          api.duplicateNamesField ? { name: DUPLICATE } : {},
        );
      api.created += 1;
      const coupon: Coupon = {
        ...sent,
        _id: `coupon-new-${api.created}`,
        name,
        shopId: 'shop-1',
        selectedProductName:
          api.products.find((product) => product._id === sent.selectedProduct)?.name ?? null,
        // As the server keeps them: a limit left out is no limit.
        maxUses: sent.maxUses ?? null,
        maxUsesPerAccount: sent.maxUsesPerAccount ?? null,
        uses: 0,
        expired: false,
        createdAt: new Date().toISOString(),
      };
      api.coupons = [coupon, ...api.coupons];
      return HttpResponse.json({ success: true, coupon }, { status: 201 });
    }),
    http.delete('/api/v2/delete-coupon/:id', async ({ request, params }) => {
      await record(request);
      if (!api.coupons.some((coupon) => coupon._id === params.id))
        return apiError(404, ErrorCode.NOT_FOUND, 'There is no such coupon.');
      api.coupons = api.coupons.filter((coupon) => coupon._id !== params.id);
      return HttpResponse.json({ success: true, message: 'Coupon code deleted successfully!' });
    }),
  );
  return api;
}
