import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '@/api';
import { setupUser } from '@/test/harness';
import { readsOf, writesOf } from '@/test/requests';
import { apiError, server } from '@/test/server';

import { aUserRow, many, mockAdminApi, renderAdminPage, rowNames, rowOf } from '../fixtures';

vi.hoisted(() => vi.stubEnv('TZ', 'Asia/Kolkata'));
afterAll(() => vi.unstubAllEnvs());

const PATH = '/admin-all-users';
const LIST = '/api/v2/admin-get-all-users';

const USERS = [
  aUserRow(),
  aUserRow({
    _id: 'admin-1',
    name: 'Ops Team',
    email: 'ops@example.com',
    role: 'Admin',
    createdAt: '2026-01-05T06:30:00Z',
  }),
  aUserRow({
    _id: 'user-2',
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    status: 'suspended',
    createdAt: '2026-11-23T06:30:00Z',
  }),
];

describe('/admin-all-users', () => {
  it('lists every account with its email, role, status and joining date; an Admin has no action', async () => {
    const api = mockAdminApi({ users: USERS });
    renderAdminPage(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'All users' })).toBeInTheDocument();
    expect(await screen.findByText('Every account on Haat · 3 users')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'All users' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Status', 'Joined', 'Actions']);

    const priya = rowOf('Priya Sharma');
    expect(priya.getByText('priya@example.com')).toBeInTheDocument();
    expect(priya.getByText('Shopper')).toBeInTheDocument();
    expect(priya.getByText('Active')).toBeInTheDocument();
    expect(priya.getByText('22 Nov 2026')).toBeInTheDocument();
    expect(priya.getByRole('button', { name: 'Suspend Priya Sharma' })).toBeInTheDocument();

    const admin = rowOf('Ops Team');
    expect(admin.getByText('Admin')).toBeInTheDocument();
    expect(admin.queryByRole('button')).not.toBeInTheDocument();
    expect(admin.getByText('Admins cannot be suspended')).toBeInTheDocument();

    const ravi = rowOf('Ravi Kumar');
    expect(ravi.getByText('Suspended')).toBeInTheDocument();
    expect(ravi.getByRole('button', { name: 'Reactivate Ravi Kumar' })).toBeInTheDocument();
    expect(readsOf(api, LIST)).toEqual(['page=1&limit=20']);
  });

  it('searches the server by name or email once typing pauses', async () => {
    const api = mockAdminApi({ users: USERS });
    const user = setupUser();
    renderAdminPage(PATH);

    await screen.findByRole('rowheader', { name: 'Ravi Kumar' });
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ravi@');

    await waitFor(() => expect(rowNames()).toEqual(['Ravi Kumar']));
    expect(readsOf(api, LIST)).toEqual(['page=1&limit=20', 'page=1&limit=20&q=ravi%40']);
  });

  it('pages through the server’s list', async () => {
    const api = mockAdminApi({
      users: many(23, (n) => aUserRow({ _id: `user-${n}`, name: `Shopper ${n}` })),
    });
    const user = setupUser();
    renderAdminPage(PATH);

    expect(await screen.findByText('Showing 1–20 of 23')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Next/ }));
    expect(await screen.findByText('Showing 21–23 of 23')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Shopper 021', 'Shopper 022', 'Shopper 023']);
    await user.click(screen.getByRole('link', { name: /Previous/ }));
    expect(await screen.findByText('Showing 1–20 of 23')).toBeInTheDocument();
    expect(readsOf(api, LIST)).toEqual(['page=1&limit=20', 'page=2&limit=20']);
  });

  it('asks the server for the list sorted by name and by joining date', async () => {
    const api = mockAdminApi({ users: USERS });
    const user = setupUser();
    renderAdminPage(PATH);

    await screen.findByRole('rowheader', { name: 'Ravi Kumar' });
    await user.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'));
    await waitFor(() => expect(rowNames()).toEqual(['Ops Team', 'Priya Sharma', 'Ravi Kumar']));
    await user.click(within(screen.getByRole('columnheader', { name: 'Joined' })).getByRole('button'));
    expect(screen.getByRole('columnheader', { name: 'Joined' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
    await user.click(within(screen.getByRole('columnheader', { name: 'Joined' })).getByRole('button'));
    await waitFor(() => expect(rowNames()).toEqual(['Ravi Kumar', 'Priya Sharma', 'Ops Team']));
    expect(readsOf(api, LIST)).toEqual([
      'page=1&limit=20',
      'page=1&limit=20&sort=name',
      'page=1&limit=20&sort=createdAt',
      'page=1&limit=20&sort=-createdAt',
    ]);
  });

  it('suspends a user only after confirmation, sending the new status', async () => {
    const api = mockAdminApi({ users: USERS });
    const user = setupUser();
    renderAdminPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Suspend Priya Sharma' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Suspend Priya Sharma?' });
    expect(dialog).toHaveTextContent('signed out everywhere at once');
    expect(writesOf(api)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend user' }));

    expect(
      await screen.findByText('Priya Sharma is suspended and signed out everywhere.'),
    ).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      { method: 'PUT', path: '/api/v2/admin-update-user-status/user-1', body: { status: 'suspended' } },
    ]);
    expect(
      await rowOf('Priya Sharma').findByRole('button', { name: 'Reactivate Priya Sharma' }),
    ).toBeEnabled();
  });

  it('reactivates a suspended user after confirmation', async () => {
    const api = mockAdminApi({ users: USERS });
    const user = setupUser();
    renderAdminPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Reactivate Ravi Kumar' }));
    await user.click(screen.getByRole('button', { name: 'Reactivate user' }));

    expect(await screen.findByText('Ravi Kumar can sign in again.')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      { method: 'PUT', path: '/api/v2/admin-update-user-status/user-2', body: { status: 'active' } },
    ]);
    expect(rowOf('Ravi Kumar').getByText('Active')).toBeInTheDocument();
  });

  it('shows the server’s refusal (409 cannot_suspend_admin)', async () => {
    mockAdminApi({ users: USERS });
    server.use(
      http.put('/api/v2/admin-update-user-status/:id', () =>
        apiError(409, ErrorCode.CANNOT_SUSPEND_ADMIN, 'An Admin account cannot be suspended.'),
      ),
    );
    const user = setupUser();
    renderAdminPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Suspend Priya Sharma' }));
    await user.click(screen.getByRole('button', { name: 'Suspend user' }));

    expect(await screen.findByText('An Admin account cannot be suspended.')).toBeInTheDocument();
    expect(rowOf('Priya Sharma').getByText('Active')).toBeInTheDocument();
  });
});
