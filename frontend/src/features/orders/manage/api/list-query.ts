import type { OrderStatus } from '@/api';

/** docs/orders.md: lists answer 20 orders a page unless asked otherwise (1–100). */
export const PAGE_SIZE = 20;

/** What one page of a shop's or the Admin's order list asks for. Plain data: also its cache key. */
export type OrderListQuery = {
  page: number;
  limit: number;
  /** Only orders in one of these statuses; none means every status. */
  status: OrderStatus[];
};

/** The list's query string: `?page=2&limit=20&status=Processing Refund&status=Refund Success`. */
export function listSearch({ page, limit, status }: OrderListQuery): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  for (const value of status) params.append('status', value);
  return params.toString();
}
