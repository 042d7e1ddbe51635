import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { ErrorCode } from '@/api';
import { aUser, mockSession } from '@/test/auth';
import { renderApp } from '@/test/harness';
import { apiError, server } from '@/test/server';

async function fillIn({
  name = 'Priya Sharma',
  email = 'priya@example.com',
  password = 'correct horse',
} = {}) {
  await userEvent.type(await screen.findByLabelText('Full name'), name);
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
}

describe('/signUp', () => {
  it('registers with a photo as multipart, says Register success and signs the shopper in', async () => {
    const session = mockSession();
    let form: FormData | undefined;
    server.use(
      http.post('/api/v2/create-user', async ({ request }) => {
        form = await request.formData();
        session.user = aUser({ avatar: '/media/avatars/new.jpg' });
        return HttpResponse.json({ success: true, user: session.user }, { status: 201 });
      }),
    );
    const { router } = renderApp('/signUp');

    await fillIn({ name: '  Priya Sharma ' });
    const photo = new File(['jpeg bytes'], 'me.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Choose a photo'), photo);
    expect(await screen.findByRole('img', { name: 'Preview of your chosen avatar' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Register success')).toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(screen.getAllByRole('link', { name: 'Account' })[0]).toHaveAttribute('href', '/account');
    expect(form?.get('name')).toBe('Priya Sharma');
    expect(form?.get('email')).toBe('priya@example.com');
    expect(form?.get('password')).toBe('correct horse');
    // jsdom's File crosses into Node's fetch as a file part of the same type (its bytes and name
    // do not survive that hop, which a browser has no trouble with).
    expect(form?.get('avatar')).toMatchObject({ type: 'image/jpeg' });
  });

  it('registers without a photo', async () => {
    let form: FormData | undefined;
    server.use(
      http.post('/api/v2/create-user', async ({ request }) => {
        form = await request.formData();
        return HttpResponse.json({ success: true, user: aUser() }, { status: 201 });
      }),
    );
    renderApp('/signUp');

    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Register success')).toBeInTheDocument();
    expect(form?.has('avatar')).toBe(false);
  });

  it('shows a taken email next to the email field', async () => {
    server.use(
      http.post('/api/v2/create-user', () =>
        apiError(409, ErrorCode.EMAIL_TAKEN, 'An account with this email already exists.'),
      ),
    );
    renderApp('/signUp');

    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('An account with this email already exists.'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a short password and a file that is not an image, without asking the server', async () => {
    let calls = 0;
    server.use(
      http.post('/api/v2/create-user', () => {
        calls += 1;
        return HttpResponse.json({ success: true, user: aUser() });
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/signUp');

    await fillIn({ password: 'short' });
    await user.upload(
      screen.getByLabelText('Choose a photo'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Choose a JPEG, PNG, WebP or GIF image.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/Use at least 8 characters\./);
    expect(calls).toBe(0);
  });

  it('refuses a photo over 5 MB', async () => {
    renderApp('/signUp');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });

    await userEvent.upload(await screen.findByLabelText('Choose a photo'), big);

    expect(await screen.findByText('Choose an image of at most 5 MB.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of your chosen avatar' })).not.toBeInTheDocument();
  });
});
