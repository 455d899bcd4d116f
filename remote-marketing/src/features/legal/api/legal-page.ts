import { useQuery } from '@qa/shared/kernel/query/react-query';
import { getContentData } from '@qa/shared/data/content-read';
import { contentQuery } from '@qa/shared/data/content-query';

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
  return getContentData<LegalDocument>('cms', `/legal/${slug}`);
}

export const legalPageQueryOptions = (slug: LegalSlug) =>
  contentQuery(legalKeys.page(slug), () => getLegalPage(slug), 60);

export function useLegalPage(slug: LegalSlug) {
  return useQuery(legalPageQueryOptions(slug));
}
