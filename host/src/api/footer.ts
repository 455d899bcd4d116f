import { queryOptions, useQuery, type UseQueryResult } from '@qa/shared/kernel/query/react-query';
import { getContent } from '@qa/shared/data/content-read';
import { FOOTER_PAGE_SIZE } from '../constants';
import type { FooterItem } from './content';

const footerKeys = { items: ['footer', 'items'] as const };

const footerParams = {
  _fields: 'id,custom_fields,content,title,featured_media,img_url,slug',
  per_page: FOOTER_PAGE_SIZE,
  order: 'asc',
} as const;

/** GET /footer on the blog content API (docs/behaviour.md), read as a data list. `fetch`: it is on the first load of `/`. */
async function getFooterItems(): Promise<FooterItem[]> {
  const data = await getContent<FooterItem[]>('blog', '/footer', footerParams);
  return Array.isArray(data) ? data : [];
}

export const footerQueryOptions = queryOptions({ queryKey: footerKeys.items, queryFn: getFooterItems });

export function useFooterItems(): UseQueryResult<FooterItem[]> {
  return useQuery(footerQueryOptions);
}
