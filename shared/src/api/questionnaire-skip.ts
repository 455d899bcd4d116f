import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadApiClient } from '@qa/shared/api/load-client';
import { userKeys } from '@qa/shared/api/users';
import { useAuthStore } from '@qa/shared/auth/auth-store';
import { notify } from '@qa/shared/ui/toast';

/** PUT /users/questionnaireSkip (spec §7). The answer may carry an access token with the flag set. */
export async function skipQuestionnaire(): Promise<void> {
  const { mainApi } = await loadApiClient();
  const { data } = await mainApi.put<{ accessToken?: string }>('/users/questionnaireSkip');
  if (typeof data?.accessToken === 'string') useAuthStore.getState().replaceAccessToken(data.accessToken);
}

/** On success the user query is refreshed; on failure the server's message is toasted (spec §8). */
export function useSkipQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: skipQuestionnaire,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
    onError: async (error) => notify((await loadApiClient()).messageOf(error), { variant: 'error' }),
  });
}
