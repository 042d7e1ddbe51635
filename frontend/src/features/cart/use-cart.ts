import { useMemo } from 'react';

import { CART_KEY, useLocalList } from '@/lib/local-list';

import { cartSubtotal, parseCart } from './model';

export function useCart() {
  const stored = useLocalList(CART_KEY);
  return useMemo(() => {
    const items = parseCart(stored);
    return { items, count: items.length, subtotal: cartSubtotal(items) };
  }, [stored]);
}
