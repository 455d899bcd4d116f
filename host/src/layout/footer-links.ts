import { safeRedirectPath } from '@qa/shared/kernel/routing/safe-redirect';
import { href } from '@qa/shared/kernel/routing/route-table';
import type { FooterItem } from '../api/content';

export interface FooterLink {
  id: number | string;
  text: string;
  /** An in-site path, or an absolute http(s) address that opens in a new tab. */
  href: string;
  external: boolean;
}

/** Content comes from another team's CMS: anything but a non-empty string counts as missing. */
function text(raw: unknown): string | null {
  return typeof raw === 'string' && raw.trim() ? raw.trim() : null;
}

/** A content link is followed only when it is an in-site path or an http(s) address. */
export function toFooterHref(raw: unknown): { href: string; external: boolean } | null {
  const value = text(raw);
  if (!value) return null;
  // In-site links pass the same check as stored redirect paths (`/\t/evil.com` is `//evil.com` to a browser).
  const inSite = (path: string) => {
    const safe = safeRedirectPath(path);
    return safe ? { href: safe, external: false } : null;
  };
  if (value.startsWith('/')) return inSite(value);
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (typeof window !== 'undefined' && url.origin === window.location.origin) {
      return inSite(`${url.pathname}${url.search}${url.hash}`);
    }
    return { href: url.href, external: true };
  } catch {
    return null;
  }
}

/** Item → link: text from `custom_fields.button[0]`, target from `custom_fields.button_link[0]` (docs/behaviour.md). */
export function toFooterLink(item: FooterItem | undefined): FooterLink | null {
  if (!item) return null;
  const target = toFooterHref(item.custom_fields?.button_link?.[0]);
  const label = text(item.custom_fields?.button?.[0]);
  if (!target || !label) return null;
  return { id: item.id, text: label, ...target };
}

export const PRICING_LINK: FooterLink = {
  id: 'pricing',
  text: 'Pricing',
  href: href('subscriptions'),
  external: false,
};
