import { apiClients } from '../../../api/clients';
import type { SessionTokens } from '@qa/shared/kernel/entities/user';

/** POST /auth/create-profile → a session: a new Google or Facebook user confirms their name. */
export async function createProfile(body: { createProfileToken: string; fullName: string }): Promise<SessionTokens> {
  // The Location header gives a new account its country.
  const { mainApiWithLocation } = await apiClients();
  const { data } = await mainApiWithLocation.post<SessionTokens>('/auth/create-profile', body);
  return data;
}
