import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { anAdmin, mockSession } from '@/test/auth';
import { renderApp } from '@/test/harness';

// The admin layout (src/app/layout/AdminLayout.tsx) as the route table mounts it.

const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the admin console’s frame', () => {
  it('keeps the header of docs/product.md §4 and adds a side menu reaching every admin page', async () => {
    mockSession({ user: anAdmin() });
    renderApp('/admin-all-orders');

    expect(await screen.findByRole('heading', { level: 1, name: 'All orders' })).toBeInTheDocument();
    expect(linksOf(screen.getByRole('navigation', { name: 'Admin' }))).toEqual([
      ['Dashboard', '/admin-dashboard'],
      ['All orders', '/admin-all-orders'],
      ['All sellers', '/admin-all-sellers'],
      ['All products', '/admin-all-products'],
      ['Account', '/account'],
    ]);

    const side = screen.getByRole('navigation', { name: 'Admin pages' });
    expect(linksOf(side)).toEqual([
      ['Dashboard', '/admin-dashboard'],
      ['All orders', '/admin-all-orders'],
      ['All sellers', '/admin-all-sellers'],
      ['Seller reviews', '/admin-sellers-review'],
      ['All users', '/admin-all-users'],
      ['All products', '/admin-all-products'],
      ['Product reviews', '/admin-products-review'],
      ['All events', '/admin-all-events'],
      ['Withdraw requests', '/admin-withdraw-request'],
      ['Tax reports', '/admin-tax-reports'],
      ['Commission', '/admin-commission'],
      ['Complaints', '/admin-grievances'],
      ['Reported messages', '/admin-conversations'],
      ['Platform coupons', '/admin-coupons'],
      ['Audit log', '/admin-audit-log'],
    ]);
    expect(within(side).getByRole('link', { name: 'All orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(side).getByRole('link', { name: 'All users' })).not.toHaveAttribute('aria-current');
  });
});
