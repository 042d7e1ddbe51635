import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { ShopDelivery } from '@/api';
import { zShopDeliveryResponse } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

// Where the signed-in seller's shop delivers, and in how many days (docs/orders.md "Delivery areas
// and estimates"): all of India or only the states and PIN-code prefixes it lists; the days to
// dispatch, then the courier's days to the same city (the first three PIN digits), the same state
// (judged from the PIN code) or the rest of India, each 0 to 30.

/**
 * The query keys of the shop's delivery terms. Each names the shop, so one seller's terms are
 * never shown to another who signs in later in the same browser.
 */
export const shopDeliveryKeys = {
  all: ['shop-delivery'] as const,
  shop: (shopId: string) => [...shopDeliveryKeys.all, shopId] as const,
};

/**
 * GET /api/v2/shop-delivery: the signed-in shop's delivery terms; a shop that never saved them
 * has the defaults (all of India; 2 days to dispatch; 1, 3 or 6 days by zone). 401 when signed out.
 */
export async function getShopDelivery(signal?: AbortSignal): Promise<ShopDelivery> {
  return (await apiFetch('/api/v2/shop-delivery', zShopDeliveryResponse, { signal })).delivery;
}

/**
 * PUT /api/v2/shop-delivery: replaces the terms; answers them as saved (state names as Haat spells
 * them). With `india` the lists are ignored. 400 names each wrong field in `error.fields`:
 * `states[i]`, `pinPrefixes[i]`, `states` or `pinPrefixes` (too many, or an entry twice), `area`
 * (a list with nothing in it) and each of the days. 401 when signed out.
 */
export async function updateShopDelivery(body: ShopDelivery): Promise<ShopDelivery> {
  return (await apiFetch('/api/v2/shop-delivery', zShopDeliveryResponse, { method: 'PUT', json: body }))
    .delivery;
}

export const shopDeliveryQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: shopDeliveryKeys.shop(shopId),
    queryFn: ({ signal }) => getShopDelivery(signal),
    meta: { session: 'seller' },
  });

/** The delivery terms of `shopId`, the signed-in seller's shop. */
export function useShopDelivery(shopId: string) {
  return useQuery(shopDeliveryQueryOptions(shopId));
}

/** Saves the delivery terms of `shopId`; the answer becomes the query's data. */
export function useUpdateShopDelivery(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShopDelivery,
    onSuccess: (delivery) => queryClient.setQueryData(shopDeliveryQueryOptions(shopId).queryKey, delivery),
    meta: { session: 'seller' },
  });
}
