import { type ComponentType, Suspense, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';

import { FullPageSpinner } from '@/components/Spinner';
import { adminPages } from '@/features/admin';
import { authPages } from '@/features/auth';
import { HomePage, catalogPages } from '@/features/catalog';
import { sellerCatalogPages } from '@/features/catalog/seller';
import { checkoutPages } from '@/features/checkout';
import { sellerCouponPages } from '@/features/coupons';
import { errorPages } from '@/features/errors';
import { infoPages } from '@/features/info';
import { messagesPages } from '@/features/messages';
import { shopperOrderPages } from '@/features/orders';
import { adminOrderPages, sellerOrderPages } from '@/features/orders/manage';
import { sellerDashboardPages } from '@/features/seller-dashboard';
import { sellerWithdrawPages } from '@/features/withdrawals';
import { RequireAdmin, RequireSeller, RequireUser } from '@/lib/session';

import { StorefrontLayout } from './layout/StorefrontLayout';
import { composedPages } from './pages';

// Every route of docs/product.md §4 (and the emailed links of docs/identity.md, plus the Admin's
// audit log, platform coupons and reported conversations), in one table. Guards are wrapper routes (docs/product.md §4
// "Guards"). Only the home page and the shells load with the app; every other page is a chunk of
// its own. Pages of one feature come from its entry; pages joining several features are composed in
// `./pages`.

type PageLoader = () => Promise<{ Component: ComponentType }>;

/**
 * A page or layout loaded on first visit. While it loads, the nearest Suspense boundary above
 * shows the oval spinner: the layout's page area, or the whole screen for the dashboards' frames.
 * Navigations are transitions, so once the app is on screen the current page stays until the next
 * one has loaded.
 */
function lazyElement(load: PageLoader) {
  const Page = lazy(async () => ({ default: (await load()).Component }));
  return <Page />;
}

const lazyPage = (path: string, load: PageLoader): RouteObject => ({ path, element: lazyElement(load) });

export const routes: RouteObject[] = [
  {
    element: <StorefrontLayout />,
    children: [
      { index: true, element: <HomePage /> },
      lazyPage('pages/wishlist', async () => ({
        Component: (await import('@/features/wishlist')).WishlistPage,
      })),
      lazyPage('products', catalogPages.products),
      lazyPage('product/:id', composedPages.productDetails),
      lazyPage('login', authPages.login),
      lazyPage('signUp', authPages.signUp),
      lazyPage('forgot-password', authPages.forgotPassword),
      lazyPage('reset-password/:token', authPages.resetPassword),
      lazyPage('checkout', checkoutPages.checkout),
      lazyPage('cart', checkoutPages.cart),
      lazyPage('order/success', checkoutPages.orderSuccess),
      lazyPage('coustomer-services', infoPages.customerServices),
      lazyPage('privacy-policy', infoPages.privacyPolicy),
      lazyPage('refund-policy', infoPages.refundPolicy),
      lazyPage('shipping-return', infoPages.shippingReturn),
      lazyPage('terms-conditions', infoPages.termsConditions),
      lazyPage('contact', infoPages.contact),
      lazyPage('grievance', infoPages.grievance),
      lazyPage('shop-create', authPages.shopCreate),
      lazyPage('shop-activation/:token', authPages.shopActivation),
      lazyPage('shop-login', authPages.shopLogin),
      lazyPage('shop-forgate-password', authPages.shopForgotPassword),
      lazyPage('shop-reset-password/:token', authPages.shopResetPassword),
      lazyPage('shop/preview/:id', catalogPages.shopPreview),
      {
        element: <RequireUser />,
        children: [
          lazyPage('account', composedPages.account),
          lazyPage('user/order/:id', composedPages.userOrder),
          lazyPage('user/track-order/:id', shopperOrderPages.trackOrder),
        ],
      },
      lazyPage('*', errorPages.notFound),
    ],
  },
  {
    // Seller and admin code is loaded only when a seller or the Admin opens their pages, and
    // shown only once the guard has seen who is signed in.
    element: <RequireSeller />,
    children: [
      {
        element: lazyElement(async () => ({
          Component: (await import('./layout/SellerLayout')).SellerLayout,
        })),
        children: [
          lazyPage('shop-dashboard', sellerDashboardPages.dashboard),
          lazyPage('shop-dashboard-messages', messagesPages.shop),
          lazyPage('shop-profile/:id', composedPages.shopProfile),
          lazyPage('shop-dashboard/orders', sellerOrderPages.orders),
          lazyPage('shop/order/:orderId/:sellerId', sellerOrderPages.order),
          lazyPage('shop-dashboard/products', sellerCatalogPages.products),
          lazyPage('shop-dashboard-create-product', sellerCatalogPages.createProduct),
          lazyPage('shop-dashboard/products/:id/edit', sellerCatalogPages.editProduct),
          lazyPage('shop-dashboard-import-products', sellerCatalogPages.importProducts),
          lazyPage('shop-dashboard-create-event', sellerCatalogPages.createEvent),
          lazyPage('shop-dashboard-events', sellerCatalogPages.events),
          lazyPage('shop-dashboard-withdraw-money', sellerWithdrawPages.withdraw),
          lazyPage('shop-dashboard-coupon-code', sellerCouponPages.coupons),
          lazyPage('shop-dashboard-refund', sellerOrderPages.refunds),
          lazyPage('shop-dashboard-setting', composedPages.shopSettings),
        ],
      },
    ],
  },
  {
    element: <RequireAdmin />,
    children: [
      {
        element: lazyElement(async () => ({ Component: (await import('./layout/AdminLayout')).AdminLayout })),
        children: [
          lazyPage('admin-dashboard', adminPages.dashboard),
          lazyPage('admin-all-products', adminPages.products),
          lazyPage('admin-all-orders', adminOrderPages.orders),
          lazyPage('admin/order/:id', adminOrderPages.order),
          lazyPage('admin-all-sellers', adminPages.sellers),
          lazyPage('admin-sellers-review', adminPages.sellerReviews),
          lazyPage('admin-products-review', adminPages.productReviews),
          lazyPage('admin-all-users', adminPages.users),
          lazyPage('admin-all-events', adminPages.events),
          lazyPage('admin-withdraw-request', adminPages.withdrawals),
          lazyPage('admin-audit-log', adminPages.auditLog),
          lazyPage('admin-coupons', adminPages.coupons),
          lazyPage('admin-tax-reports', adminPages.taxReports),
          lazyPage('admin-commission', adminPages.commission),
          lazyPage('admin-grievances', adminPages.grievances),
          lazyPage('admin-conversations', messagesPages.admin),
        ],
      },
    ],
  },
];

/**
 * The route table, rendered by whichever router holds it (the browser's in the app, a memory one
 * in tests). The app loads no data through its routes, so it uses React Router's declarative mode:
 * a data router's machinery would add some 16 KB gzipped to every first visit.
 */
export function AppRoutes() {
  const page = useRoutes(routes);
  return <Suspense fallback={<FullPageSpinner />}>{page}</Suspense>;
}
