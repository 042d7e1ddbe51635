import { useMutation } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { z } from '@/lib/zod';

export const shopCreateResponse = z.object({ success: z.literal(true), message: z.string() });

export type ShopCreateBody = {
  name: string;
  shopName: string;
  email: string;
  phone: string;
  address: string;
  zipCode: string;
  password: string;
  gstin?: string;
  pan?: string;
};

/** POST /api/v2/shop-create: registers an inactive shop and emails an activation link. 409 `email_taken`. */
export async function shopCreate(body: ShopCreateBody) {
  return (await apiFetch('/api/v2/shop-create', shopCreateResponse, { method: 'POST', json: body })).message;
}

export function useShopCreate() {
  return useMutation({ mutationFn: shopCreate });
}
