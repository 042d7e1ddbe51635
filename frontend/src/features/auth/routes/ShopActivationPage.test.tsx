import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { ErrorCode } from '@/api';
import { aSeller, mockSession } from '@/test/auth';
import { renderApp } from '@/test/harness';
import { apiError, server } from '@/test/server';

const EXPIRED = 'This activation link has expired or was already used.';
const RESENT =
  'If a shop with that email is waiting to be activated, we have sent it a new activation link. The link expires in 48 hours.';

/** The part of the page that asks for a new link. */
const resendSection = async () => within(await screen.findByRole('region', { name: /Get a new link/ }));

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

    expect(await screen.findByText('Welcome to Haat, Haat Demo Bazaar!')).toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/shop-dashboard'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shop dashboard' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'tok-123' }]);
  });

  it("shows the server's message and the ways on when the link does not work", async () => {
    let calls = 0;
    server.use(
      http.post('/api/v2/shop-activation', () => {
        calls += 1;
        return apiError(
          400,
          ErrorCode.INVALID_TOKEN,
          'This activation link has expired or was already used.',
        );
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

  it('sends a new link to the email given when the link has expired or was used', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/v2/shop-activation', () => apiError(400, ErrorCode.INVALID_TOKEN, EXPIRED)),
      http.post('/api/v2/shop-activation/resend', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, message: RESENT });
      }),
    );
    renderApp('/shop-activation/old-token');

    const resend = await resendSection();
    await userEvent.click(resend.getByRole('button', { name: 'Send a new activation link' }));
    expect(await resend.findByText('Enter your email address.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(resend.getByLabelText('Email'), ' seller@example.com ');
    await userEvent.click(resend.getByRole('button', { name: 'Send a new activation link' }));

    expect(await resend.findByRole('status')).toHaveTextContent(`Check your email${RESENT}`);
    expect(sent).toEqual([{ email: 'seller@example.com' }]);
    expect(resend.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('shows the server’s problem with the email next to it, and a 429 above the form', async () => {
    const tooMany = 'Too many attempts. Please wait 30 seconds and try again.';
    server.use(
      http.post('/api/v2/shop-activation', () => apiError(400, ErrorCode.INVALID_TOKEN, EXPIRED)),
      http.post(
        '/api/v2/shop-activation/resend',
        () =>
          apiError(400, ErrorCode.VALIDATION_FAILED, 'Check the highlighted fields.', {
            email: 'enter a valid email address',
          }),
        { once: true },
      ),
      http.post('/api/v2/shop-activation/resend', () => apiError(429, ErrorCode.TOO_MANY_REQUESTS, tooMany)),
    );
    renderApp('/shop-activation/old-token');

    const resend = await resendSection();
    const email = resend.getByLabelText('Email');
    await userEvent.type(email, 'seller@example.com');
    await userEvent.click(resend.getByRole('button', { name: 'Send a new activation link' }));

    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(
      'The email address you registered your shop with. Enter a valid email address',
    );

    await userEvent.click(resend.getByRole('button', { name: 'Send a new activation link' }));
    expect(await resend.findByRole('alert')).toHaveTextContent(tooMany);
    expect(resend.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers no new link when activating failed for another reason', async () => {
    server.use(
      http.post('/api/v2/shop-activation', () =>
        apiError(
          429,
          ErrorCode.TOO_MANY_REQUESTS,
          'Too many attempts. Please wait 30 seconds and try again.',
        ),
      ),
    );
    renderApp('/shop-activation/tok-123');

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
    expect(screen.queryByRole('region', { name: /Get a new link/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new activation link' })).not.toBeInTheDocument();
  });
});
