import { useSyncExternalStore } from 'react';

// The cart and the wishlist live in local storage under the original's keys (docs/product.md §7.3).
// This store reads them defensively (another tab, an old version or a user may have left
// anything there) and notifies every component when either changes, in this tab or another.

export const CART_KEY = 'cartItems';
export const WISHLIST_KEY = 'wishlistItems';

const CHANGE_EVENT = 'haat:local-list';
const EMPTY: readonly unknown[] = Object.freeze([]);
const cache = new Map<string, { raw: string | null; items: readonly unknown[] }>();

function read(key: string): readonly unknown[] {
  const raw = window.localStorage.getItem(key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.items;
  let items: readonly unknown[] = EMPTY;
  try {
    const parsed: unknown = raw === null ? [] : JSON.parse(raw);
    items = Array.isArray(parsed) ? parsed : EMPTY;
  } catch {
    items = EMPTY;
  }
  cache.set(key, { raw, items });
  return items;
}

export function writeList(key: string, items: readonly unknown[]): void {
  window.localStorage.setItem(key, JSON.stringify(items));
  notifyLocalChange(key);
}

/** Tells this tab's readers of local storage that `key` changed (other tabs hear of it by themselves). */
export function notifyLocalChange(key: string): void {
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

/** Calls `onChange` whenever local storage changes, in this tab or another; answers the way to stop. */
export function subscribeLocal(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The raw stored list; features parse its items with their own schemas. */
export function useLocalList(key: string): readonly unknown[] {
  return useSyncExternalStore(
    subscribeLocal,
    () => read(key),
    () => EMPTY,
  );
}
