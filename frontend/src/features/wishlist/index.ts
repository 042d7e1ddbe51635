import { WISHLIST_KEY, useLocalList } from '@/lib/local-list';

/** How many products the shopper has saved (SPEC.md §3: local storage, `wishlistItems`). */
export function useWishlistCount(): number {
  return useLocalList(WISHLIST_KEY).filter((item) => typeof item === 'object' && item !== null).length;
}
