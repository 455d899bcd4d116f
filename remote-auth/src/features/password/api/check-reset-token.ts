import { queryOptions, useQuery } from '@qa/shared/kernel/query/react-query';
import { apiClients } from '../../../api/clients';
import type { Message } from './types';

export const resetTokenKeys = {
  check: (token: string) => ['reset-token', token] as const,
};

export type ResetTokenCheck = Message & { expiresAt: number };

/** Whether a mailed reset link still works (400 with a readable message when spent, expired or malformed). */
export async function checkResetToken(body: { token: string }): Promise<ResetTokenCheck> {
  const { mainApi } = await apiClients();
  const { data } = await mainApi.post<ResetTokenCheck>('/auth/reset-password/check', body);
  return data;
}

/** Only with a token, and no retry: a 400 means the link is spent; any other failure leaves it to the submit. */
export const resetTokenCheckOptions = (token: string) =>
  queryOptions({
    queryKey: resetTokenKeys.check(token),
    queryFn: () => checkResetToken({ token }),
    enabled: token !== '',
    retry: false,
  });

export function useResetTokenCheck(token: string) {
  return useQuery(resetTokenCheckOptions(token));
}
