/** Every query key of the auth feature. Reads, writes and invalidations use these only. */
export const authKeys = {
  all: ['auth'] as const,
  /** The signed-in shopper (or Admin); `null` when signed out. */
  user: () => [...authKeys.all, 'user'] as const,
  /** The signed-in seller's shop; `null` when signed out. */
  seller: () => [...authKeys.all, 'seller'] as const,
  /** Whether the shopper or the seller signed out on purpose (since their last sign-in). */
  signedOut: (who: 'user' | 'seller') => [...authKeys.all, 'signed-out', who] as const,
};
