import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { User } from '@/api';
import { zAdminUsersPage } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

import { adminKeys } from './keys';
import { type ListQuery, listSearch } from './list-query';
import { type Paged, paged } from './paged';

/** GET /api/v2/admin-get-all-users: one page of the shoppers and Admins; `search` matches name or email. */
export async function getUsers(query: ListQuery, signal?: AbortSignal): Promise<Paged<User>> {
  const answer = await apiFetch(`/api/v2/admin-get-all-users?${listSearch(query)}`, zAdminUsersPage, {
    signal,
  });
  return paged(answer.users, answer);
}

export const usersQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: adminKeys.userList(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    meta: { session: 'user' },
    placeholderData: keepPreviousData,
  });

export function useUsers(query: ListQuery) {
  return useQuery(usersQueryOptions(query));
}
