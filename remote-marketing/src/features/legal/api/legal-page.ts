import { queryOptions, useQuery } from '@qa/shared/kernel/query/react-query';
import { cmsApi } from '@qa/shared/data/api-client';
import { retryOnce } from '@qa/shared/data/retry';

export type LegalSlug = 'privacy-policy' | 'terms-and-conditions' | 'affiliate-program-conditions';

export interface LegalDocument {
  id: number;
  slug: string;
  title: string;
  /** `YYYY-MM-DD` */
  updatedAt: string;
  /** HTML with `<h2>` sections; shown through the sanitiser. */
  content: string;
}

export const legalKeys = { page: (slug: LegalSlug) => ['cms', 'legal', slug] as const };

/** GET /api/legal/:slug (CMS) → `{data}`; 404 for an unknown page. */
export async function getLegalPage(slug: LegalSlug): Promise<LegalDocument> {
  const { data } = await cmsApi.get<{ data: LegalDocument }>(`/legal/${slug}`);
  return data.data;
}

export const legalPageQueryOptions = (slug: LegalSlug) =>
  queryOptions({
    queryKey: legalKeys.page(slug),
    queryFn: () => getLegalPage(slug),
    staleTime: 60 * 60_000,
    retry: retryOnce,
  });

export function useLegalPage(slug: LegalSlug) {
  return useQuery(legalPageQueryOptions(slug));
}
