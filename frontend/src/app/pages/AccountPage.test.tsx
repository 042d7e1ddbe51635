import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { ErrorCode } from '@/api';
import { type Address, userQueryOptions } from '@/lib/session';
import { aUser, anAdmin, mockSession } from '@/test/auth';
import { renderApp } from '@/test/harness';
import { anOrder } from '@/test/orders';
import { apiError, server } from '@/test/server';

const HOME: Address = {
  _id: 'addr-home',
  addressType: 'Home',
  country: 'India',
  state: 'Karnataka',
  city: 'Bengaluru',
  pincode: '560001',
  address1: '12 MG Road',
  address2: 'Near the metro',
};

/** The shopper's orders on the server, `total` of them, answered a page at a time as the API does. */
function mockUserOrders(total: number) {
  const asked: string[] = [];
  server.use(
    http.get('/api/v2/get-all-orders-user/:userId', ({ request, params }) => {
      const url = new URL(request.url);
      asked.push(`${String(params.userId)}?${url.searchParams.toString()}`);
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      const orders = Array.from({ length: total }, (_, i) =>
        anOrder({
          // An id whose first 8 characters tell the orders apart, as a UUID's first 8 hex digits do.
          _id: `ord${String(i + 1).padStart(5, '0')}-abcdef`,
          status: i === 0 ? 'Delivered' : 'Processing',
        }),
      ).slice((page - 1) * limit, page * limit);
      return HttpResponse.json({ success: true, orders, total, page, limit });
    }),
  );
  return asked;
}

async function openTab(name: string) {
  await userEvent.click(await screen.findByRole('tab', { name }));
  return screen.getByRole('tabpanel');
}

