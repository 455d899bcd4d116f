import { apiClients } from '../../../api/clients';
import type { Message } from './types';

/** POST /auth/forgot-password: mails a reset link (the same answer whether or not the account exists). */
export async function forgotPassword(body: { email: string }): Promise<Message> {
  const { mainApi } = await apiClients();
  const { data } = await mainApi.post<Message>('/auth/forgot-password', body);
  return data;
}
