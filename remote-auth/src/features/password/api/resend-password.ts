import { apiClients } from '../../../api/clients';
import type { Message } from './types';

/** POST /auth/resend-password: mails a new link; the previous one stops working. */
export async function resendPassword(body: { email: string }): Promise<Message> {
  const { mainApi } = await apiClients();
  const { data } = await mainApi.post<Message>('/auth/resend-password', body);
  return data;
}
