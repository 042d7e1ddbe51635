import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { ErrorCode } from '@/api';
import { setupUser } from '@/test/harness';
import { readsOf, writesOf } from '@/test/requests';
import { apiError, server, signedOut } from '@/test/server';

import {
  WITHDRAW_PATH,
  aBankMethod,
  aLine,
  aUpiMethod,
  aWithdraw,
  mockMoneyApi,
  renderWithdrawPage,
} from '../fixtures';

const region = (name: string) => screen.findByRole('region', { name });
const requestForm = async () => within(await region('Ask for a withdrawal'));
const methodCard = async () => within(await region('Payout method'));

/** The value shown under one of the balance's labels. */
async function figure(label: string) {
  const balance = within(await region('Your balance'));
  const term = balance.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

async function askFor(user: UserEvent, amount: string) {
  const form = await requestForm();
  const input = await form.findByLabelText('Amount (₹)');
  await waitFor(() => expect(input).toBeEnabled());
  await user.clear(input);
  await user.type(input, amount);
  await user.click(form.getByRole('button', { name: 'Request withdrawal' }));
  return form;
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('/shop-dashboard-withdraw-money', () => {
  it('shows the balance, the masked payout method, the requests and the ledger in words', async () => {
    mockMoneyApi({
      balance: { available: 125000.5, pending: 4321.75, held: 1500, paidOut: 20000 },
      method: aBankMethod(),
      withdraws: [
        aWithdraw({ _id: 'w-3', amount: 1500, status: 'Processing' }),
        aWithdraw({
          _id: 'w-2',
          amount: 5000,
          status: 'Rejected',
          reason: 'The account name does not match the shop.',
          decidedAt: '2026-11-20T06:30:00Z',
        }),
        aWithdraw({
          _id: 'w-1',
          amount: 20000,
          status: 'Succeed',
          payout: aUpiMethod('asha@okaxis'),
          decidedAt: '2026-11-10T06:30:00Z',
        }),
      ],
      lines: [
        aLine({
          _id: 'l-6',
          kind: 'hold_released',
          account: 'available',
          amount: 5000,
          orderId: null,
          withdrawalId: 'w-2',
        }),
        aLine({
          _id: 'l-5',
          kind: 'withdrawal_paid',
          account: 'paid_out',
          amount: 20000,
          orderId: null,
          withdrawalId: 'w-1',
        }),
        aLine({
          _id: 'l-4',
          kind: 'withdrawal_hold',
          account: 'available',
          amount: -1500,
          orderId: null,
          withdrawalId: 'w-3',
        }),
        aLine({
          _id: 'l-3b',
          kind: 'refund_reversal',
          reverses: 'tcs',
          account: 'pending',
          amount: 2.01,
          orderId: 'order-00000002',
        }),
        aLine({
          _id: 'l-3',
          kind: 'refund_reversal',
          reverses: 'sale_credit',
          account: 'pending',
          amount: -899.1,
          orderId: 'order-00000002',
        }),
        aLine({
          _id: 'l-2b',
          kind: 'tcs',
          account: 'pending',
          amount: -4.02,
          orderId: 'order-00000001',
        }),
        aLine({
          _id: 'l-2',
          kind: 'commission',
          account: 'pending',
          amount: -99.9,
          orderId: 'order-00000001',
        }),
        aLine({
          _id: 'l-1',
          kind: 'sale_credit',
          account: 'pending',
          amount: 999,
          orderId: 'order-00000001',
        }),
      ],
    });
    renderWithdrawPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Withdraw money' })).toBeInTheDocument();
    await waitFor(async () => expect(await figure('Available')).toBe('₹1,25,000.50'));
    expect(await figure('Awaiting refund window')).toBe('₹4,321.75');
    expect(await figure('On hold')).toBe('₹1,500.00');
    expect(await figure('Paid out')).toBe('₹20,000.00');
    // What may be withdrawn first, then the money on its way to it, then what has left it.
    expect(
      within(await region('Your balance'))
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Available', 'Awaiting refund window', 'On hold', 'Paid out']);

    const method = await methodCard();
    expect(await method.findByText('HDFC Bank')).toBeInTheDocument();
    expect(method.getByText('Asha Verma')).toBeInTheDocument();
    expect(method.getByText('HDFC0001234')).toBeInTheDocument();
    expect(method.getByText(/6789/).textContent).toBe('••••ending in 6789');

    const requests = within(await region('Your withdraw requests'));
    const requestTable = await requests.findByRole('table', { name: 'Your withdraw requests, newest first' });
    const [processing, rejected, paid] = rowsOf(requestTable).map((row) => within(row));
    expect(processing!.getByRole('rowheader')).toHaveTextContent('₹1,500.00');
    expect(processing!.getByText('Processing')).toBeInTheDocument();
    expect(processing!.getByText('HDFC Bank ••••6789 (Asha Verma)')).toBeInTheDocument();
    expect(rejected!.getByText('Rejected')).toBeInTheDocument();
    expect(rejected!.getByText('The account name does not match the shop.')).toBeInTheDocument();
    expect(rejected!.getByText('20 Nov 2026')).toBeInTheDocument();
    expect(paid!.getByText('Paid')).toBeInTheDocument();
    expect(paid!.getByText('UPI asha@okaxis')).toBeInTheDocument();
    expect(
      paid!.getByText((_, element) => element?.textContent === 'Paid on 10 Nov 2026.'),
    ).toBeInTheDocument();

    const history = within(await region('Money history'));
    const ledger = await history.findByRole('table', { name: 'Money history, newest first' });
    expect(
      within(ledger)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Withdrawal rejected – released',
      'Withdrawal paid',
      'Withdrawal requested',
      'Refund: Tax collected at source (TCS)',
      'Refund',
      'Tax collected at source (TCS)',
      'Commission',
      'Sale',
    ]);
    const rows = rowsOf(ledger).map((row) => within(row));
    expect(rows[1]!.getByText('Paid out')).toBeInTheDocument();
    expect(rows[1]!.getByText('+₹20,000.00')).toBeInTheDocument();
    expect(rows[2]!.getByText('−₹1,500.00')).toBeInTheDocument();
    expect(rows[2]!.getByText('minus ₹1,500.00')).toBeInTheDocument();
    expect(rows[2]!.getByText('Withdraw request #W-3')).toBeInTheDocument();
    expect(rows[3]!.getByText('+₹2.01').parentElement).toHaveClass('text-green-700');
    expect(rows[5]!.getByText('−₹4.02').parentElement).toHaveClass('text-red-700');
    expect(rows[6]!.getByText('−₹99.90').parentElement).toHaveClass('text-red-700');
    expect(rows[7]!.getByText('+₹999.00').parentElement).toHaveClass('text-green-700');
    expect(rows[7]!.getByRole('link', { name: 'Order #00000001' })).toHaveAttribute(
      'href',
      '/shop/order/order-00000001/shop-1',
    );
  });

  it('keeps a delivered order’s earnings awaiting the refund window, then moves them to Available', async () => {
    mockMoneyApi({
      balance: { available: 899.1, pending: 1798.2, held: 0, paidOut: 0 },
      lines: [
        // Fourteen days after order 1 was delivered: its net earnings move, one line per account.
        aLine({
          _id: 'l-6',
          kind: 'refund_window_closed',
          account: 'available',
          amount: 899.1,
          orderId: 'order-00000001',
        }),
        aLine({
          _id: 'l-5',
          kind: 'refund_window_closed',
          account: 'pending',
          amount: -899.1,
          orderId: 'order-00000001',
        }),
        aLine({ _id: 'l-4', kind: 'commission', amount: -199.8, orderId: 'order-00000002' }),
        aLine({ _id: 'l-3', kind: 'sale_credit', amount: 1998, orderId: 'order-00000002' }),
        aLine({ _id: 'l-2', kind: 'commission', amount: -99.9, orderId: 'order-00000001' }),
        aLine({ _id: 'l-1', kind: 'sale_credit', amount: 999, orderId: 'order-00000001' }),
      ],
    });
    renderWithdrawPage();

    await waitFor(async () => expect(await figure('Awaiting refund window')).toBe('₹1,798.20'));
    expect(await figure('Available')).toBe('₹899.10');
    const balance = within(await region('Your balance'));
    expect(
      balance.getByText(
        'Delivered orders still inside their 14-day refund window. Available once it closes.',
      ),
    ).toBeInTheDocument();

    const history = within(await region('Money history'));
    const ledger = await history.findByRole('table', { name: 'Money history, newest first' });
    // Each line's entry and account (less the "Account" label a phone shows above it).
    expect(
      rowsOf(ledger).map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row)
          .getAllByRole('cell')[1]
          ?.textContent?.replace(/^Account/, ''),
      ]),
    ).toEqual([
      ['Refund window closed', 'Available'],
      ['Refund window closed', 'Awaiting refund window'],
      ['Commission', 'Awaiting refund window'],
      ['Sale', 'Awaiting refund window'],
      ['Commission', 'Awaiting refund window'],
      ['Sale', 'Awaiting refund window'],
    ]);
    const [into, outOf] = rowsOf(ledger).map((row) => within(row));
    expect(into!.getByText('+₹899.10')).toBeInTheDocument();
    expect(outOf!.getByText('−₹899.10')).toBeInTheDocument();
    expect(outOf!.getByRole('link', { name: 'Order #00000001' })).toHaveAttribute(
      'href',
      '/shop/order/order-00000001/shop-1',
    );
  });

  it('pages the history and the requests separately, keeping each page in the address', async () => {
    const api = mockMoneyApi({
      lines: Array.from({ length: 45 }, (_, index) =>
        aLine({
          _id: `line-${index + 1}`,
          amount: index + 1,
          orderId: `order-${String(index + 1).padStart(8, '0')}`,
        }),
      ),
      withdraws: Array.from({ length: 12 }, (_, index) =>
        aWithdraw({ _id: `w-${index}`, amount: 1000 + index }),
      ),
    });
    const user = setupUser();
    const { router } = renderWithdrawPage();

    const history = within(await region('Money history'));
    expect(await history.findByText('Showing 1–20 of 45')).toBeInTheDocument();
    expect(history.getByText('+₹1.00')).toBeInTheDocument();
    const historyPages = history.getByRole('navigation', { name: 'History pages' });
    expect(within(historyPages).getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(within(historyPages).getByRole('link', { name: 'Next' }));

    expect(await history.findByText('Showing 21–40 of 45')).toBeInTheDocument();
    expect(history.getByText('+₹21.00')).toBeInTheDocument();
    expect(history.queryByText('+₹1.00')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?history=2');
    const ledgerReads = api.calls.filter((call) => call.path === '/api/v2/shop-ledger');
    expect(ledgerReads.at(-1)?.search.toString()).toBe('page=2&limit=20');

    const requests = within(await region('Your withdraw requests'));
    expect(requests.getByText('Showing 1–10 of 12')).toBeInTheDocument();
    await user.click(
      within(requests.getByRole('navigation', { name: 'Withdraw requests pages' })).getByRole('link', {
        name: 'Next',
      }),
    );
    expect(await requests.findByText('Showing 11–12 of 12')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?history=2&requests=2');
    // The history stayed on its page.
    expect(history.getByText('Showing 21–40 of 45')).toBeInTheDocument();
  });

  it('shows the month’s settlement statement per order with its totals, and downloads it as CSV or PDF', async () => {
    mockMoneyApi();
    const asked: string[] = [];
    const figures = { sale: 1000, commission: 100, commissionGst: 18, tcs: 4.76, tds: 1, net: 876.24 };
    server.use(
      http.get('/api/v2/shop-statement', ({ request }) => {
        const month = new URL(request.url).searchParams.get('month') ?? '';
        asked.push(month);
        const rows =
          month === asked[0]
            ? [
                {
                  orderId: 'order-00000001',
                  invoiceNumber: 'INV/2627/000001',
                  postedAt: '2026-11-24T06:30:00Z',
                  ...figures,
                },
              ]
            : [];
        const totals = rows.length
          ? figures
          : { sale: 0, commission: 0, commissionGst: 0, tcs: 0, tds: 0, net: 0 };
        return HttpResponse.json({ success: true, month, rows, totals });
      }),
    );
    const user = setupUser();
    renderWithdrawPage();

    const statement = within(await region('Settlement statement'));
    const table = await statement.findByRole('table');
    const thisMonth = asked[0]!;
    expect(thisMonth).toMatch(/^\d{4}-\d{2}$/);
    const [heading, row, total] = within(table).getAllByRole('row');
    expect(
      within(heading!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order', 'Sale', 'Commission', 'GST on commission', 'TCS', 'TDS', 'Net']);
    expect(within(row!).getByRole('link', { name: 'INV/2627/000001' })).toHaveAttribute(
      'href',
      '/shop/order/order-00000001/shop-1',
    );
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['₹1,000.00', '₹100.00', '₹18.00', '₹4.76', '₹1.00', '₹876.24']);
    expect(within(total!).getByRole('rowheader')).toHaveTextContent('Total');
    expect(statement.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/v2/shop-statement?month=${thisMonth}&format=csv`,
    );
    expect(statement.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/v2/shop-statement?month=${thisMonth}&format=pdf`,
    );

    // This month's commission is invoiced once it is over.
    expect(
      statement.getByText(
        'The tax invoice for this month’s commission and its GST is issued once the month is over.',
      ),
    ).toBeInTheDocument();
    expect(statement.queryByRole('link', { name: /commission invoice/ })).not.toBeInTheDocument();

    // The month before has nothing.
    const months = statement.getByLabelText('Month');
    expect(within(months).getAllByRole('option')).toHaveLength(12);
    const previous = within(months).getAllByRole('option')[1]!.getAttribute('value')!;
    await user.selectOptions(months, previous);
    expect(await statement.findByText('Nothing was posted in this month.')).toBeInTheDocument();
    expect(asked).toEqual([thisMonth, previous]);
    expect(statement.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/v2/shop-statement?month=${previous}&format=pdf`,
    );
    // A month over that charged no commission has no commission invoice.
    expect(statement.queryByRole('link', { name: /commission invoice/ })).not.toBeInTheDocument();
    expect(statement.queryByText(/issued once the month is over/)).not.toBeInTheDocument();
  });

  it('offers the commission invoice of a month that is over and charged commission', async () => {
    mockMoneyApi();
    const figures = { sale: 1000, commission: 100, commissionGst: 18, tcs: 4.76, tds: 1, net: 876.24 };
    server.use(
      http.get('/api/v2/shop-statement', ({ request }) => {
        const month = new URL(request.url).searchParams.get('month') ?? '';
        const row = {
          orderId: 'order-00000001',
          invoiceNumber: 'INV/2627/000001',
          postedAt: '2026-10-24T06:30:00Z',
        };
        return HttpResponse.json({ success: true, month, rows: [{ ...row, ...figures }], totals: figures });
      }),
    );
    const user = setupUser();
    renderWithdrawPage();

    const statement = within(await region('Settlement statement'));
    await statement.findByRole('table');
    const months = statement.getByLabelText('Month');
    const previous = within(months).getAllByRole('option')[1]!.getAttribute('value')!;
    await user.selectOptions(months, previous);
    const link = await statement.findByRole('link', { name: 'Download commission invoice (PDF)' });
    expect(link).toHaveAttribute('href', `/api/v2/shop-commission-invoice?month=${previous}`);
    expect(
      statement.getByText(
        'The marketplace’s tax invoice to your shop for this month’s commission and the GST on it.',
      ),
    ).toBeInTheDocument();
  });

  it('starts on the page the address names', async () => {
    mockMoneyApi({
      lines: Array.from({ length: 25 }, (_, index) => aLine({ _id: `l-${index}`, amount: index + 1 })),
    });
    renderWithdrawPage(`${WITHDRAW_PATH}?history=2`);

    const history = within(await region('Money history'));
    expect(await history.findByText('Showing 21–25 of 25')).toBeInTheDocument();
    expect(history.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', WITHDRAW_PATH);
  });

  it('asks for a withdrawal with the amount in rupees, then shows it held', async () => {
    const api = mockMoneyApi({ balance: { available: 5000, pending: 0, held: 0, paidOut: 0 } });
    const user = setupUser();
    renderWithdrawPage();
    const sellerReads = () => readsOf(api, '/api/v2/getseller').length;
    await waitFor(async () => expect(await figure('Available')).toBe('₹5,000.00'));
    const readsBefore = sellerReads();

    const form = await askFor(user, '1,500.50');

    expect(await screen.findByText(/Withdrawal of ₹1,500.50 requested/)).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      { method: 'POST', path: '/api/v2/create-withdraw-request', body: { amount: 1500.5 } },
    ]);
    await waitFor(async () => expect(await figure('Available')).toBe('₹3,499.50'));
    expect(await figure('On hold')).toBe('₹1,500.50');
    expect(form.getByLabelText('Amount (₹)')).toHaveValue('');
    const requests = within(await region('Your withdraw requests'));
    expect(await requests.findByText('₹1,500.50')).toBeInTheDocument();
    const history = within(await region('Money history'));
    expect(await history.findAllByText('Withdrawal requested')).toHaveLength(2);
    // The seller (and its balance) is read again, for every page that shows it.
    await waitFor(() => expect(sellerReads()).toBeGreaterThan(readsBefore));
  });

  it.each([
    ['999.99', 'You can withdraw ₹1,000.00 or more.'],
    ['5000.01', 'You can withdraw at most your available balance, ₹5,000.00.'],
    ['1200.505', 'Use at most 2 decimal places.'],
    ['twelve hundred', 'Enter an amount in rupees, such as 1500 or 2499.50.'],
  ])('refuses %s next to the amount and sends nothing', async (amount, message) => {
    const api = mockMoneyApi({ balance: { available: 5000, pending: 0, held: 0, paidOut: 0 } });
    const user = setupUser();
    renderWithdrawPage();

    const form = await askFor(user, amount);

    expect(await form.findByText(message)).toBeInTheDocument();
    expect(form.getByLabelText('Amount (₹)')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(form.getByLabelText('Amount (₹)')).toHaveAttribute('aria-invalid', 'true');
    expect(writesOf(api)).toEqual([]);
  });

  it('fills in the whole balance with Withdraw all', async () => {
    const api = mockMoneyApi({ balance: { available: 2345.5, pending: 0, held: 0, paidOut: 0 } });
    const user = setupUser();
    renderWithdrawPage();

    const form = await requestForm();
    await user.click(await form.findByRole('button', { name: 'Withdraw all' }));
    expect(form.getByLabelText('Amount (₹)')).toHaveValue('2345.5');
    await user.click(form.getByRole('button', { name: 'Request withdrawal' }));

    await waitFor(() =>
      expect(writesOf(api)).toEqual([
        { method: 'POST', path: '/api/v2/create-withdraw-request', body: { amount: 2345.5 } },
      ]),
    );
  });

  it('shows the server’s 400 on the amount next to it', async () => {
    // The balance moved on the server (a refund) since the page read it.
    mockMoneyApi({ balance: { available: 5000, pending: 0, held: 0, paidOut: 0 } });
    server.use(
      http.post('/api/v2/create-withdraw-request', () =>
        apiError(400, ErrorCode.VALIDATION_FAILED, 'The request is not valid.', {
          amount: 'You have ₹1,200.00 available.',
        }),
      ),
    );
    const user = setupUser();
    renderWithdrawPage();

    const form = await askFor(user, '3000');

    expect(await form.findByText('You have ₹1,200.00 available.')).toBeInTheDocument();
    expect(form.getByLabelText('Amount (₹)')).toHaveAttribute('aria-invalid', 'true');
    expect(form.queryByText('The request is not valid.')).not.toBeInTheDocument();
  });

  it('shows the server’s 409 no_payout_method by the payout method, not as a general error', async () => {
    const api = mockMoneyApi({ balance: { available: 5000, pending: 0, held: 0, paidOut: 0 } });
    const user = setupUser();
    renderWithdrawPage();
    await (await methodCard()).findByText('HDFC Bank');
    // Deleted in another tab meanwhile.
    api.method = null;

    const form = await askFor(user, '2000');

    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent('Add a payout method before asking for a withdrawal.');
    expect(alert.previousElementSibling).toHaveTextContent(/^Paid to:/);
    expect(form.getByLabelText('Amount (₹)')).toHaveAttribute('aria-invalid', 'false');
    // The page reads the method again and now says there is none.
    expect(await (await methodCard()).findByText(/No payout method yet/)).toBeInTheDocument();
  });

  it('closes the form, saying why, while the balance is under ₹1,000', async () => {
    mockMoneyApi({ balance: { available: 999.99, pending: 0, held: 0, paidOut: 0 } });
    renderWithdrawPage();

    const form = await requestForm();
    expect(
      await form.findByText(/Your available balance is ₹999.99; withdrawals start at ₹1,000.00/),
    ).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
    expect(form.getByLabelText('Amount (₹)')).toBeDisabled();
    expect(form.getByRole('group')).toHaveAccessibleDescription(
      expect.stringContaining('withdrawals start at'),
    );
    expect(form.queryByRole('button', { name: 'Withdraw all' })).not.toBeInTheDocument();
  });

  it('closes the form without a payout method, and opens the method form from there', async () => {
    mockMoneyApi({ balance: { available: 5000, pending: 0, held: 0, paidOut: 0 }, method: null });
    const user = setupUser();
    renderWithdrawPage();

    const form = await requestForm();
    expect(await form.findByText(/Add a payout method first/)).toBeInTheDocument();
    expect(form.getByText('no payout method yet')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();

    await user.click(form.getByRole('button', { name: 'Add payout method' }));

    const method = await methodCard();
    expect(method.getByRole('form', { name: 'Payout method details' })).toBeInTheDocument();
    await waitFor(() => expect(method.getByLabelText("Account holder's name")).toHaveFocus());
  });

  it('adds a bank account, checked as the server checks it, and shows it masked', async () => {
    const api = mockMoneyApi({ method: null });
    const user = setupUser();
    renderWithdrawPage();

    const card = await methodCard();
    await user.click(await card.findByRole('button', { name: 'Add payout method' }));
    await user.type(card.getByLabelText("Account holder's name"), 'Asha Verma');
    await user.type(card.getByLabelText('Account number'), '5010 0123 456789');
    await user.type(card.getByLabelText('Confirm account number'), '50100123456788');
    await user.type(card.getByLabelText('IFSC'), 'hdfc1001234');
    await user.click(card.getByRole('button', { name: 'Save payout method' }));

    expect(await card.findByText('The account numbers do not match.')).toBeInTheDocument();
    expect(
      card.getByText('An IFSC has 11 characters: 4 letters, a zero, then 6 letters or digits (HDFC0001234).'),
    ).toBeInTheDocument();
    expect(card.getByLabelText('IFSC')).toHaveValue('HDFC1001234');
    expect(writesOf(api)).toEqual([]);

    await user.clear(card.getByLabelText('Confirm account number'));
    await user.type(card.getByLabelText('Confirm account number'), '50100123456789');
    await user.clear(card.getByLabelText('IFSC'));
    await user.type(card.getByLabelText('IFSC'), 'hdfc0001234');
    await user.click(card.getByRole('button', { name: 'Save payout method' }));

    expect(await card.findByText('Bank account')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      {
        method: 'PUT',
        path: '/api/v2/add-seller-withdraw-methods',
        body: {
          type: 'bank',
          holderName: 'Asha Verma',
          accountNumber: '50100123456789',
          ifsc: 'HDFC0001234',
          bankName: null,
        },
      },
    ]);
    expect(card.getByText(/6789/).textContent).toBe('••••ending in 6789');
    expect(card.queryByText('50100123456789')).not.toBeInTheDocument();
    expect(await screen.findByText(/Payout method saved/)).toBeInTheDocument();
    // The request form now names where the money goes.
    expect((await requestForm()).getByText(/^Paid to:/)).toHaveTextContent(
      'Paid to: Bank account ••••6789 (Asha Verma)',
    );
  });

  it('refuses a short account number and a bad UPI id before sending', async () => {
    const api = mockMoneyApi({ method: null });
    const user = setupUser();
    renderWithdrawPage();

    const card = await methodCard();
    await user.click(await card.findByRole('button', { name: 'Add payout method' }));
    await user.type(card.getByLabelText('Account number'), '12345678');
    await user.click(card.getByRole('button', { name: 'Save payout method' }));
    expect(await card.findByText('An account number has 9 to 18 digits.')).toBeInTheDocument();
    expect(card.getByText('Enter the name on the bank account.')).toBeInTheDocument();

    await user.click(card.getByRole('radio', { name: /UPI/ }));
    await user.type(card.getByLabelText('UPI id'), 'asha-okhdfc');
    await user.click(card.getByRole('button', { name: 'Save payout method' }));
    expect(
      await card.findByText('A UPI id looks like name@handle, such as yourname@okhdfcbank.'),
    ).toBeInTheDocument();
    expect(writesOf(api)).toEqual([]);
  });

  it('replaces the method with a UPI id', async () => {
    const api = mockMoneyApi({ method: aBankMethod() });
    const user = setupUser();
    renderWithdrawPage();

    const card = await methodCard();
    await user.click(await card.findByRole('button', { name: 'Replace' }));
    expect(card.getByText(/Saving replaces your current payout method/)).toBeInTheDocument();
    await user.click(card.getByRole('radio', { name: /UPI/ }));
    await user.type(card.getByLabelText('UPI id'), '  asha.verma@okhdfcbank ');
    await user.click(card.getByRole('button', { name: 'Save payout method' }));

    expect(await card.findByText('asha.verma@okhdfcbank')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      {
        method: 'PUT',
        path: '/api/v2/add-seller-withdraw-methods',
        body: { type: 'upi', upiId: 'asha.verma@okhdfcbank' },
      },
    ]);
  });

  it('shows the server’s 400 next to the field it names', async () => {
    const api = mockMoneyApi({ method: null });
    server.use(
      http.put('/api/v2/add-seller-withdraw-methods', () =>
        apiError(400, ErrorCode.VALIDATION_FAILED, 'Some fields are not valid.', {
          ifsc: 'no bank branch has this IFSC',
        }),
      ),
    );
    const user = setupUser();
    renderWithdrawPage();

    const card = await methodCard();
    await user.click(await card.findByRole('button', { name: 'Add payout method' }));
    await user.type(card.getByLabelText("Account holder's name"), 'Asha Verma');
    await user.type(card.getByLabelText('Account number'), '123456789');
    await user.type(card.getByLabelText('Confirm account number'), '123456789');
    await user.type(card.getByLabelText('IFSC'), 'ABCD0123456');
    await user.type(card.getByLabelText(/Bank name/), 'Example Bank');
    await user.click(card.getByRole('button', { name: 'Save payout method' }));

    expect(await card.findByText('No bank branch has this IFSC')).toBeInTheDocument();
    expect(card.getByLabelText('IFSC')).toHaveAttribute('aria-invalid', 'true');
    expect(card.getByLabelText('IFSC')).toHaveFocus();
    expect(card.queryByText('Some fields are not valid.')).not.toBeInTheDocument();
    expect(api.method).toBeNull();
  });

  it('deletes the method only once the question is answered Delete', async () => {
    const api = mockMoneyApi({ method: aUpiMethod() });
    const user = setupUser();
    renderWithdrawPage();

    const card = await methodCard();
    await user.click(await card.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure to confirm delete ?' });
    expect(dialog).toHaveTextContent('UPI asha.verma@okhdfcbank');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writesOf(api)).toEqual([]);
    expect(card.getByText('asha.verma@okhdfcbank')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await card.findByText(/No payout method yet/)).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      { method: 'DELETE', path: '/api/v2/delete-withdraw-methods', body: undefined },
    ]);
    expect(await screen.findByText('Payout method deleted.')).toBeInTheDocument();
  });

  it('takes a seller whose session ended to sign in', async () => {
    mockMoneyApi();
    server.use(http.get('/api/v2/shop-ledger', signedOut));
    const { router } = renderWithdrawPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Seller sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop-login');
  });

  it('takes a seller whose session ends on a request to sign in', async () => {
    mockMoneyApi();
    server.use(http.post('/api/v2/create-withdraw-request', signedOut));
    const user = setupUser();
    const { router } = renderWithdrawPage();

    await askFor(user, '1000');

    expect(await screen.findByRole('heading', { level: 1, name: 'Seller sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop-login');
  });

  it('offers a way to try again when the history cannot be loaded', async () => {
    mockMoneyApi({ lines: [aLine()] });
    let fail = true;
    server.use(
      http.get('/api/v2/shop-ledger', ({ request }) => {
        if (fail) return apiError(500, ErrorCode.INTERNAL, 'Something went wrong on our side.');
        const url = new URL(request.url);
        return HttpResponse.json({
          success: true,
          balance: { available: 999, pending: 0, held: 0, paidOut: 0 },
          lines: [aLine()],
          total: 1,
          page: Number(url.searchParams.get('page')),
          limit: 20,
        });
      }),
    );
    const user = setupUser();
    renderWithdrawPage();

    const history = within(await region('Money history'));
    expect(await history.findByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(await figure('Available')).toBe('Not available');
    expect(
      (await requestForm()).getByText(/could not be loaded, so the form stays closed/),
    ).toBeInTheDocument();
    fail = false;
    await user.click(history.getByRole('button', { name: 'Try again' }));

    expect(await history.findByRole('rowheader', { name: 'Sale' })).toBeInTheDocument();
    await waitFor(async () => expect(await figure('Available')).toBe('₹999.00'));
  });

  it('tells a new shop what will appear', async () => {
    mockMoneyApi({ balance: { available: 0, pending: 0, held: 0, paidOut: 0 }, method: null });
    renderWithdrawPage();

    expect(
      await within(await region('Money history')).findByText(/Nothing yet. When an order is delivered/),
    ).toBeInTheDocument();
    expect(
      await within(await region('Your withdraw requests')).findByText(/No withdraw requests yet/),
    ).toBeInTheDocument();
    expect(await figure('Available')).toBe('₹0.00');
  });
});
