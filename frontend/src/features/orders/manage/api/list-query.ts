import type { OrderStatus } from '@/api';

/** docs/orders.md: lists answer 20 orders a page unless asked otherwise (1–100). */
export const PAGE_SIZE = 20;

/** docs/orders.md: the server reads at most 100 characters of `q`. */
export const SEARCH_MAX = 100;

/** What one page of a shop's or the Admin's order list asks for. Plain data: also its cache key. */
export type OrderListQuery = {
  page: number;
  limit: number;
  /** Only orders in one of these statuses; none means every status. */
  status: OrderStatus[];
  /**
   * Only orders matching this, searched by the server across every page: the order id's start, the
   * buyer's name or email, the shop's name, the addressee or the invoice number. Blank or absent
   * for every order.
   */
  q?: string;
};

/**
 * The list's query string, leaving out a blank search:
 * `?page=2&limit=20&status=Processing Refund&status=Refund Success&q=priya`.
 */
export function listSearch({ page, limit, status, q }: OrderListQuery): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  for (const value of status) params.append('status', value);
  const wanted = q?.trim().slice(0, SEARCH_MAX);
  if (wanted) params.set('q', wanted);
  return params.toString();
}
