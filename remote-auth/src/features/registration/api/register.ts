import { apiClients } from '../../../api/clients';
import type { SessionTokens } from '@qa/shared/kernel/entities/user';

/** POST /auth/register → a session; a taken e-mail is a 409 whose message ends with "Try logging in instead." */
export async function register(body: { email: string; password: string; fullName: string }): Promise<SessionTokens> {
  // The Location header gives a new account its country.
  const { mainApiWithLocation } = await apiClients();
  const { data } = await mainApiWithLocation.post<SessionTokens>('/auth/register', body);
  return data;
}
