/**
 * The account calls of the auth screens (dev-api/README.md "Main API — accounts"), through the
 * data layer's main API client; a failure reaches the forms as the kernel's ApiError.
 */
import { mainApi, mainApiWithLocation } from '@qa/shared/data/api-client';
import type { SessionTokens } from '@qa/shared/kernel/entities/user';

export type SocialProvider = 'google' | 'facebook';

/** A new social user has no profile yet: the create-profile screen finishes the sign-up. */
export interface NewSocialUser {
  createProfileToken: string;
  email: string;
  fullName: string;
}

export interface Message {
  message: string;
}

/** Calls the main API; a failure is an ApiError carrying the server's message. */
export async function callMainApi<T>(
  method: 'get' | 'post',
  path: string,
  body?: unknown,
  options: { withLocation?: boolean } = {},
): Promise<T> {
  // The Location header gives a new account its country.
  const client = options.withLocation ? mainApiWithLocation : mainApi;
  const { data } = method === 'get' ? await client.get<T>(path) : await client.post<T>(path, body);
  return data;
}

const post = <T>(path: string, body: unknown, withLocation = false) =>
  callMainApi<T>('post', path, body, { withLocation });

export const login = (body: { email: string; password: string }) => post<SessionTokens>('/auth/login', body);

export const register = (body: { email: string; password: string; fullName: string }) =>
  post<SessionTokens>('/auth/register', body, true);

export const forgotPassword = (body: { email: string }) => post<Message>('/auth/forgot-password', body);

export const resendPassword = (body: { email: string }) => post<Message>('/auth/resend-password', body);

/** Whether a mailed reset link still works (400 with a readable message when spent, expired or malformed). */
export const checkResetToken = (body: { token: string }) =>
  post<Message & { expiresAt: number }>('/auth/reset-password/check', body);

export const resetPassword = (body: { token: string; password: string }) =>
  post<SessionTokens>('/auth/reset-password', body);

export const socialSignIn = (body: { provider: SocialProvider; code: string }) =>
  post<SessionTokens | NewSocialUser>('/auth/social', body, true);

export const createProfile = (body: { createProfileToken: string; fullName: string }) =>
  post<SessionTokens>('/auth/create-profile', body, true);

export const isNewSocialUser = (value: SessionTokens | NewSocialUser): value is NewSocialUser =>
  typeof (value as Partial<NewSocialUser>).createProfileToken === 'string';
