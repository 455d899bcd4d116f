import { queryOptions, useQuery } from '@qa/shared/kernel/query/react-query';
import { getContent } from '@qa/shared/data/content-read';
import type { WebinarPopup } from './content';

export const webinarPopupKeys = { current: ['popups', 'webinar'] as const };

/** GET /popups?slug=webinar&_fields=id,custom_fields (docs/behaviour.md): the first result, or null. */
export async function getWebinarPopup(): Promise<WebinarPopup | null> {
  const data = await getContent<WebinarPopup[]>('blog', '/popups', { slug: 'webinar', _fields: 'id,custom_fields' });
  return (Array.isArray(data) ? data[0] : undefined) ?? null;
}

/** Cached forever (docs/behaviour.md). */
export const webinarPopupQueryOptions = queryOptions({
  queryKey: webinarPopupKeys.current,
  queryFn: getWebinarPopup,
  staleTime: Infinity,
});

export function useWebinarPopup() {
  return useQuery(webinarPopupQueryOptions);
}
