import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { aSeller, aUser, anAdmin, mockSession } from '@/test/auth';
import { renderApp } from '@/test/harness';

// Every route of docs/product.md §4 and docs/identity.md "Pages"; none of them may fall through to the
// 404 page, and each has exactly one h1.
const PUBLIC_ROUTES = [
  '/',
  '/pages/wishlist',
  '/products?searchKeyword=kurta',
  '/product/abc',
  '/product/abc?isEvent=true',
  '/login',
  '/signUp',
  '/forgot-password',
  '/reset-password/token-1',
  '/checkout',
  '/cart',
  '/order/success',
  '/coustomer-services',
  '/privacy-policy',
  '/refund-policy',
  '/shipping-return',
  '/terms-conditions',
  '/contact',
  '/shop-create',
  '/shop-login',
  '/shop-forgate-password',
  '/shop-reset-password/token-1',
  '/shop/preview/abc',
];

const USER_ROUTES = ['/account', '/user/order/abc', '/user/track-order/abc'];

const SELLER_ROUTES = [
  '/shop-dashboard',
  '/shop-dashboard-messages',
  '/shop-profile/abc',
  '/shop-dashboard/orders',
  '/shop/order/abc/def',
  '/shop-dashboard/products',
  '/shop-dashboard-create-product',
  '/shop-dashboard/products/abc/edit',
  '/shop-dashboard-import-products',
  '/shop-dashboard-create-event',
  '/shop-dashboard-events',
  '/shop-dashboard-withdraw-money',
  '/shop-dashboard-coupon-code',
  '/shop-dashboard-refund',
  '/shop-dashboard-setting',
];

const ADMIN_ROUTES = [
  '/admin-dashboard',
  '/admin-all-products',
  '/admin-all-orders',
  '/admin/order/abc',
  '/admin-all-sellers',
  '/admin-sellers-review',
  '/admin-products-review',
  '/admin-all-users',
  '/admin-all-events',
  '/admin-withdraw-request',
  '/admin-audit-log',
  '/admin-coupons',
  '/admin-tax-reports',
  '/admin-grievances',
  '/admin-commission',
  '/admin-conversations',
];

// docs/product.md §4 "Addresses that are not pages".
const NOT_ROUTES = ['/blog', '/offer', '/electronics', '/headphone', '/shirt', '/Jeans'];

async function expectOnePage() {
  await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1));
  expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
}

async function expectAt(router: ReturnType<typeof renderApp>['router'], pathname: string, search = '') {
  await waitFor(() => expect(router.location.pathname).toBe(pathname));
  expect(router.location.search).toBe(search);
}

const nextQuery = (path: string) => `?${new URLSearchParams({ next: path })}`;

describe('the route table', () => {
  it.each(PUBLIC_ROUTES)('renders %s to a visitor', async (path) => {
    renderApp(path);
    await expectOnePage();
  });

  it.each(USER_ROUTES)('sends a visitor at %s to /login, remembering the page', async (path) => {
    const { router } = renderApp(path);
    await expectAt(router, '/login', nextQuery(path));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Haat' })).toBeInTheDocument();
  });

  it.each(USER_ROUTES)('renders %s to a signed-in shopper', async (path) => {
    mockSession({ user: aUser() });
    const { router } = renderApp(path);
    await expectOnePage();
    expect(router.location.pathname).toBe(path);
  });

  it.each(SELLER_ROUTES)('sends a visitor at %s to /shop-login, remembering the page', async (path) => {
    const { router } = renderApp(path);
    await expectAt(router, '/shop-login', nextQuery(path));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your shop' }),
    ).toBeInTheDocument();
  });

  it.each(SELLER_ROUTES)('renders %s to a signed-in seller', async (path) => {
    mockSession({ seller: aSeller() });
    const { router } = renderApp(path);
    await expectOnePage();
    expect(router.location.pathname).toBe(path);
    expect(screen.getByRole('navigation', { name: 'Shop dashboard' })).toBeInTheDocument();
  });

  it.each(ADMIN_ROUTES)('sends a visitor at %s to /login', async (path) => {
    const { router } = renderApp(path);
    await expectAt(router, '/login', nextQuery(path));
  });

  it.each(ADMIN_ROUTES)('sends a signed-in shopper at %s to the home page', async (path) => {
    mockSession({ user: aUser() });
    const { router } = renderApp(path);
    await expectAt(router, '/');
    expect(await screen.findByRole('heading', { name: 'Explore Top Categories' })).toBeInTheDocument();
  });

  it.each(ADMIN_ROUTES)('renders %s to the Admin', async (path) => {
    mockSession({ user: anAdmin() });
    const { router } = renderApp(path);
    await expectOnePage();
    expect(router.location.pathname).toBe(path);
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it('shows the loader while the seller loads', async () => {
    renderApp('/shop-dashboard');
    expect(screen.getByRole('status')).toHaveTextContent(/loading/i);
    await screen.findByRole('heading', { level: 1, name: 'Sign in to your shop' });
  });

  it.each(NOT_ROUTES)('shows the 404 page for %s', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('takes Go Back on the 404 page to the home page', async () => {
    const { router } = renderApp('/blog');

    await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }));

    expect(router.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { name: 'Explore Top Categories' })).toBeInTheDocument();
  });
});
