import { queryOptions, useQuery } from '@qa/shared/kernel/query/react-query';
import { mainApi } from '@qa/shared/data/api-client';
import { retryOnce } from '@qa/shared/data/retry';
import type { Certificate } from './rating-profile';

export type CertificateDetail = Certificate & { fullName: string };

export const certificateKeys = {
  detail: (userId: number, id: number) => ['rating', 'certificate', userId, id] as const,
};

/** GET /rating/:userId/certificates/:certificateId → one certificate; 404 for a wrong id. */
export async function getCertificate(userId: number, id: number): Promise<CertificateDetail> {
  const { data } = await mainApi.get<CertificateDetail>(`/rating/${userId}/certificates/${id}`);
  return data;
}

export function useCertificate(userId: number, id: number) {
  return useQuery(
    queryOptions({
      queryKey: certificateKeys.detail(userId, id),
      queryFn: () => getCertificate(userId, id),
      staleTime: Infinity,
      retry: retryOnce,
    }),
  );
}
