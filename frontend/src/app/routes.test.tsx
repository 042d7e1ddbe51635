import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderApp } from '@/test/render';

// Every route of SPEC.md §2; none of them may fall through to the 404 page.
const SPEC_ROUTES = [
  '/',
  '/pages/wishlist',
  '/products?searchKeyword=kurta',
  '/product/abc',
  '/product/abc?isEvent=true',
  '/login',
  '/signUp',
  '/checkout',
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
  '/shop/preview/abc',
  '/account',
  '/user/order/abc',
  '/user/track-order/abc',
  '/shop-dashboard',
  '/shop-profile/abc',
  '/shop-dashboard/orders',
  '/shop/order/abc/def',
  '/shop-dashboard/products',
  '/shop-dashboard-create-product',
  '/shop-dashboard-create-event',
  '/shop-dashboard-events',
  '/shop-dashboard-withdraw-money',
  '/shop-dashboard-coupon-code',
  '/shop-dashboard-refund',
  '/shop-dashboard-setting',
  '/admin-dashboard',
  '/admin-all-products',
  '/admin-all-orders',
  '/admin/order/abc',
  '/admin-all-sellers',
  '/admin-all-users',
  '/admin-all-events',
  '/admin-withdraw-request',
];

// SPEC.md §2 "Links without a route".
const NOT_ROUTES = [
  '/blog',
  '/offer',
  '/electronics',
  '/headphone',
  '/shirt',
  '/Jeans',
  '/cart',
  '/shop-dashboard-messages',
];

describe('the route table', () => {
  it.each(SPEC_ROUTES)('renders %s', async (path) => {
    renderApp(path);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument());
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
  });

  it.each(NOT_ROUTES)('shows the 404 page for %s', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('takes Go Back on the 404 page to the home page', async () => {
    const { router } = renderApp('/blog');

    await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }));

    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { name: 'Explore Top Categories' })).toBeInTheDocument();
  });
});
