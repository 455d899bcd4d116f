import { queryOptions, useQuery } from '@qa/shared/kernel/query/react-query';
import { mainApi } from '@qa/shared/data/api-client';
import type { User } from '@qa/shared/kernel/entities/user';

export const userKeys = {
  all: ['users'] as const,
  byId: (id: number | null | undefined) => ['users', id ?? null] as const,
};

/** GET /users/{id} → `{users}` (docs/behaviour.md): the country and e-mail of the signed-in user, read by the host only. */
export async function getUser(id: number): Promise<User> {
  const { data } = await mainApi.get<{ users: User }>(`/users/${id}`);
  return data.users;
}

/** Only when the user id is known; cached forever (docs/behaviour.md). */
export const userQueryOptions = (id: number | null | undefined) =>
  queryOptions({
    queryKey: userKeys.byId(id),
    queryFn: () => getUser(id as number),
    enabled: typeof id === 'number',
    staleTime: Infinity,
  });

export function useUser(id: number | null | undefined) {
  return useQuery(userQueryOptions(id));
}
