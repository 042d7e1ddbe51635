import type { QueryClient } from '@tanstack/react-query';

import type { Order } from '@/api';

import { orderKeys } from './keys';

/**
 * Keeps the orders just placed (or just paid), so their pages open at once, and marks the order
 * lists stale.
 */
export function rememberPlacedOrders(queryClient: QueryClient, orders: readonly Order[]) {
  // Not refetched now: the checkout's own quote is among these keys, and its cart has just gone.
  void queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
  for (const order of orders) queryClient.setQueryData(orderKeys.userOrder(order._id), order);
}
