import type { QueryClient } from '@tanstack/react-query';

import { sellerQueryOptions, userQueryOptions } from '@/features/auth';
import { ApiError } from '@/lib/api';

import { orderKeys } from '../../api/keys';
import type { Order } from '../../api/schemas';

/** Who is managing orders: the seller's session and the Admin's are different sign-ins. */
export type Manager = 'seller' | 'admin';

/**
 * A 401 means the session is over (expired, or ended elsewhere). Forgetting who was signed in
 * lets the route guard take them to sign in instead of leaving a page whose every call fails.
 */
export function forgetSessionIfSignedOut(queryClient: QueryClient, error: unknown, who: Manager): void {
  if (!(error instanceof ApiError) || error.status !== 401) return;
  if (who === 'seller') queryClient.setQueryData(sellerQueryOptions().queryKey, null);
  else queryClient.setQueryData(userQueryOptions().queryKey, null);
}

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
