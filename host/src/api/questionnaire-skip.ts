import { useMutation, useQueryClient } from '@qa/shared/kernel/query/react-query';
import { mainApi } from '@qa/shared/data/api-client';
import { userKeys } from './users';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { messageOf } from '@qa/shared/kernel/errors/api-error';
import { notify } from '@qa/shared/kernel/toast/toast-bus';

/** PUT /users/questionnaireSkip (docs/behaviour.md). The answer may carry an access token with the flag set. */
export async function skipQuestionnaire(): Promise<void> {
  const { data } = await mainApi.put<{ accessToken?: string }>('/users/questionnaireSkip');
  if (typeof data?.accessToken === 'string') useAuthStore.getState().replaceAccessToken(data.accessToken);
}

/** On success the user query is refreshed; on failure the server's message is toasted (docs/behaviour.md). */
export function useSkipQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: skipQuestionnaire,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
    onError: (error) => notify(messageOf(error), { variant: 'error' }),
  });
}
