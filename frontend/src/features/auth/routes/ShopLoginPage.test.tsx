import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { aSeller, mockSession } from '@/test/auth';
import { renderApp } from '@/test/render';
import { apiError, server } from '@/test/server';

async function signIn() {
  await userEvent.type(await screen.findByLabelText('Email'), 'seller@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/shop-login', () => {
  it('signs the seller in and opens the seller page that was asked for', async () => {
    const session = mockSession();
    server.use(
      http.post('/api/v2/shop-login', () => {
        session.seller = aSeller();
        return HttpResponse.json({ success: true, seller: session.seller });
      }),
    );
    const { router } = renderApp('/shop-dashboard/orders');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to your shop' });

    await signIn();

    expect(await screen.findByText('Login Success')).toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/shop-dashboard/orders'));
    const nav = await screen.findByRole('navigation', { name: 'Shop dashboard' });
    expect(within(nav).getByRole('link', { name: 'Shop profile' })).toHaveAttribute(
      'href',
      '/shop-profile/shop-1',
    );
    // The shop's name heads the dashboard frame (the orders page may name it again).
    expect(screen.getAllByText('Haat Demo Bazaar')[0]).toBeInTheDocument();
  });

  it('opens the dashboard by default', async () => {
    server.use(
      http.post('/api/v2/shop-login', () => HttpResponse.json({ success: true, seller: aSeller() })),
    );
    const { router } = renderApp('/shop-login');

    await signIn();

    await waitFor(() => expect(router.location.pathname).toBe('/shop-dashboard'));
  });

  it('says so when the shop is not active yet', async () => {
    server.use(
      http.post('/api/v2/shop-login', () =>
        apiError(403, 'shop_not_active', 'Your shop is not active yet. Follow the link in your email.'),
      ),
    );
    renderApp('/shop-login');

    await signIn();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your shop is not active yet. Follow the link in your email.',
    );
  });

  it('links to shop registration and the seller password reset', async () => {
    renderApp('/shop-login');
    expect(await screen.findByRole('link', { name: 'Open your shop on Haat' })).toHaveAttribute(
      'href',
      '/shop-create',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/shop-forgate-password',
    );
  });

  it('signs the seller out from the dashboard header', async () => {
    const session = mockSession({ seller: aSeller() });
    server.use(
      http.get('/api/v2/shop-logout', () => {
        session.seller = null;
        return HttpResponse.json({ success: true, message: 'Signed out of your shop.' });
      }),
    );
    const { router } = renderApp('/shop-dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Log out of your shop' }));

    await waitFor(() => expect(router.location.pathname).toBe('/shop-login'));
    expect(router.location.search).toBe('');
    expect(await screen.findByText('Signed out of your shop.')).toBeInTheDocument();
  });
});
