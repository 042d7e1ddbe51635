import { useMutation } from '@tanstack/react-query';

import { ErrorCode, type ProductReportBody } from '@/api';
import { zProductReported } from '@/api/schemas';
import { ApiError, apiFetch } from '@/lib/api';

/** What a shopper may report a product for (docs/catalog.md "Moderation"), in the form's order. */
export const REPORT_REASONS = ['counterfeit', 'prohibited', 'wrong_information', 'offensive'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The server's bound on the shopper's own words, in characters. */
export const REPORT_DETAILS_MAX = 1000;

/**
 * POST /api/v2/product-report: the signed-in shopper reports a product on the storefront to the
 * Admin. 400 names `productId`, `reason` or `details`; 401 signed out; 404 not on the storefront;
 * 409 `already_reported` while this account's earlier report on it is open.
 */
export async function reportProduct(body: ProductReportBody): Promise<void> {
  await apiFetch('/api/v2/product-report', zProductReported, { method: 'POST', json: body });
}

/** Whether a failure says this account has reported the product already. */
export const isAlreadyReported = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code === ErrorCode.ALREADY_REPORTED;

export function useReportProduct() {
  return useMutation({ mutationFn: reportProduct, meta: { session: 'user' } });
}
