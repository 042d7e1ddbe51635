/** Who a session belongs to: the shopper (or the Admin, who signs in as a user) or the seller. */
export type Who = 'user' | 'seller';

/** Every query key of the session. Reads, writes and invalidations use these only. */
export const sessionKeys = {
  all: ['auth'] as const,
  /** The signed-in shopper (or Admin); `null` when signed out. */
  user: () => [...sessionKeys.all, 'user'] as const,
  /** The signed-in seller's shop; `null` when signed out. */
  seller: () => [...sessionKeys.all, 'seller'] as const,
  /** Whether the shopper or the seller signed out on purpose (since their last sign-in). */
  signedOut: (who: Who) => [...sessionKeys.all, 'signed-out', who] as const,
};
