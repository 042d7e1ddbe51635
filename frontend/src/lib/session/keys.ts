/** Who a session belongs to: the shopper (or the Admin, who signs in as a user) or the seller. */
export type Who = 'user' | 'seller';

/** Every query key of the session. Reads, writes and invalidations use these only. */
export const sessionKeys = {
  all: ['auth'] as const,
  /** Who is signed in as `who` (the shopper or Admin, or the seller's shop); `null` when nobody is. */
  account: <W extends Who>(who: W) => [...sessionKeys.all, who] as const,
  /** The signed-in shopper (or Admin). */
  user: () => sessionKeys.account('user'),
  /** The signed-in seller's shop. */
  seller: () => sessionKeys.account('seller'),
  /** Whether the shopper or the seller signed out on purpose (since their last sign-in). */
  signedOut: (who: Who) => [...sessionKeys.all, 'signed-out', who] as const,
};
