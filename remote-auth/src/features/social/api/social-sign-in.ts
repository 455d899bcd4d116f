import { apiClients } from '../../../api/clients';
import type { SessionTokens } from '@qa/shared/kernel/entities/user';

export type SocialProvider = 'google' | 'facebook';

/** A new social user has no profile yet: the create-profile screen finishes the sign-up. */
export interface NewSocialUser {
  createProfileToken: string;
  email: string;
  fullName: string;
}

/** POST /auth/social: spends the provider's code → a session, or a new user who must create a profile. */
export async function socialSignIn(body: {
  provider: SocialProvider;
  code: string;
}): Promise<SessionTokens | NewSocialUser> {
  // The Location header gives a new account its country.
  const { mainApiWithLocation } = await apiClients();
  const { data } = await mainApiWithLocation.post<SessionTokens | NewSocialUser>('/auth/social', body);
  return data;
}

export const isNewSocialUser = (value: SessionTokens | NewSocialUser): value is NewSocialUser =>
  typeof (value as Partial<NewSocialUser>).createProfileToken === 'string';
