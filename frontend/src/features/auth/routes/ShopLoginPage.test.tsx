import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { ErrorCode } from '@/api';
import { aSeller, mockSession } from '@/test/auth';
import { renderApp } from '@/test/harness';
import { apiError, server } from '@/test/server';

const RESENT =
  'If a shop with that email is waiting to be activated, we have sent it a new activation link. The link expires in 48 hours.';
const NOT_ACTIVE = 'Your shop is not active yet. Follow the link in your email.';

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
        apiError(
          403,
          ErrorCode.SHOP_NOT_ACTIVE,
          'Your shop is not active yet. Follow the link in your email.',
        ),
      ),
    );
    renderApp('/shop-login');

    await signIn();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your shop is not active yet. Follow the link in your email.',
    );
  });

  it('offers a shop not active yet a new activation link, sent to the email typed', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/v2/shop-login', () => apiError(403, ErrorCode.SHOP_NOT_ACTIVE, NOT_ACTIVE)),
      http.post('/api/v2/shop-activation/resend', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, message: RESENT });
      }),
    );
    renderApp('/shop-login');

    await signIn();

    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_ACTIVE);
    await userEvent.click(screen.getByRole('button', { name: 'Send a new activation link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(`Check your email${RESENT}`);
    expect(sent).toEqual([{ email: 'seller@example.com' }]);
    expect(screen.queryByRole('button', { name: 'Send a new activation link' })).not.toBeInTheDocument();
  });

  it('offers no activation link for a wrong password', async () => {
    server.use(
      http.post('/api/v2/shop-login', () =>
        apiError(401, ErrorCode.INVALID_CREDENTIALS, 'Wrong email or password. Please try again.'),
      ),
    );
    renderApp('/shop-login');

    await signIn();

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    expect(screen.queryByRole('button', { name: 'Send a new activation link' })).not.toBeInTheDocument();
  });

  it('says when too many links were asked for, and puts a problem with the email on its field', async () => {
    const tooMany = 'Too many attempts. Please wait 42 seconds and try again.';
    server.use(
      http.post('/api/v2/shop-login', () => apiError(403, ErrorCode.SHOP_NOT_ACTIVE, NOT_ACTIVE)),
      http.post(
        '/api/v2/shop-activation/resend',
        () =>
          new HttpResponse(
            JSON.stringify({
              success: false,
              message: tooMany,
              error: { code: 'too_many_requests', message: tooMany, fields: {} },
            }),
            { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '42' } },
          ),
        { once: true },
      ),
      http.post('/api/v2/shop-activation/resend', () =>
        apiError(400, ErrorCode.VALIDATION_FAILED, 'Check the highlighted fields.', {
          email: 'enter a valid email address',
        }),
      ),
    );
    renderApp('/shop-login');

    await signIn();
    const send = await screen.findByRole('button', { name: 'Send a new activation link' });
    await userEvent.click(send);

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([NOT_ACTIVE, tooMany]);

    await userEvent.click(send);
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    expect(email).toHaveFocus();
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
      http.post('/api/v2/shop-logout', () => {
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
