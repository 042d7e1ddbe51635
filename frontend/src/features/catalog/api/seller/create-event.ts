import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

import { productSchema } from '../schemas';
import { type ProductBody, productFormData } from './product-body';
import { refreshCatalog } from './cache';

export const createEventResponse = z.object({ success: z.literal(true), event: productSchema });

export type EventBody = ProductBody & { startDate: Date; endDate: Date };

/**
 * POST /api/v2/create-event (multipart): the product fields plus `startDate` and `endDate`. They
 * are sent in UTC (RFC 3339 with `Z`), so the server reads the instant the seller chose in their
 * own time zone. 400 names every wrong field, the dates included.
 */
export async function createEvent(body: EventBody) {
  const form = productFormData(body);
  form.append('startDate', body.startDate.toISOString());
  form.append('endDate', body.endDate.toISOString());
  return (await apiFetch('/api/v2/create-event', createEventResponse, { method: 'POST', body: form })).event;
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => {
      void refreshCatalog(queryClient);
    },
    meta: { session: 'seller' },
  });
}
