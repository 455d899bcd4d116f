import { apiClients } from '../../../api/clients';
import type { SessionTokens } from '@qa/shared/kernel/entities/user';

/** POST /auth/login → a session; a wrong e-mail or password is a 401 ApiError with the server's message. */
export async function login(body: { email: string; password: string }): Promise<SessionTokens> {
  const { mainApi } = await apiClients();
  const { data } = await mainApi.post<SessionTokens>('/auth/login', body);
  return data;
}
