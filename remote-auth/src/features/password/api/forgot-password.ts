import { mainApi } from '@qa/shared/data/api-client';
import type { Message } from './types';

/** POST /auth/forgot-password: mails a reset link (the same answer whether or not the account exists). */
export async function forgotPassword(body: { email: string }): Promise<Message> {
  const { data } = await mainApi.post<Message>('/auth/forgot-password', body);
  return data;
}
