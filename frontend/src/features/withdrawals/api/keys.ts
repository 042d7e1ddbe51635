/**
 * Every query key of the withdrawals feature. Reads, writes and invalidations use these only; they
 * all hang off `withdrawalKeys.all`, and each names the shop, so one seller's figures are never
 * shown to another who signs in later in the same browser.
 */
export const withdrawalKeys = {
  all: ['withdrawals'] as const,
  /** Everything of one shop. */
  shop: (shopId: string) => [...withdrawalKeys.all, shopId] as const,
  /** The shop's payout method and available balance, as GET /getseller tells them. */
  payoutAccount: (shopId: string) => [...withdrawalKeys.shop(shopId), 'payout-account'] as const,
  /** Every page of the shop's ledger (GET /shop-ledger). */
  ledgers: (shopId: string) => [...withdrawalKeys.shop(shopId), 'ledger'] as const,
  ledger: (shopId: string, page: number, limit: number) =>
    [...withdrawalKeys.ledgers(shopId), { page, limit }] as const,
  /** The shop's settlement statement for a month (GET /shop-statement). */
  statement: (shopId: string, month: string) => [...withdrawalKeys.shop(shopId), 'statement', month] as const,
  /** Every page of the shop's own withdraw requests (GET /shop-withdraw-requests). */
  requestLists: (shopId: string) => [...withdrawalKeys.shop(shopId), 'requests'] as const,
  requests: (shopId: string, page: number, limit: number) =>
    [...withdrawalKeys.requestLists(shopId), { page, limit }] as const,
};
