import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { ErrorCode } from '@/api';
import { renderApp } from '@/test/harness';
import { apiError, server } from '@/test/server';

describe('password reset', () => {
  it.each([
    ['/forgot-password', '/api/v2/forgot-password', 'Forgot your password?'],
    ['/shop-forgate-password', '/api/v2/shop-forgot-password', 'Reset your shop password'],
  ])('%s asks for a link and shows the answer', async (page, endpoint, title) => {
    let sent: unknown;
    server.use(
      http.post(endpoint, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          success: true,
          message: 'If an account uses that email, a reset link is on its way.',
        });
      }),
    );
    renderApp(page);
    await screen.findByRole('heading', { level: 1, name: title });

    await userEvent.type(screen.getByLabelText('Email'), 'priya@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses that email, a reset link is on its way.',
    );
    expect(sent).toEqual({ email: 'priya@example.com' });
  });

  it.each([
    ['/reset-password/tok-1', '/api/v2/reset-password', '/login'],
    ['/shop-reset-password/tok-1', '/api/v2/shop-reset-password', '/shop-login'],
  ])('%s sets the new password and goes to sign in with the message', async (page, endpoint, signIn) => {
    let sent: unknown;
    server.use(
      http.post(endpoint, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          success: true,
          message: 'Your password has been changed. Please sign in.',
        });
      }),
    );
    const { router } = renderApp(page);

    await userEvent.type(await screen.findByLabelText('New password'), 'a new passphrase');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));

    await waitFor(() => expect(router.location.pathname).toBe(signIn));
    expect(await screen.findByText('Your password has been changed. Please sign in.')).toBeInTheDocument();
    expect(sent).toEqual({
      token: 'tok-1',
      newPassword: 'a new passphrase',
      confirmPassword: 'a new passphrase',
    });
  });

  it('refuses passwords that do not match without asking the server', async () => {
    let calls = 0;
    server.use(
      http.post('/api/v2/reset-password', () => {
        calls += 1;
        return HttpResponse.json({ success: true, message: 'Changed.' });
      }),
    );
    renderApp('/reset-password/tok-1');

    await userEvent.type(await screen.findByLabelText('New password'), 'a new passphrase');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a new passphrase!');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The passwords do not match.',
    );
    expect(calls).toBe(0);
  });

  it('offers a new link when the token is used or expired', async () => {
    server.use(
      http.post('/api/v2/reset-password', () =>
        apiError(400, ErrorCode.INVALID_TOKEN, 'This reset link has expired or was already used.'),
      ),
    );
    renderApp('/reset-password/tok-1');

    await userEvent.type(await screen.findByLabelText('New password'), 'a new passphrase');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This reset link has expired or was already used.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
