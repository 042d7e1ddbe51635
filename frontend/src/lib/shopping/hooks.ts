import { useMemo } from 'react';

import { CART_KEY, WISHLIST_KEY, useLocalList, writeList } from '../local-list';
import { notify } from '../toast';

import {
  type CartChoice,
  type CartItem,
  addToCart,
  cartSubtotal,
  decrementQty,
  incrementQty,
  parseCart,
  removeFromCart,
} from './cart';
import type { Outcome, ShoppableProduct } from './product';
import {
  type WishlistItem,
  addToWishlist,
  isInWishlist,
  parseWishlist,
  removeFromWishlist,
  toggleWishlist,
} from './wishlist';

// Thin hooks over the pure rules: read the list, apply a rule, store the result when it changed,
// and tell the shopper. Every page that touches the cart or wishlist goes through these.

/**
 * The list as stored right now. Actions read it at call time rather than from the last render,
 * so two actions in one event (move to cart, then remove from wishlist) never undo each other.
 */
function readNow(key: string): readonly unknown[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

function apply<T>(
  key: string,
  parse: (stored: readonly unknown[]) => T[],
  rule: (items: T[]) => Outcome<T>,
): Outcome<T> {
  const outcome = rule(parse(readNow(key)));
  if (outcome.ok) writeList(key, outcome.items);
  if (outcome.message) {
    if (outcome.ok) notify.success(outcome.message);
    else notify.error(outcome.message);
  }
  return outcome;
}

export function useCart() {
  const stored = useLocalList(CART_KEY);
  return useMemo(() => {
    const items = parseCart(stored);
    return { items, count: items.length, subtotal: cartSubtotal(items) };
  }, [stored]);
}

export type CartActions = {
  add: (product: ShoppableProduct, choice?: CartChoice) => Outcome<CartItem>;
};

/** Changing the cart's lines, each by its key ([`cartLineKey`]). */
export type CartLineActions = {
  increment: (key: string) => Outcome<CartItem>;
  decrement: (key: string) => Outcome<CartItem>;
  remove: (key: string) => Outcome<CartItem>;
};

/** Adding to the cart, with the original's toasts. Stable across renders. */
export function useCartActions(): CartActions {
  return useMemo(
    () => ({
      add: (product, choice) => apply(CART_KEY, parseCart, (items) => addToCart(items, product, choice)),
    }),
    [],
  );
}

/**
 * Changing the cart's lines, with the original's toasts. Stable across renders. Apart from
 * [`useCartActions`], so the pages that only add (the storefront's first pages) do not carry these.
 */
export function useCartLineActions(): CartLineActions {
  return useMemo(
    () => ({
      increment: (key) => apply(CART_KEY, parseCart, (items) => incrementQty(items, key)),
      decrement: (key) => apply(CART_KEY, parseCart, (items) => decrementQty(items, key)),
      remove: (key) => apply(CART_KEY, parseCart, (items) => removeFromCart(items, key)),
    }),
    [],
  );
}

export function useWishlist() {
  const stored = useLocalList(WISHLIST_KEY);
  return useMemo(() => {
    const items = parseWishlist(stored);
    return { items, count: items.length, has: (id: string) => isInWishlist(items, id) };
  }, [stored]);
}

/** How many products are saved, for the header's badge. */
export function useWishlistCount(): number {
  return useWishlist().count;
}

export type WishlistActions = {
  add: (product: ShoppableProduct) => Outcome<WishlistItem>;
  remove: (id: string) => Outcome<WishlistItem>;
  toggle: (product: ShoppableProduct) => Outcome<WishlistItem>;
  /**
   * Adds a saved product to the cart by the cart's rules and toasts, and unsaves it only when
   * the cart took it (a product already in the cart, or out of stock, stays saved).
   */
  moveToCart: (product: ShoppableProduct, choice?: CartChoice) => Outcome<CartItem>;
};

/** The wishlist's actions, with short toasts. Stable across renders. */
export function useWishlistActions(): WishlistActions {
  return useMemo(
    () => ({
      add: (product) => apply(WISHLIST_KEY, parseWishlist, (items) => addToWishlist(items, product)),
      remove: (id) => apply(WISHLIST_KEY, parseWishlist, (items) => removeFromWishlist(items, id)),
      toggle: (product) => apply(WISHLIST_KEY, parseWishlist, (items) => toggleWishlist(items, product)),
      moveToCart: (product, choice) => {
        const outcome = apply(CART_KEY, parseCart, (items) => addToCart(items, product, choice));
        if (outcome.ok) {
          // Quietly: the cart's toast already says where the product went.
          writeList(
            WISHLIST_KEY,
            removeFromWishlist(parseWishlist(readNow(WISHLIST_KEY)), product._id).items,
          );
        }
        return outcome;
      },
    }),
    [],
  );
}
