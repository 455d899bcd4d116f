import { useMutation } from '@qa/shared/kernel/query/react-query';
import { mainApi } from '@qa/shared/data/api-client';

/** PUT /auth/password 🔒 → `{message}`; the other sessions end, this one stays; 400 wrong current password; 429 after 5 wrong ones in 15 minutes. */
export async function changePassword(body: { currentPassword: string; newPassword: string }): Promise<string> {
  const { data } = await mainApi.put<{ message: string }>('/auth/password', body);
  return data.message;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
