import { useQuery } from '@qa/shared/kernel/query/react-query';
import { getContentData } from '@qa/shared/data/content-read';
import { contentQuery } from '@qa/shared/data/content-query';

export interface NextStep {
  title: string;
  text: string;
  linkText: string;
  link: string;
}

export interface ThankYouContent {
  id: number;
  slug: string;
  title: string;
  text: string;
  buttonText: string;
  buttonLink: string;
  /** What to do next; older documents have none. */
  steps?: NextStep[];
}

export const thankYouKeys = { page: (slug: string) => ['cms', 'thank-you', slug] as const };

/** GET /api/thank-you/:slug (CMS) → `{data}`; 404 for an unknown slug. */
export async function getThankYouPage(slug: string): Promise<ThankYouContent> {
  return getContentData<ThankYouContent>('cms', `/thank-you/${encodeURIComponent(slug)}`);
}

export const thankYouQueryOptions = (slug: string) =>
  contentQuery(thankYouKeys.page(slug), () => getThankYouPage(slug), 10);

export function useThankYouPage(slug: string) {
  return useQuery(thankYouQueryOptions(slug));
}
