import { queryOptions, useQuery } from '@qa/shared/kernel/query/react-query';
import { mainApi } from '@qa/shared/data/api-client';
import type { User } from '@qa/shared/kernel/entities/user';
import { userKeys } from './user-keys';

// Also exported here, where the questionnaire skip takes them: importing them from user-keys.ts
// there instead splits the query library into one more chunk (+0.5 KB gzip where data is read).
export { userKeys };

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
