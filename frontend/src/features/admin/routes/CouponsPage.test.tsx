import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '@/api';
import { setupUser } from '@/test/harness';
import { readsOf, writesOf } from '@/test/requests';
import { apiError, server } from '@/test/server';

import { aPlatformCoupon, mockAdminApi, renderAdminPage, rowOf } from '../fixtures';

// The Admin is in India: the expiry typed is read in IST and sent in UTC.
vi.hoisted(() => vi.stubEnv('TZ', 'Asia/Kolkata'));
afterAll(() => vi.unstubAllEnvs());

const PATH = '/admin-coupons';
const NOW = new Date('2026-11-25T12:00:00Z');

const COUPONS = [
  aPlatformCoupon({ maxUses: 500, uses: 42 }),
  aPlatformCoupon({
    _id: 'coupon-2',
    name: 'HAAT20-AB12CD',
    minAmount: 1000,
    maxAmount: null,
    expiresAt: '2026-11-24T18:30:00Z',
    expired: true,
    maxUsesPerAccount: null,
    uses: 1,
  }),
];

describe('/admin-coupons', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('lists the platform coupons with their amounts in rupees and the expired ones marked', async () => {
    const api = mockAdminApi({ coupons: COUPONS });
    renderAdminPage(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Platform coupons' })).toBeInTheDocument();
    expect(await screen.findByText('Funded by Haat, usable in every shop · 2 coupons')).toBeInTheDocument();
    const welcome = rowOf('WELCOME20');
    expect(welcome.getByText('20% off')).toBeInTheDocument();
    expect(welcome.getByText('No minimum')).toBeInTheDocument();
    expect(welcome.getByText('₹500.00')).toBeInTheDocument();
    expect(welcome.getByText('No expiry')).toBeInTheDocument();
    expect(welcome.getByText('42 of 500')).toBeInTheDocument();
    expect(welcome.getByText('1 per account')).toBeInTheDocument();
    const newsletter = rowOf('HAAT20-AB12CD');
    expect(newsletter.getByText('₹1,000.00')).toBeInTheDocument();
    expect(newsletter.getByText('No cap')).toBeInTheDocument();
    expect(newsletter.getByText('25 Nov 2026, 12:00 am')).toBeInTheDocument();
    expect(newsletter.getByText('Expired')).toBeInTheDocument();
    expect(newsletter.getByText('1')).toBeInTheDocument();
    expect(newsletter.queryByText(/per account/)).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Used' })).toBeInTheDocument();
    expect(readsOf(api, '/api/v2/admin-coupons')).toEqual(['page=1&limit=20']);
  });

  it('searches codes and sorts by minimum on the server, empty minimums last', async () => {
    const api = mockAdminApi({ coupons: COUPONS });
    const user = setupUser();
    renderAdminPage(PATH);

    await screen.findByRole('rowheader', { name: 'HAAT20-AB12CD' });
    const minimum = () => within(screen.getByRole('columnheader', { name: 'Minimum' })).getByRole('button');
    await user.click(minimum());
    await user.click(minimum());
    expect(screen.getByRole('columnheader', { name: 'Minimum' })).toHaveAttribute('aria-sort', 'descending');
    await user.type(screen.getByRole('searchbox', { name: 'Search coupons' }), 'haat20{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'WELCOME20' })).not.toBeInTheDocument(),
    );
    expect(readsOf(api, '/api/v2/admin-coupons')).toEqual([
      'page=1&limit=20',
      'page=1&limit=20&sort=minAmount',
      'page=1&limit=20&sort=-minAmount',
      'page=1&limit=20&q=haat20&sort=-minAmount',
    ]);
  });

  it('creates a coupon, sending the expiry in UTC, and shows it in the list', async () => {
    const api = mockAdminApi({ coupons: COUPONS });
    const user = setupUser();
    renderAdminPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Create coupon' }));
    const form = screen.getByRole('region', { name: 'New platform coupon' });
    await user.click(within(form).getByRole('button', { name: 'Save coupon' }));
    // The form's check resolves after the click; a busy machine shows its words a moment later.
    expect(await within(form).findByText('Enter a code, such as WELCOME20.')).toBeInTheDocument();
    expect(within(form).getByText('Enter the discount percentage.')).toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: 'Code' }), 'diwali15');
    await user.type(within(form).getByRole('textbox', { name: 'Discount (%)' }), '15');
    await user.type(within(form).getByRole('textbox', { name: /Maximum discount/ }), '300');
    await user.type(within(form).getByLabelText(/Expires/), '2026-11-01T10:00');
    await user.click(within(form).getByRole('button', { name: 'Save coupon' }));
    expect(await within(form).findByText('The expiry must be in the future.')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([]);

    await user.clear(within(form).getByLabelText(/Expires/));
    await user.type(within(form).getByLabelText(/Expires/), '2026-12-31T23:59');
    expect(form).toHaveTextContent(
      'With DIWALI15, shoppers get 15% off in every shop, funded by Haat, up to ₹300.00. It works until 31 Dec 2026, 11:59 pm.',
    );
    await user.click(within(form).getByRole('button', { name: 'Save coupon' }));

    expect(await screen.findByText('Coupon DIWALI15 created.')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      {
        method: 'POST',
        path: '/api/v2/admin-create-coupon',
        body: {
          name: 'DIWALI15',
          value: 15,
          minAmount: null,
          maxAmount: 300,
          expiresAt: '2026-12-31T18:29:00.000Z',
          // Left empty: no limit in all, and the platform's once per account.
          maxUses: null,
          maxUsesPerAccount: null,
        },
      },
    ]);
    expect(screen.queryByRole('region', { name: 'New platform coupon' })).not.toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'DIWALI15' })).toBeInTheDocument();
    expect(rowOf('DIWALI15').getByText('1 per account')).toBeInTheDocument();
  });

  it('creates a coupon with use limits, each checked next to its field', async () => {
    const api = mockAdminApi({ coupons: COUPONS });
    const user = setupUser();
    renderAdminPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Create coupon' }));
    const form = within(screen.getByRole('region', { name: 'New platform coupon' }));
    const total = form.getByLabelText('Total uses (optional)');
    const perAccount = form.getByLabelText('Uses per account (optional)');
    // Haat pays for every use: an empty per-account limit is once, not none.
    expect(total).toHaveAccessibleDescription('Leave empty for no limit');
    expect(perAccount).toHaveAccessibleDescription('Leave empty for once per account');

    await user.type(form.getByRole('textbox', { name: 'Code' }), 'festive10');
    await user.type(form.getByRole('textbox', { name: 'Discount (%)' }), '10');
    await user.type(total, '0');
    await user.type(perAccount, 'two');
    await user.click(form.getByRole('button', { name: 'Save coupon' }));
    const message = 'Enter a whole number from 1 to 10,00,000, or leave it empty.';
    // The form checks its values once its schema has loaded: wait for the messages.
    await waitFor(() => expect(total).toHaveAccessibleDescription(`Leave empty for no limit ${message}`));
    expect(perAccount).toHaveAccessibleDescription(`Leave empty for once per account ${message}`);
    expect(writesOf(api)).toEqual([]);

    await user.clear(total);
    await user.type(total, '5000');
    await user.clear(perAccount);
    await user.type(perAccount, '3');
    await user.click(form.getByRole('button', { name: 'Save coupon' }));

    expect(await screen.findByText('Coupon FESTIVE10 created.')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      {
        method: 'POST',
        path: '/api/v2/admin-create-coupon',
        body: {
          name: 'FESTIVE10',
          value: 10,
          minAmount: null,
          maxAmount: null,
          expiresAt: null,
          maxUses: 5000,
          maxUsesPerAccount: 3,
        },
      },
    ]);
    const row = await screen.findByRole('rowheader', { name: 'FESTIVE10' });
    const festive = within(row.closest('tr') as HTMLElement);
    expect(festive.getByText('0 of 5,000')).toBeInTheDocument();
    expect(festive.getByText('3 per account')).toBeInTheDocument();
  });

  it('shows the server’s 400 on the use limits next to them', async () => {
    mockAdminApi({ coupons: COUPONS });
    const refused = 'must be a whole number from 1 to 1000000, or null for no limit';
    server.use(
      http.post('/api/v2/admin-create-coupon', () =>
        apiError(400, ErrorCode.VALIDATION_FAILED, 'Check the highlighted fields.', {
          maxUses: refused,
          maxUsesPerAccount: refused,
        }),
      ),
    );
    const user = setupUser();
    renderAdminPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Create coupon' }));
    const form = within(screen.getByRole('region', { name: 'New platform coupon' }));
    await user.type(form.getByRole('textbox', { name: 'Code' }), 'festive10');
    await user.type(form.getByRole('textbox', { name: 'Discount (%)' }), '10');
    await user.type(form.getByLabelText('Total uses (optional)'), '100');
    await user.click(form.getByRole('button', { name: 'Save coupon' }));

    const total = form.getByLabelText('Total uses (optional)');
    await waitFor(() => expect(total).toHaveAttribute('aria-invalid', 'true'));
    expect(total).toHaveAccessibleDescription(
      'Leave empty for no limit Must be a whole number from 1 to 1000000, or null for no limit',
    );
    expect(form.getByLabelText('Uses per account (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(total).toHaveFocus();
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s 409 next to the code', async () => {
    mockAdminApi({ coupons: COUPONS });
    const user = setupUser();
    renderAdminPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Create coupon' }));
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'welcome20');
    await user.type(screen.getByRole('textbox', { name: 'Discount (%)' }), '10');
    await user.click(screen.getByRole('button', { name: 'Save coupon' }));

    expect(
      await screen.findByText('A coupon with this code already exists. Choose another code.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes a coupon only after confirmation', async () => {
    const api = mockAdminApi({ coupons: COUPONS });
    const user = setupUser();
    renderAdminPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Delete coupon WELCOME20' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this coupon?' });
    expect(dialog).toHaveTextContent('WELCOME20 stops working at once');
    expect(writesOf(api)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Coupon code deleted successfully!')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      { method: 'DELETE', path: '/api/v2/admin-delete-coupon/coupon-1', body: undefined },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'WELCOME20' })).not.toBeInTheDocument(),
    );
  });
});
