import type { LedgerBalance, LedgerLine, PayoutMethod, Withdrawal } from '@/api';
import { HttpResponse, http } from 'msw';

import { ErrorCode } from '@/api';
import { RequireSeller } from '@/lib/session';
import { aSeller } from '@/test/auth';
import { lazyRoute, renderRoutes, standIn } from '@/test/harness';
import { requestRecorder } from '@/test/requests';
import { apiError, server } from '@/test/server';

import { sellerWithdrawPages } from './index';

// Test fixtures for the seller's money page: the page mounted as the route table will mount it
// (lazily, behind the seller guard), ledger lines, requests and payout methods shaped as
// docs/orders.md has them, and a mocked shop that keeps its money as the server would and
// records every call.

export const WITHDRAW_PATH = '/shop-dashboard-withdraw-money';

/**
 * Renders the money page at `path` with toasts and a QueryClient without retries. The seller's
 * session is the mocked API's (`mockMoneyApi`), which answers GET /getseller.
 */
export function renderWithdrawPage(path = WITHDRAW_PATH) {
  return renderRoutes(
    [
      {
        element: <RequireSeller />,
        children: [lazyRoute('shop-dashboard-withdraw-money', sellerWithdrawPages.withdraw)],
      },
      standIn('shop-login', 'Seller sign-in'),
    ],
    { path },
  );
}

export const aBankMethod = (
  overrides: Partial<Extract<PayoutMethod, { type: 'bank' }>> = {},
): PayoutMethod => ({
  type: 'bank',
  holderName: 'Asha Verma',
  bankName: 'HDFC Bank',
  ifsc: 'HDFC0001234',
  accountLast4: '6789',
  ...overrides,
});

export const aUpiMethod = (upiId = 'asha.verma@okhdfcbank'): PayoutMethod => ({ type: 'upi', upiId });

/** A ledger line; by default a delivered order's sale, credited to `pending` as delivery credits it. */
export function aLine(overrides: Partial<LedgerLine> = {}): LedgerLine {
  return {
    _id: 'line-1',
    kind: 'sale_credit',
    reverses: null,
    account: 'pending',
    amount: 999,
    orderId: 'order-0001abcd',
    withdrawalId: null,
    createdAt: '2026-11-24T06:30:00Z',
    ...overrides,
  };
}

export function aWithdraw(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    _id: 'withdraw-1',
    shopId: 'shop-1',
    shopName: 'Haat Demo Bazaar',
    amount: 1500,
    status: 'Processing',
    payout: aBankMethod(),
    reason: null,
    createdAt: '2026-11-24T06:30:00Z',
    decidedAt: null,
    ...overrides,
  };
}

const paise = (rupees: number) => Math.round(rupees * 100);
const page = (url: URL, fallback: number) => ({
  page: Number(url.searchParams.get('page') ?? 1),
  limit: Number(url.searchParams.get('limit') ?? fallback),
});

/**
 * Shop-1's money as the server keeps it: the balance, the ledger and the requests a page at a
 * time; the payout method (stored masked); requests refused as the contract refuses them (409
 * `no_payout_method`, 400 on `amount`) or held at once (two ledger lines). GET /getseller answers
 * the seller with `availableBalance` and `withdrawMethod`. `calls` records every request.
 */
export function mockMoneyApi(
  initial: {
    balance?: LedgerBalance;
    method?: PayoutMethod | null;
    lines?: LedgerLine[];
    withdraws?: Withdrawal[];
  } = {},
) {
  const { calls, record } = requestRecorder();
  const api = {
    balance: initial.balance ?? { available: 5000, pending: 0, held: 0, paidOut: 0 },
    method: initial.method === undefined ? aBankMethod() : initial.method,
    lines: [...(initial.lines ?? [])],
    withdraws: [...(initial.withdraws ?? [])],
    calls,
    created: 0,
  };
  server.use(
    http.get('/api/v2/getseller', async ({ request }) => {
      await record(request);
      return HttpResponse.json({
        success: true,
        seller: { ...aSeller(), availableBalance: api.balance.available, withdrawMethod: api.method },
      });
    }),
    http.get('/api/v2/shop-ledger', async ({ request }) => {
      const { url } = await record(request);
      const { page: at, limit } = page(url, 20);
      return HttpResponse.json({
        success: true,
        balance: api.balance,
        lines: api.lines.slice((at - 1) * limit, at * limit),
        total: api.lines.length,
        page: at,
        limit,
      });
    }),
    http.get('/api/v2/shop-withdraw-requests', async ({ request }) => {
      const { url } = await record(request);
      const { page: at, limit } = page(url, 20);
      return HttpResponse.json({
        success: true,
        withdraws: api.withdraws.slice((at - 1) * limit, at * limit),
        total: api.withdraws.length,
        page: at,
        limit,
      });
    }),
    http.put('/api/v2/add-seller-withdraw-methods', async ({ request }) => {
      const { body } = await record(request);
      const sent = body as Record<string, string | null>;
      api.method =
        sent.type === 'upi'
          ? { type: 'upi', upiId: sent.upiId ?? '' }
          : {
              type: 'bank',
              holderName: sent.holderName ?? '',
              bankName: sent.bankName ?? null,
              ifsc: sent.ifsc ?? '',
              accountLast4: (sent.accountNumber ?? '').slice(-4),
            };
      return HttpResponse.json({ success: true, withdrawMethod: api.method });
    }),
    http.delete('/api/v2/delete-withdraw-methods', async ({ request }) => {
      await record(request);
      if (!api.method) return apiError(404, ErrorCode.NOT_FOUND, 'There is no payout method.');
      api.method = null;
      return HttpResponse.json({ success: true, message: 'Payout method deleted.' });
    }),
    http.post('/api/v2/create-withdraw-request', async ({ request }) => {
      const { body } = await record(request);
      const { amount } = body as { amount: number };
      if (!api.method) {
        const message = 'Add a payout method before asking for a withdrawal.';
        return apiError(409, ErrorCode.NO_PAYOUT_METHOD, message, { withdrawMethod: message });
      }
      if (paise(amount) < 100_000) {
        const message = 'A withdrawal is at least ₹1,000.00.';
        return apiError(400, ErrorCode.VALIDATION_FAILED, message, { amount: message });
      }
      if (paise(amount) > paise(api.balance.available)) {
        const message = `You have ₹${api.balance.available} available.`;
        return apiError(400, ErrorCode.VALIDATION_FAILED, message, { amount: message });
      }
      api.created += 1;
      const withdraw = aWithdraw({
        _id: `withdraw-new-${api.created}`,
        amount,
        payout: api.method,
        createdAt: '2026-11-25T12:00:00Z',
      });
      api.withdraws = [withdraw, ...api.withdraws];
      api.balance = {
        ...api.balance,
        available: (paise(api.balance.available) - paise(amount)) / 100,
        held: (paise(api.balance.held) + paise(amount)) / 100,
      };
      const hold = { kind: 'withdrawal_hold' as const, orderId: null, withdrawalId: withdraw._id };
      api.lines = [
        aLine({ ...hold, _id: `hold-held-${api.created}`, account: 'held', amount }),
        aLine({ ...hold, _id: `hold-available-${api.created}`, account: 'available', amount: -amount }),
        ...api.lines,
      ];
      return HttpResponse.json({ success: true, withdraw }, { status: 201 });
    }),
  );
  return api;
}
