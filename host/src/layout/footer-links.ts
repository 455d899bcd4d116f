import type { FooterItem } from '@qa/shared/entities/content';

export interface FooterLink {
  id: number | string;
  text: string;
  /** An in-site path, or an absolute http(s) address that opens in a new tab. */
  href: string;
  external: boolean;
}

/** A content link is followed only when it is an in-site path or an http(s) address. */
export function toFooterHref(raw: string | undefined): { href: string; external: boolean } | null {
  const value = raw?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\'))
    return { href: value, external: false };
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (typeof window !== 'undefined' && url.origin === window.location.origin) {
      return { href: `${url.pathname}${url.search}${url.hash}`, external: false };
    }
    return { href: url.href, external: true };
  } catch {
    return null;
  }
}

/** Item → link: text from `custom_fields.button[0]`, target from `custom_fields.button_link[0]` (spec §3). */
export function toFooterLink(item: FooterItem | undefined): FooterLink | null {
  if (!item) return null;
  const target = toFooterHref(item.custom_fields?.button_link?.[0]);
  const text = item.custom_fields?.button?.[0]?.trim();
  if (!target || !text) return null;
  return { id: item.id, text, ...target };
}

export const PRICING_LINK: FooterLink = { id: 'pricing', text: 'Pricing', href: '/subscriptions', external: false };
