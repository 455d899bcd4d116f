import { useMutation, useQuery, useQueryClient } from '@qa/shared/kernel/query/react-query';
import { mainApi } from '@qa/shared/data/api-client';
import { learnerQuery } from '@qa/shared/data/content-query';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';

export interface Profile {
  id: number;
  email: string;
  fullName: string;
  country: string | null;
  profilePhotoUrl: string | null;
  isQuestionnaireComplete: boolean;
  hasPassword: boolean;
  createdAt: string;
}

export const meKeys = { me: (userId: number | null) => ['users', 'me', userId] as const };

/** GET /users/me 🔒 → the full profile. */
export async function getMe(): Promise<Profile> {
  const { data } = await mainApi.get<{ users: Profile }>('/users/me');
  return data.users;
}

export function useMe() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  return useQuery(learnerQuery(userId, meKeys.me(userId), getMe));
}

export type ProfileChanges = Partial<Pick<Profile, 'fullName' | 'country' | 'profilePhotoUrl'>>;

/** PATCH /users/me 🔒 → `{users, accessToken}`: the fresh token carries the new name and photo. */
export async function updateMe(changes: ProfileChanges): Promise<{ users: Profile; accessToken: string }> {
  const { data } = await mainApi.patch<{ users: Profile; accessToken: string }>('/users/me', changes);
  return data;
}

/** Saves, then swaps in the fresh access token so the drawer's card shows the change without a reload. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: ({ users, accessToken }) => {
      useAuthStore.getState().replaceAccessToken(accessToken);
      queryClient.setQueryData(meKeys.me(users.id), users);
    },
  });
}
