/** @jsxImportSource @qa/shared/ui/light-jsx */
import { track } from '@qa/shared/kernel/analytics/analytics';
import { useFooterItems } from '../api/footer';
import { COMPANY_NAME } from '@qa/shared/kernel/constants';
import { FOOTER_ITEMS_USED } from '../constants';
import { Link } from '@qa/shared/kernel/routing/router';
import { href, routeById } from '@qa/shared/kernel/routing/route-table';
import { Logo } from '@qa/shared/ui/Logo';
import { SafeHtml } from '@qa/shared/ui/SafeHtml';
import { focusRing, mq, token } from '@qa/shared/ui/tokens';
import { openCookieSettings } from '../dialogs/dialog-store';
import { FooterContact } from './FooterContact';
import { FooterLinkItem } from './FooterLinkItem';
import { PRICING_LINK, toFooterLink, type FooterLink } from './footer-links';

const isLink = (link: FooterLink | null): link is FooterLink => link !== null;
const listStyle = { display: 'flex', flexDirection: 'column', gap: 12, margin: 0, padding: 0 } as const;
const legalLinks = (['privacy-policy', 'terms-and-conditions'] as const).map((id) => ({
  to: href(id),
  text: routeById(id).title,
}));
const bottomLink = {
  color: token('colors-gray-100'),
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  ...focusRing,
} as const;

/**
 * docs/behaviour.md "Footer". Renders nothing until its content has loaded with at least one item, and
 * nothing when the load fails. It sits below the page's full-height main, so appearing late
 * shifts nothing above the fold.
 */
export function Footer() {
  const { data } = useFooterItems();
  if (!data?.length) return null;
  const items = data.slice(0, FOOTER_ITEMS_USED);
  const firstColumn = [...items.slice(0, 3).map(toFooterLink).filter(isLink), PRICING_LINK];
  const featured = items[3];
  const featuredLink = toFooterLink(featured);
  const secondColumn = items.slice(4, 6).map(toFooterLink).filter(isLink);

  return (
    <footer css={{ background: token('colors-gray-900'), color: token('colors-gray-100'), padding: '48px 0 32px' }}>
      {/* the header's grid: same width and side padding, so the logos line up */}
      <div
        css={{
          maxWidth: 1280,
          margin: '0 auto',
          padding: '0 16px',
          [mq.md]: { padding: '0 24px' },
          display: 'flex',
          flexDirection: 'column',
          gap: 40,
        }}
      >
        <div
          css={{
            display: 'grid',
            gap: 32,
            gridTemplateColumns: '1fr',
            [mq.sm]: { gridTemplateColumns: '1fr 1fr' },
            [mq.xl]: { gridTemplateColumns: '1.2fr 1fr 1fr 1fr' },
          }}
        >
          <Link
            to={href('landing')}
            aria-label="QA Career home"
            onClick={() => track('footer_logo_click')}
            css={{ display: 'flex', alignSelf: 'start', color: token('colors-gray-100'), ...focusRing }}
          >
            <Logo />
          </Link>
          <nav aria-label="Footer: learning">
            <ul css={listStyle}>
              {firstColumn.map((link) => (
                <FooterLinkItem key={link.id} link={link} />
              ))}
            </ul>
          </nav>
          <nav aria-label="Footer: community" css={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
            {/* the featured item's description right under its own button */}
            {featuredLink ? (
              <ul css={listStyle}>
                <FooterLinkItem link={featuredLink} asButton />
              </ul>
            ) : null}
            {featured?.content?.rendered ? (
              <SafeHtml
                html={featured.content.rendered}
                css={{ fontSize: token('font-sizes-sm'), opacity: 0.8, '& p': { margin: 0 } }}
              />
            ) : null}
            <ul css={listStyle}>
              {secondColumn.map((link) => (
                <FooterLinkItem key={link.id} link={link} />
              ))}
            </ul>
          </nav>
          <FooterContact />
        </div>
        <div
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            gap: 12,
            fontSize: token('font-sizes-sm'),
            borderTop: `1px solid color-mix(in srgb, ${token('colors-white')} 12%, transparent)`,
            paddingTop: 24,
          }}
        >
          <p css={{ margin: 0, opacity: 0.8 }}>
            © {new Date().getFullYear()} {COMPANY_NAME}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul css={{ display: 'flex', flexWrap: 'wrap', gap: '8px 20px', margin: 0, padding: 0, listStyle: 'none' }}>
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    onClick={() => track('footer_navigation_link_click', { label: link.text })}
                    css={bottomLink}
                  >
                    {link.text}
                  </Link>
                </li>
              ))}
              <li>
                {/* the cookie choice can be changed at any time (docs/behaviour.md "Cookie dialog") */}
                <button type="button" onClick={openCookieSettings} css={{ all: 'unset', ...bottomLink }}>
                  Cookie settings
                </button>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