describe('/account', () => {
  it('shows the shopper and their sections', async () => {
    mockSession({ user: aUser() });
    mockUserOrders(0);
    renderApp('/account');

    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(screen.getByText('Priya Sharma · priya@example.com')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');

    const orders = await openTab('Orders');
    expect(within(orders).getByRole('heading', { name: 'Your orders' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin console' })).not.toBeInTheDocument();
  });

  it('gives the Admin a way into the console', async () => {
    mockSession({ user: anAdmin() });
    mockUserOrders(0);
    renderApp('/account');

    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin console' })).toHaveAttribute('href', '/admin-dashboard');
  });

  it('lays the tabs out two by two on phones, so that Orders is never off-screen', async () => {
    mockSession({ user: aUser() });
    mockUserOrders(0);
    renderApp('/account');
    const tablist = await screen.findByRole('tablist', { name: 'Account sections' });
    expect(tablist).toHaveClass('grid', 'grid-cols-2');
    expect(tablist).not.toHaveClass('overflow-x-auto');
  });

  it('lists the orders, newest first, a page at a time, each with its links', async () => {
    mockSession({ user: aUser() });
    const asked = mockUserOrders(12);
    const { router } = renderApp('/account?tab=orders');

    const table = await screen.findByRole('table', { name: 'Your orders, newest first, page 1 of 2' });
    expect(asked).toEqual(['user-1?page=1&limit=10']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    const first = within(rows[0]!);
    expect(first.getByRole('rowheader')).toHaveTextContent('#ord00001');
    expect(first.getByText('24 Nov 2026')).toBeInTheDocument();
    expect(first.getByText('Delivered')).toBeInTheDocument();
    expect(first.getByText('2 items')).toBeInTheDocument();
    expect(first.getByText('₹1,998.00')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'View order #ord00001' })).toHaveAttribute(
      'href',
      '/user/order/ord00001-abcdef',
    );
    expect(first.getByRole('link', { name: 'Track order #ord00001' })).toHaveAttribute(
      'href',
      '/user/track-order/ord00001-abcdef',
    );
    expect(screen.getByText('12 orders')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    const second = await screen.findByRole('table', { name: 'Your orders, newest first, page 2 of 2' });
    expect(within(second).getAllByRole('row').slice(1)).toHaveLength(2);
    expect(within(second).getByRole('rowheader', { name: /#ord00011/ })).toBeInTheDocument();
    expect(router.location.search).toBe('?tab=orders&page=2');
    expect(asked).toEqual(['user-1?page=1&limit=10', 'user-1?page=2&limit=10']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Your orders' })).toHaveFocus();
  });

  it('says when there are no orders yet, with a way to start shopping', async () => {
    mockSession({ user: aUser() });
    mockUserOrders(0);
    renderApp('/account?tab=orders');

    expect(await screen.findByText('You have not placed any orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('has a Messages tab with the shopper’s conversations', async () => {
    mockSession({ user: aUser() });
    const { router } = renderApp('/account');

    const messages = await openTab('Messages');
    expect(router.location.search).toBe('?tab=messages');
    expect(await within(messages).findByRole('heading', { name: 'Conversations' })).toBeInTheDocument();
    expect(await within(messages).findByText('No messages yet')).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    mockSession({ user: aUser() });
    const { router } = renderApp('/account');

    await userEvent.click(await screen.findByRole('tab', { name: 'Profile' }));
    await userEvent.keyboard('{ArrowRight}');

    expect(screen.getByRole('tab', { name: 'Addresses' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Addresses' })).toHaveAttribute('aria-selected', 'true');
    expect(router.location.search).toBe('?tab=addresses');
  });

  it('updates the profile, sending the mobile number as 10 digits, and shows the answer', async () => {
    const session = mockSession({ user: aUser() });
    let sent: unknown;
    server.use(
      http.put('/api/v2/update-user', async ({ request }) => {
        sent = await request.json();
        session.user = aUser({ name: 'Priya S', phoneNumber: '9876543210' });
        return HttpResponse.json({ success: true, user: session.user });
      }),
    );
    renderApp('/account');

    const name = await screen.findByLabelText('Full name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Priya S');
    await userEvent.type(screen.getByLabelText('Mobile number (optional)'), '+91 98765 43210');
    await userEvent.type(screen.getByLabelText('Current password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
    expect(sent).toEqual({
      name: 'Priya S',
      email: 'priya@example.com',
      phoneNumber: '9876543210',
      password: 'correct horse',
    });
    expect(await screen.findByText('Priya S · priya@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number (optional)')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it.each([
    [
      '401 invalid_credentials',
      () => apiError(401, ErrorCode.INVALID_CREDENTIALS, 'The password is not correct.'),
    ],
    [
      'a field error',
      () =>
        apiError(400, ErrorCode.VALIDATION_FAILED, 'password: the password is not correct.', {
          password: 'the password is not correct.',
        }),
    ],
  ])('puts a wrong current password (%s) on the password field', async (_, answer) => {
    mockSession({ user: aUser() });
    server.use(http.put('/api/v2/update-user', answer));
    renderApp('/account');

    await userEvent.type(await screen.findByLabelText('Current password'), 'wrong one');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        /The password is not correct\./,
      ),
    );
  });

  it('refuses a mobile number that is not Indian without asking the server', async () => {
    mockSession({ user: aUser() });
    let calls = 0;
    server.use(
      http.put('/api/v2/update-user', () => {
        calls += 1;
        return HttpResponse.json({ success: true, user: aUser() });
      }),
    );
    renderApp('/account');

    await userEvent.type(await screen.findByLabelText('Mobile number (optional)'), '12345 67890');
    await userEvent.type(screen.getByLabelText('Current password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByLabelText('Mobile number (optional)')).toHaveAccessibleDescription(
      /Enter a 10-digit Indian mobile number\./,
    );
    expect(calls).toBe(0);
  });

  it('uploads a new avatar after showing a preview', async () => {
    const session = mockSession({ user: aUser() });
    let form: FormData | undefined;
    server.use(
      http.put('/api/v2/update-user-avatar', async ({ request }) => {
        form = await request.formData();
        session.user = aUser({ avatar: '/media/avatars/new.jpg' });
        return HttpResponse.json({ success: true, user: session.user });
      }),
    );
    renderApp('/account');

    await userEvent.upload(
      await screen.findByLabelText('Choose a photo'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Preview of your chosen avatar' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload photo' }));

    expect(await screen.findByText('Your profile photo has been updated.')).toBeInTheDocument();
    expect(form?.get('avatar')).toMatchObject({ type: 'image/png' });
    expect(screen.queryByRole('button', { name: 'Upload photo' })).not.toBeInTheDocument();
  });

  it('says so when the account already has uploads being processed (429 uploads_in_flight)', async () => {
    mockSession({ user: aUser() });
    const busy =
      'You already have 2 uploads being processed. Please wait for them to finish, then try again.';
    server.use(
      http.put('/api/v2/update-user-avatar', () =>
        HttpResponse.json(
          { success: false, message: busy, error: { code: 'uploads_in_flight', message: busy, fields: {} } },
          { status: 429, headers: { 'Retry-After': '2' } },
        ),
      ),
    );
    renderApp('/account');

    await userEvent.upload(
      await screen.findByLabelText('Choose a photo'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Upload photo' }));

    const form = screen.getByRole('form', { name: 'Profile photo' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(busy);
    // The photo stays chosen, so it can be sent again once the others are done.
    expect(within(form).getByRole('button', { name: 'Upload photo' })).toBeEnabled();
  });

  it('adds an address, offering only the types not used yet', async () => {
    const session = mockSession({ user: aUser({ addresses: [HOME] }) });
    let sent: unknown;
    server.use(
      http.put('/api/v2/update-user-address', async ({ request }) => {
        sent = await request.json();
        session.user = aUser({
          addresses: [
            HOME,
            { ...HOME, _id: 'addr-office', addressType: 'Office', address1: '4 Brigade Road' },
          ],
        });
        return HttpResponse.json({ success: true, user: session.user });
      }),
    );
    renderApp('/account?tab=addresses');

    await userEvent.click(await screen.findByRole('button', { name: 'Add a new address' }));
    const type = screen.getByLabelText('Address type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Default', 'Office']);
    await userEvent.selectOptions(type, 'Office');
    await userEvent.type(screen.getByLabelText('Address line 1'), '4 Brigade Road');
    await userEvent.type(screen.getByLabelText('City'), 'Bengaluru');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Karnataka');
    await userEvent.type(screen.getByLabelText('PIN code'), '560 025');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('address added success')).toBeInTheDocument();
    expect(sent).toEqual({
      addressType: 'Office',
      country: 'India',
      state: 'Karnataka',
      city: 'Bengaluru',
      pincode: '560025',
      address1: '4 Brigade Road',
      address2: null,
    });
    expect(await screen.findByText('4 Brigade Road')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save address' })).not.toBeInTheDocument();
  });

  it('asks for a state and a valid PIN code before sending an address', async () => {
    mockSession({ user: aUser() });
    let calls = 0;
    server.use(
      http.put('/api/v2/update-user-address', () => {
        calls += 1;
        return HttpResponse.json({ success: true, user: aUser() });
      }),
    );
    renderApp('/account?tab=addresses');

    await userEvent.click(await screen.findByRole('button', { name: 'Add a new address' }));
    await userEvent.type(screen.getByLabelText('Address line 1'), '4 Brigade Road');
    await userEvent.type(screen.getByLabelText('City'), 'Bengaluru');
    await userEvent.type(screen.getByLabelText('PIN code'), '012345');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByLabelText('State')).toHaveAccessibleDescription(
      'Choose a state or union territory.',
    );
    expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription('Enter a 6-digit PIN code.');
    expect(calls).toBe(0);
  });

  it('deletes an address after the shopper confirms', async () => {
    const session = mockSession({ user: aUser({ addresses: [HOME] }) });
    const deleted: string[] = [];
    server.use(
      http.delete('/api/v2/delete-user-address/:id', ({ params }) => {
        deleted.push(String(params.id));
        session.user = aUser({ addresses: [] });
        return HttpResponse.json({ success: true, user: session.user });
      }),
    );
    renderApp('/account?tab=addresses');

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Home address' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete this address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleted).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Home address' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete this address?' });
    expect(dialog).toHaveAccessibleDescription(/12 MG Road, Bengaluru/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('address deleted')).toBeInTheDocument();
    expect(deleted).toEqual(['addr-home']);
    expect(await screen.findByText(/You have no saved addresses yet/)).toBeInTheDocument();
  });

  it('changes the password and refuses a mismatched confirmation first', async () => {
    mockSession({ user: aUser() });
    const sent: unknown[] = [];
    server.use(
      http.put('/api/v2/update-user-password', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          success: true,
          message: 'Password updated. Other devices were signed out.',
        });
      }),
    );
    renderApp('/account?tab=password');

    await userEvent.type(await screen.findByLabelText('Current password'), 'old password');
    await userEvent.type(screen.getByLabelText('New password'), 'new passphrase');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new passphrase?');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The passwords do not match.',
    );
    expect(sent).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password updated. Other devices were signed out.')).toBeInTheDocument();
    expect(sent).toEqual([
      { oldPassword: 'old password', newPassword: 'new passphrase', confirmPassword: 'new passphrase' },
    ]);
  });

  it('sends the shopper to sign in again when the session has ended', async () => {
    const session = mockSession({ user: aUser() });
    server.use(
      http.put('/api/v2/update-user', () => {
        session.user = null;
        return apiError(401, ErrorCode.UNAUTHENTICATED, 'Please sign in to continue.');
      }),
    );
    const { router } = renderApp('/account');

    await userEvent.type(await screen.findByLabelText('Current password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(router.location.search).toBe('?next=%2Faccount');
  });

  it('logs out: clears the shopper and goes to /login', async () => {
    const session = mockSession({ user: aUser() });
    server.use(
      http.post('/api/v2/user-logout', () => {
        session.user = null;
        return HttpResponse.json({ success: true, message: 'Log out successful!' });
      }),
    );
    const { router, queryClient } = renderApp('/account');

    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(router.location.search).toBe('');
    expect(await screen.findByText('Log out successful!')).toBeInTheDocument();
    expect(queryClient.getQueryData(userQueryOptions().queryKey)).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Account' })[0]).toHaveAttribute('href', '/login');
  });
});
