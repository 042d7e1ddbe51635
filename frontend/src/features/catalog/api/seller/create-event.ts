import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ProductForm } from '@/api';
import { zSavedEvent } from '@/api/schemas';
import { type UploadControl, apiUpload } from '@/lib/upload';

import { refreshCatalog } from './cache';
import { productFormData } from './product-body';

/** A product's fields and the event's window, as the instants the seller chose. */
export type EventBody = Omit<ProductForm, 'startDate' | 'endDate' | 'keepImages'> & {
  startDate: Date;
  endDate: Date;
};

/**
 * POST /api/v2/create-event (multipart): the product fields plus `startDate` and `endDate`. They
 * are sent in UTC (RFC 3339 with `Z`), so the server reads the instant the seller chose in their
 * own time zone. 400 names every wrong field, the dates included. `upload` follows and cancels the
 * sending.
 */
export async function createEvent({ startDate, endDate, ...product }: EventBody, upload: UploadControl = {}) {
  const form = productFormData({
    ...product,
    startDate: startDate.toISOString(),
    endDate: endDate.toISOString(),
  });
  return (await apiUpload('/api/v2/create-event', zSavedEvent, { method: 'POST', body: form, ...upload }))
    .event;
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, upload }: { body: EventBody; upload?: UploadControl }) => createEvent(body, upload),
    onSuccess: () => {
      void refreshCatalog(queryClient);
    },
    meta: { session: 'seller' },
  });
}
