import type { RouteObject } from 'react-router';

// The withdrawals feature's entry for the seller dashboard. The page is its own lazy chunk, so its
// forms and tables cost nothing until a seller opens it.

type LazyPage = () => Promise<Pick<RouteObject, 'Component'>>;

/**
 * The seller's money page, loaded lazily by the route table, inside the seller guard and layout:
 * `withdraw` at /shop-dashboard-withdraw-money (balance, payout method, requests, ledger history).
 */
export const sellerWithdrawPages = {
  withdraw: async () => ({ Component: (await import('./routes/WithdrawMoneyPage')).WithdrawMoneyPage }),
} satisfies Record<string, LazyPage>;
