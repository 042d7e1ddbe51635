import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { aSeller, mockSession } from '@/test/auth';
import { renderApp } from '@/test/harness';

// The seller layout (src/app/layout/SellerLayout.tsx) as the whole app mounts it around every
// seller page: the header's icons of docs/product.md §4, and the side menu that reaches every page.

const MENU = [
  ['Dashboard', '/shop-dashboard'],
  ['All orders', '/shop-dashboard/orders'],
  ['All products', '/shop-dashboard/products'],
  ['Create product', '/shop-dashboard-create-product'],
  ['Bulk upload', '/shop-dashboard-import-products'],
  ['All events', '/shop-dashboard-events'],
  ['Create event', '/shop-dashboard-create-event'],
  ['Withdraw money', '/shop-dashboard-withdraw-money'],
  ['Discount codes', '/shop-dashboard-coupon-code'],
  ['Refunds', '/shop-dashboard-refund'],
  ['Settings', '/shop-dashboard-setting'],
];

const menu = () => within(screen.getByRole('navigation', { name: 'Shop menu' }));
const current = () =>
  menu()
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('the seller layout', () => {
  it('keeps the header’s icons and lists every seller page in the side menu', async () => {
    mockSession({ seller: aSeller() });
    renderApp('/shop-dashboard-coupon-code');

    await screen.findByRole('heading', { level: 1, name: 'Coupon codes' });
    const header = within(screen.getByRole('navigation', { name: 'Shop dashboard' }));
    expect(
      header.getAllByRole('link').map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/shop-dashboard'],
      ['Orders', '/shop-dashboard/orders'],
      ['Products', '/shop-dashboard/products'],
      ['Messages', '/shop-dashboard-messages'],
      ['Shop profile', '/shop-profile/shop-1'],
    ]);
    expect(
      menu()
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(MENU);
    expect(current()).toEqual(['Discount codes']);
  });

  it('marks the section of a page below a menu entry, and the dashboard on its own page only', async () => {
    mockSession({ seller: aSeller() });
    renderApp('/shop-dashboard/products/prod-1/edit');

    await screen.findByRole('navigation', { name: 'Shop menu' });
    expect(current()).toEqual(['All products']);
  });
});
