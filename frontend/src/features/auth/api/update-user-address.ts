import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api';
import { type AddressType, userQueryOptions } from '@/lib/session';
import { userSchema } from '@/lib/session/schemas';
import { z } from '@/lib/zod';

export const updateUserAddressResponse = z.object({ success: z.literal(true), user: userSchema });

export type AddressBody = {
  addressType: AddressType;
  country: string;
  state: string;
  city: string;
  pincode: string;
  address1: string;
  address2: string | null;
};

/** PUT /api/v2/update-user-address: adds an address. 409 `address_type_taken`. */
export async function updateUserAddress(body: AddressBody) {
  return (
    await apiFetch('/api/v2/update-user-address', updateUserAddressResponse, { method: 'PUT', json: body })
  ).user;
}

export function useUpdateUserAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserAddress,
    onSuccess: (user) => queryClient.setQueryData(userQueryOptions().queryKey, user),
    meta: { session: 'user' },
  });
}
