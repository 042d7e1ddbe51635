import type { QueryClient } from '@tanstack/react-query';

import { sessionKeys } from '@/lib/session';

import { withdrawalKeys } from './keys';

/**
 * After money or the payout method changed: the shop's figures here, and the signed-in seller
 * (GET /getseller carries the balance and the method too), are read again.
 */
export function refreshShopMoney(queryClient: QueryClient, shopId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: withdrawalKeys.shop(shopId) }),
    queryClient.invalidateQueries({ queryKey: sessionKeys.seller() }),
  ]);
}
