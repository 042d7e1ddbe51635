import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { CartLine, Quote, QuoteBody } from '@/api';
import { zQuoteResponse } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { orderKeys } from '@/lib/orders/keys';

/**
 * POST /api/v2/cart/quote: the server's prices, stock and totals for a cart and a coupon. The
 * only source of the amounts the checkout shows. With a PIN code, each line also says when it
 * arrives there (`estimatedDate`), or that its shop does not deliver there (`not_deliverable`).
 * 400 `validation_failed` names the bad lines.
 */
export async function quoteCart(
  cart: readonly CartLine[],
  couponCode: string | null,
  pincode: string | null,
  signal?: AbortSignal,
): Promise<Quote> {
  return (
    await apiFetch('/api/v2/cart/quote', zQuoteResponse, {
      method: 'POST',
      json: { cart: [...cart], couponCode, pincode } satisfies QuoteBody,
      signal,
    })
  ).quote;
}

export const quoteQueryOptions = (
  cart: readonly CartLine[],
  couponCode: string | null,
  pincode: string | null,
) =>
  queryOptions({
    queryKey: orderKeys.quote(cart, couponCode, pincode),
    queryFn: ({ signal }) => quoteCart(cart, couponCode, pincode, signal),
    // Prices and stock move: ask again whenever the page is opened or the shopper comes back to it.
    staleTime: 0,
    // A change of size or coupon keeps the last quote on screen (marked as updating) until the new one arrives.
    placeholderData: keepPreviousData,
  });

export function useQuote(
  cart: readonly CartLine[],
  couponCode: string | null,
  { enabled = true, pincode = null }: { enabled?: boolean; pincode?: string | null } = {},
) {
  return useQuery({ ...quoteQueryOptions(cart, couponCode, pincode), enabled: enabled && cart.length > 0 });
}
