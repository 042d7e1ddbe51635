import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { aSeller, mockSession } from '@/test/auth';
import { renderApp } from '@/test/harness';

describe('/shop-dashboard-messages', () => {
  it('says, inside the dashboard, that messaging is not built yet and where orders are', async () => {
    mockSession({ seller: aSeller() });
    const { router } = renderApp('/shop-dashboard-messages');

    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Messaging is coming soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your orders' })).toHaveAttribute(
      'href',
      '/shop-dashboard/orders',
    );
    // The seller's header, not the storefront's 404 page.
    expect(screen.getByRole('navigation', { name: 'Shop dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
    expect(router.location.pathname).toBe('/shop-dashboard-messages');
  });
});
