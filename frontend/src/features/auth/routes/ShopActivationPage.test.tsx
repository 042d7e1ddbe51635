import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { aSeller, mockSession } from '@/test/auth';
import { renderApp } from '@/test/render';
import { apiError, server } from '@/test/server';

describe('/shop-activation/:token', () => {
  it('sends the single-use token exactly once, even in StrictMode, and opens the dashboard', async () => {
    const session = mockSession();
    const sent: unknown[] = [];
    server.use(
      http.post('/api/v2/shop-activation', async ({ request }) => {
        sent.push(await request.json());
        session.seller = aSeller();
        return HttpResponse.json({ success: true, seller: session.seller });
      }),
    );
    const { router } = renderApp('/shop-activation/tok-123', { strict: true });

    await waitFor(() => expect(router.location.pathname).toBe('/shop-dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop dashboard' })).toBeInTheDocument();
    // The toast container loads with the first toast (lib/toast.ts), so give it time on a busy
    // machine.
    expect(
      await screen.findByText('Welcome to Haat, Haat Demo Bazaar!', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'tok-123' }]);
  });

  it("shows the server's message and the ways on when the link does not work", async () => {
    let calls = 0;
    server.use(
      http.post('/api/v2/shop-activation', () => {
        calls += 1;
        return apiError(400, 'invalid_token', 'This activation link has expired or was already used.');
      }),
    );
    const { router } = renderApp('/shop-activation/old-token', { strict: true });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This activation link has expired or was already used.',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'We could not activate your shop' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to your shop' })).toHaveAttribute('href', '/shop-login');
    expect(screen.getByRole('link', { name: 'Register a shop' })).toHaveAttribute('href', '/shop-create');
    expect(router.location.pathname).toBe('/shop-activation/old-token');
    expect(calls).toBe(1);
  });
});
