import { useMutation, useQueryClient } from '@qa/shared/kernel/query/react-query';
import { mainMultipartApi } from '@qa/shared/data/api-client';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { meKeys, type Profile } from './me';

/** What the dev API accepts (it checks again, by the file's first bytes). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_RULE = 'Choose a JPEG, PNG or WebP image of at most 2 MB.';

/** The browser's own check before anything is sent: null when the file may be uploaded. */
export function avatarProblem(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
    return `That file is not an image we accept. ${AVATAR_RULE}`;
  if (file.size > AVATAR_MAX_BYTES) return `That image is larger than 2 MB. ${AVATAR_RULE}`;
  if (file.size === 0) return `That file is empty. ${AVATAR_RULE}`;
  return null;
}

/** POST /users/me/avatar 🔒 (multipart, field `avatar`) → `{users, accessToken}` with the new photo. */
export async function uploadAvatar(file: File): Promise<{ users: Profile; accessToken: string }> {
  const body = new FormData();
  body.append('avatar', file, file.name);
  const { data } = await mainMultipartApi.post<{ users: Profile; accessToken: string }>('/users/me/avatar', body);
  return data;
}

/** Uploads, then swaps in the fresh access token so the header and drawer show the photo at once. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ users, accessToken }) => {
      useAuthStore.getState().replaceAccessToken(accessToken);
      queryClient.setQueryData(meKeys.me(users.id), users);
    },
  });
}
