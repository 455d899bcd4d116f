import { useEffect } from 'react';
import { COMPANY_NAME } from '@qa/shared/kernel/constants';
import { documentTitle } from '@qa/shared/ui/hooks/use-document-title';

/** What a page tells search engines and link previews about itself. */
export interface PageMeta {
  /** The page's own title; the tab reads "Title — QA Career". */
  title: string;
  /** One or two sentences; the site's default description when left out. */
  description?: string;
  /** The preview image: an absolute URL or a path on our origin. */
  image?: string;
  /** The canonical path (query and hash dropped); the current path when left out. */
  path?: string;
  /** `article` for a blog post or an event, `website` otherwise. */
  type?: 'website' | 'article';
}

export const DEFAULT_DESCRIPTION = 'Online QA career training: courses, career paths, mentorship and events.';

const absolute = (pathOrUrl: string) => new URL(pathOrUrl, window.location.origin).href;

/** Finds or creates `<meta name|property=key>` / `<link rel=canonical>` in the head and sets its value. */
function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

function setCanonical(url: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = url;
}

/** Writes title, description, canonical URL, Open Graph and Twitter tags into the document head. */
export function applyPageMeta({ title, description = DEFAULT_DESCRIPTION, image, path, type = 'website' }: PageMeta) {
  const url = absolute(path ?? window.location.pathname);
  const fullTitle = documentTitle(title);
  document.title = fullTitle;
  setMeta('name', 'description', description);
  setCanonical(url);
  setMeta('property', 'og:site_name', COMPANY_NAME);
  setMeta('property', 'og:title', fullTitle);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:url', url);
  setMeta('property', 'og:type', type);
  setMeta('property', 'og:image', absolute(image ?? '/og-image.png'));
  setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
}

/**
 * Sets the page's title and its search/preview tags while it is shown, also after a client-side
 * navigation. `null` while the page's data loads: the previous page's tags stay until then.
 */
export function usePageMeta(meta: PageMeta | null): void {
  const { title, description, image, path, type } = meta ?? {};
  useEffect(() => {
    if (title) applyPageMeta({ title, description, image, path, type });
  }, [title, description, image, path, type]);
}
