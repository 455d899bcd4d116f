import { apiClients } from '../../../api/clients';
import type { SessionTokens } from '@qa/shared/kernel/entities/user';

/** POST /auth/reset-password → a session: the new password signs the user in. */
export async function resetPassword(body: { token: string; password: string }): Promise<SessionTokens> {
  const { mainApi } = await apiClients();
  const { data } = await mainApi.post<SessionTokens>('/auth/reset-password', body);
  return data;
}
