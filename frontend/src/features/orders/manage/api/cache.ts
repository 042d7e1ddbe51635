import type { QueryClient } from '@tanstack/react-query';

import type { Order } from '@/api';
import { orderKeys } from '@/lib/orders/keys';

/** Who is managing orders: the seller's session and the Admin's are different sign-ins. */
export type Manager = 'seller' | 'admin';

/**
 * An order changed: the page shows the server's answer at once (so the selector never offers the
 * old choices in between), and every order answer, lists and the shopper's views included,
 * reloads behind it.
 */
export function orderChanged(queryClient: QueryClient, order: Order): void {
  const keep = (cached: Order | undefined) => (cached ? order : cached);
  queryClient.setQueryData<Order>(orderKeys.adminOrder(order._id), keep);
  queryClient.setQueryData<Order>(orderKeys.shopOrder(order._id, order.shopId), keep);
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
}
