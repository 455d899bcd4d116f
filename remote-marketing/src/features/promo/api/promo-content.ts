import { useQuery } from '@qa/shared/kernel/query/react-query';
import { getContentData } from '@qa/shared/data/content-read';
import { isNotFound } from '@qa/shared/data/retry';
import { contentQuery } from '@qa/shared/data/content-query';

export interface PromoContent {
  headline: string;
  subheadline: string;
  discountPercent: number | null;
  promoCode: string | null;
  benefits: string[];
  ctaText: string;
}

export const promoContentKeys = { course: (slug: string) => ['cms', 'promo', slug] as const };

/**
 * GET /api/promo/courses/:courseSlug (CMS) → `{data}`. A course without promo copy is still a
 * course worth selling: a 404 here reads as null and the page uses the course's own words.
 */
export async function getPromoContent(slug: string): Promise<PromoContent | null> {
  try {
    return await getContentData<PromoContent>('cms', `/promo/courses/${encodeURIComponent(slug)}`);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export const promoContentQueryOptions = (slug: string) =>
  contentQuery(promoContentKeys.course(slug), () => getPromoContent(slug), 10);

export function usePromoContent(slug: string) {
  return useQuery(promoContentQueryOptions(slug));
}
