import { useQuery } from '@qa/shared/kernel/query/react-query';
import { getContent } from '@qa/shared/data/content-read';
import { contentQuery } from '@qa/shared/data/content-query';
import type { Certificate } from './rating-profile';

export type CertificateDetail = Certificate & { fullName: string };

export const certificateKeys = {
  detail: (userId: number, id: number) => ['rating', 'certificate', userId, id] as const,
};

/** GET /rating/:userId/certificates/:certificateId → one certificate; 404 for a wrong id. */
export async function getCertificate(userId: number, id: number): Promise<CertificateDetail> {
  return getContent<CertificateDetail>('main', `/rating/${userId}/certificates/${id}`);
}

export function useCertificate(userId: number, id: number) {
  // An issued certificate never changes: fresh for as long as the page lives.
  return useQuery(contentQuery(certificateKeys.detail(userId, id), () => getCertificate(userId, id), Infinity));
}
