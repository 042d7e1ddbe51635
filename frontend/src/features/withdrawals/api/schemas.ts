import { z } from '@/lib/zod';

// The shapes of docs/orders.md ("The ledger", "Withdrawals"). Optional values arrive as null; a
// missing key is read as null too, so a server that omits one does not break the page.
const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);

/**
 * A bank account as the seller sees it: masked to its last four digits. The Admin's copy carries
 * the whole number instead; should one ever reach this page, only its last four are kept.
 */
const bankMethodSchema = z
  .object({
    type: z.literal('bank'),
    holderName: z.string(),
    bankName: optional(z.string()),
    ifsc: z.string(),
    accountLast4: optional(z.string()),
    accountNumber: optional(z.string()),
  })
  .transform(({ accountNumber, accountLast4, ...method }) => ({
    ...method,
    accountLast4: accountLast4 ?? accountNumber?.slice(-4) ?? null,
  }));

const upiMethodSchema = z.object({ type: z.literal('upi'), upiId: z.string() });

/** Where a withdrawal is paid: a bank account (with IFSC) or a UPI id. */
export const payoutMethodSchema = z.discriminatedUnion('type', [bankMethodSchema, upiMethodSchema]);
export type PayoutMethod = z.infer<typeof payoutMethodSchema>;
export type BankMethod = Extract<PayoutMethod, { type: 'bank' }>;

/**
 * The shop's money by account, in rupees. A delivered order's earnings wait in `pending` until
 * its 14-day refund window closes, then move to `available`, the only account a withdrawal
 * draws on.
 */
export const balanceSchema = z.object({
  available: z.number(),
  pending: z.number(),
  held: z.number(),
  paidOut: z.number(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const WITHDRAW_STATUSES = ['Processing', 'Succeed', 'Rejected'] as const;

/** A withdraw request. `payout` is the method as it was when the request was made. */
export const withdrawSchema = z.object({
  _id: z.string(),
  shopId: optional(z.string()),
  shopName: optional(z.string()),
  amount: z.number(),
  /** `Processing`, `Succeed` or `Rejected`; any other is shown as the server says it. */
  status: z.string(),
  payout: optional(payoutMethodSchema),
  reason: optional(z.string()),
  createdAt: z.string(),
  decidedAt: optional(z.string()),
});
export type Withdraw = z.infer<typeof withdrawSchema>;

/** One posting to one of the shop's accounts; `amount` is signed (+ in, − out of that account). */
export const ledgerLineSchema = z.object({
  _id: z.string(),
  /**
   * `sale_credit`, `commission`, `refund_reversal`, `refund_window_closed` (a pair: out of
   * `pending`, into `available`), `withdrawal_hold`, `withdrawal_paid`, `hold_released`.
   */
  kind: z.string(),
  /** `available`, `pending` (awaiting the refund window), `held` or `paid_out`. */
  account: z.string(),
  amount: z.number(),
  orderId: optional(z.string()),
  withdrawalId: optional(z.string()),
  createdAt: z.string(),
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;

/** The paging part of a list's answer. */
export const pageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
