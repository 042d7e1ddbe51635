import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '@/api';
import { setupUser } from '@/test/harness';
import { readsOf, writesOf } from '@/test/requests';
import { apiError, server } from '@/test/server';

import { aWithdraw, mockAdminApi, renderAdminPage, rowNames, rowOf } from '../fixtures';

vi.hoisted(() => vi.stubEnv('TZ', 'Asia/Kolkata'));
afterAll(() => vi.unstubAllEnvs());

const PATH = '/admin-withdraw-request';
const LIST = '/api/v2/get-all-withdraw-request';

const WITHDRAWALS = [
  aWithdraw(),
  aWithdraw({
    _id: 'withdraw-2',
    shopId: 'shop-2',
    shopName: 'Jaipur Looms',
    amount: 25000.5,
    payout: { type: 'upi', upiId: 'ravi@okhdfcbank' },
    createdAt: '2026-11-23T06:30:00Z',
  }),
  aWithdraw({
    _id: 'withdraw-3',
    shopId: 'shop-3',
    shopName: 'Kerala Spices',
    amount: 3000,
    status: 'Rejected',
    reason: 'The account holder’s name does not match the shop.',
    decidedAt: '2026-11-20T06:30:00Z',
  }),
];

describe('/admin-withdraw-request', () => {
  it('opens on the requests to pay, with the payout details in full', async () => {
    const api = mockAdminApi({ withdrawals: WITHDRAWALS });
    renderAdminPage(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Withdraw requests' })).toBeInTheDocument();
    expect(await screen.findByText('Sellers’ payouts · 2 requests')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Processing (to pay)');
    expect(rowNames()).toEqual(['Haat Demo Bazaar', 'Jaipur Looms']);

    const bank = rowOf('Haat Demo Bazaar');
    expect(bank.getByText('₹1,500.00')).toBeInTheDocument();
    expect(bank.getByText('Asha Verma')).toBeInTheDocument();
    expect(bank.getByText('123456789012')).toBeInTheDocument();
    expect(bank.getByText('HDFC0001234')).toBeInTheDocument();
    expect(bank.getByText('HDFC Bank')).toBeInTheDocument();
    expect(bank.getByText('24 Nov 2026')).toBeInTheDocument();
    expect(bank.getByText('Processing')).toBeInTheDocument();

    const upi = rowOf('Jaipur Looms');
    expect(upi.getByText('₹25,000.50')).toBeInTheDocument();
    expect(upi.getByText('ravi@okhdfcbank')).toBeInTheDocument();
    expect(upi.getByRole('button', { name: 'Mark ₹25,000.50 to Jaipur Looms as paid' })).toBeInTheDocument();
    expect(upi.getByRole('button', { name: 'Reject the request of Jaipur Looms' })).toBeInTheDocument();

    expect(readsOf(api, LIST)).toEqual(['page=1&limit=20&status=Processing']);
  });

  it('filters by status, every status included, and shows how decided ones were decided', async () => {
    const api = mockAdminApi({ withdrawals: WITHDRAWALS });
    const user = setupUser();
    const { router } = renderAdminPage(PATH);

    await screen.findByRole('rowheader', { name: 'Jaipur Looms' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Rejected');
    await waitFor(() => expect(rowNames()).toEqual(['Kerala Spices']));
    const rejected = rowOf('Kerala Spices');
    expect(rejected.getByText('Rejected')).toBeInTheDocument();
    expect(rejected.getByText('The account holder’s name does not match the shop.')).toBeInTheDocument();
    expect(rejected.queryByRole('button')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All requests');
    await waitFor(() => expect(rowNames()).toEqual(['Haat Demo Bazaar', 'Jaipur Looms', 'Kerala Spices']));
    expect(router.state.location.search).toBe('?status=all');
    expect(readsOf(api, LIST)).toEqual([
      'page=1&limit=20&status=Processing',
      'page=1&limit=20&status=Rejected',
      'page=1&limit=20',
    ]);
  });

  it('marks a request paid only after the Admin confirms the transfer was made', async () => {
    const api = mockAdminApi({ withdrawals: WITHDRAWALS });
    const user = setupUser();
    renderAdminPage(PATH);

    await user.click(
      await screen.findByRole('button', { name: 'Mark ₹1,500.00 to Haat Demo Bazaar as paid' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Mark as paid?' });
    expect(dialog).toHaveTextContent(
      'Only mark as paid after you have transferred ₹1,500.00 to Asha Verma (account 123456789012, IFSC HDFC0001234, HDFC Bank).',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writesOf(api)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Mark ₹25,000.50 to Jaipur Looms as paid' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Only mark as paid after you have transferred ₹25,000.50 to the UPI ID ravi@okhdfcbank.',
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Mark as paid' }));

    expect(await screen.findByText('₹25,000.50 to Jaipur Looms is marked as paid.')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      { method: 'PUT', path: '/api/v2/update-withdraw-request/withdraw-2', body: { status: 'Succeed' } },
    ]);
    // Paid, it leaves the list of requests to pay.
    await waitFor(() => expect(rowNames()).toEqual(['Haat Demo Bazaar']));
  });

  it('rejects a request only with a reason of 3 to 500 characters', async () => {
    const api = mockAdminApi({ withdrawals: WITHDRAWALS });
    const user = setupUser();
    renderAdminPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Reject the request of Haat Demo Bazaar' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this request?' });
    expect(dialog).toHaveTextContent('₹1,500.00 asked for by Haat Demo Bazaar goes back');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(await within(dialog).findByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await user.type(reason, ' ok ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(await within(dialog).findByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([]);

    await user.clear(reason);
    await user.type(reason, '  IFSC does not match the bank. ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));

    expect(
      await screen.findByText(
        'The request of Haat Demo Bazaar is rejected; ₹1,500.00 is back in its balance.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      {
        method: 'PUT',
        path: '/api/v2/update-withdraw-request/withdraw-1',
        body: { status: 'Rejected', reason: 'IFSC does not match the bank.' },
      },
    ]);
  });

  it('cancels a rejection without sending anything', async () => {
    const api = mockAdminApi({ withdrawals: WITHDRAWALS });
    const user = setupUser();
    renderAdminPage(PATH);

    const reject = await screen.findByRole('button', { name: 'Reject the request of Haat Demo Bazaar' });
    await user.click(reject);
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Changed my mind');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reject).toHaveFocus();
    expect(writesOf(api)).toEqual([]);
  });

  it('says when another decision came first (409 already_decided) and reloads the list', async () => {
    const api = mockAdminApi({ withdrawals: WITHDRAWALS });
    const user = setupUser();
    renderAdminPage(PATH);

    await screen.findByRole('rowheader', { name: 'Jaipur Looms' });
    // Another Admin pays it meanwhile.
    const paidElsewhere = api.withdrawals.find((withdraw) => withdraw._id === 'withdraw-1');
    if (paidElsewhere) paidElsewhere.status = 'Succeed';

    await user.click(screen.getByRole('button', { name: 'Mark ₹1,500.00 to Haat Demo Bazaar as paid' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Mark as paid' }));

    expect(
      await screen.findByText(
        'This request has already been decided. The list now shows how it was decided.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Jaipur Looms']));
    expect(readsOf(api, LIST)).toEqual([
      'page=1&limit=20&status=Processing',
      'page=1&limit=20&status=Processing',
    ]);
  });

  it('keeps the dialog open with the server’s word when it refuses the reason', async () => {
    mockAdminApi({ withdrawals: WITHDRAWALS });
    server.use(
      http.put('/api/v2/update-withdraw-request/:id', () =>
        apiError(400, ErrorCode.VALIDATION_FAILED, 'Check the reason.', {
          reason: 'must not be only punctuation',
        }),
      ),
    );
    const user = setupUser();
    renderAdminPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Reject the request of Haat Demo Bazaar' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), '...');
    await user.click(screen.getByRole('button', { name: 'Reject request' }));

    const dialog = screen.getByRole('dialog', { name: 'Reject this request?' });
    expect(await within(dialog).findByText('Must not be only punctuation')).toBeInTheDocument();
  });
});
