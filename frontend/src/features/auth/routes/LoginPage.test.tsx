import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { ErrorCode } from '@/api';
import { aUser, mockSession } from '@/test/auth';
import { renderApp } from '@/test/harness';
import { apiError, server } from '@/test/server';

async function signIn(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/login', () => {
  it('signs in, says Login Success and goes back to the page that was asked for', async () => {
    const session = mockSession();
    let sent: unknown;
    server.use(
      http.post('/api/v2/login', async ({ request }) => {
        sent = await request.json();
        session.user = aUser();
        return HttpResponse.json({ success: true, user: session.user });
      }),
    );
    const { router } = renderApp('/account?tab=addresses');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Haat' });

    await signIn(' priya@example.com ', 'correct horse battery');

    expect(await screen.findByText('Login Success')).toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/account'));
    expect(router.location.search).toBe('?tab=addresses');
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(sent).toEqual({ email: 'priya@example.com', password: 'correct horse battery' });
  });

  it('goes to the home page when no page was asked for, and never to another site', async () => {
    server.use(http.post('/api/v2/login', () => HttpResponse.json({ success: true, user: aUser() })));
    const { router } = renderApp('/login?next=//evil.example/steal');

    await signIn('priya@example.com', 'correct horse battery');

    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(router.location.search).toBe('');
  });

  it("shows the server's message when the credentials are wrong", async () => {
    server.use(
      http.post('/api/v2/login', () =>
        apiError(401, ErrorCode.INVALID_CREDENTIALS, 'The email or password is not correct.'),
      ),
    );
    const { router } = renderApp('/login');

    await signIn('priya@example.com', 'wrong password');

    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is not correct.');
    expect(router.location.pathname).toBe('/login');
    expect(screen.queryByText('Login Success')).not.toBeInTheDocument();
  });

  it('checks the email before asking the server', async () => {
    let calls = 0;
    server.use(
      http.post('/api/v2/login', () => {
        calls += 1;
        return HttpResponse.json({ success: true, user: aUser() });
      }),
    );
    renderApp('/login');

    await signIn('priya@example', 'whatever1');

    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  it('links to registration, the password reset and the seller sign-in', async () => {
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signUp');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign in to your shop' })).toHaveAttribute('href', '/shop-login');
  });
});
