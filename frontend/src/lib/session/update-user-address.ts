import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { UserAddressBody } from '@/api';
import { zUserResponse } from '@/api/schemas';
import { apiFetch } from '@/lib/api';
import { accountChanged } from './changes';

/**
 * PUT /api/v2/update-user-address: adds an address to the shopper's book, from the account page or
 * from the checkout's "Save this address". 409 `address_type_taken`.
 */
export async function updateUserAddress(body: UserAddressBody) {
  return (await apiFetch('/api/v2/update-user-address', zUserResponse, { method: 'PUT', json: body })).user;
}

export function useUpdateUserAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserAddress,
    onSuccess: (user) => accountChanged(queryClient, 'user', user),
    meta: { session: 'user' },
  });
}
