// Facts the help pages state that no shared module holds yet (docs/admin.md, docs/product.md
// §7.7); the server is the authority and enforces them.

/** The platform coupon a new newsletter subscriber is emailed. */
export const NEWSLETTER_COUPON = { percent: 20, maxRupees: 500, validDays: 30 } as const;

/** The smallest withdrawal a seller may request. */
export const MIN_WITHDRAWAL_RUPEES = 1000;
