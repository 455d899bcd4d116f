/** @jsxImportSource @qa/shared/ui/light-jsx */
import { track } from '@qa/shared/kernel/analytics/analytics';
import { useFooterItems } from '../api/footer';
import { COMPANY_NAME } from '@qa/shared/kernel/constants';
import { FOOTER_ITEMS_USED } from '../constants';
import { Link } from '@qa/shared/kernel/routing/router';
import { href, routeById } from '@qa/shared/kernel/routing/route-table';
import { Logo } from '@qa/shared/ui/widgets/Logo';
import { SafeHtml } from '@qa/shared/ui/widgets/SafeHtml';
import { Grid, Row, Stack, containerInline } from '@qa/shared/ui/primitives/layout';
import { Text, textStyle } from '@qa/shared/ui/primitives/text';
import { focusRing, token } from '@qa/shared/ui/styles/tokens';
import { openCookieSettings } from '../dialogs/dialog-store';
import { FooterContact } from './FooterContact';
import { FooterLinkItem } from './FooterLinkItem';
import { PRICING_LINK, toFooterLink, type FooterLink } from './footer-links';

const isLink = (link: FooterLink | null): link is FooterLink => link !== null;
const legalLinks = (['privacy-policy', 'terms-and-conditions'] as const).map((id) => ({
  to: href(id),
  text: routeById(id).title,
}));

/** A full-width dark band whose content sits on the page container, so its logo lines up with the header's. */
const footerStyle = {
  ...containerInline,
  paddingBlock: `${token('spacing-12')} ${token('spacing-8')}`,
  background: token('colors-gray-900'),
  color: token('colors-gray-100'),
} as const;
const plainList = { padding: 0, listStyle: 'none' } as const;
const logoLinkStyle = { display: 'flex', alignSelf: 'start', color: token('colors-gray-100'), ...focusRing } as const;
/** The secondary text of the dark band: the featured item's description, the copyright line. */
const faint = { opacity: 0.8 } as const;
const featuredText = { ...textStyle({ size: 'sm', tone: 'inherit' }), ...faint, '& p': { margin: 0 } } as const;
const bottomRowStyle = {
  fontSize: token('font-sizes-sm'),
  borderTop: `1px solid color-mix(in srgb, ${token('colors-white')} 12%, transparent)`,
  paddingTop: token('spacing-6'),
} as const;
const legalListStyle = { ...plainList, columnGap: token('spacing-5'), rowGap: token('spacing-2') } as const;
const bottomLink = {
  color: token('colors-gray-100'),
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  ...focusRing,
} as const;
const bottomButton = { all: 'unset', ...bottomLink } as const;

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
    <footer css={footerStyle}>
      <Stack gap="10">
        <Grid columns={{ base: 1, sm: 2, xl: '1.2fr 1fr 1fr 1fr' }} gap="8">
          <Link
            to={href('landing')}
            aria-label="QA Career home"
            onClick={() => track('footer_logo_click')}
            css={logoLinkStyle}
          >
            <Logo />
          </Link>
          <nav aria-label="Footer: learning">
            <Stack as="ul" gap="3" css={plainList}>
              {firstColumn.map((link) => (
                <FooterLinkItem key={link.id} link={link} />
              ))}
            </Stack>
          </nav>
          <Stack as="nav" gap="3" aria-label="Footer: community">
            {/* the featured item's description right under its own button */}
            {featuredLink ? (
              <Stack as="ul" gap="3" css={plainList}>
                <FooterLinkItem link={featuredLink} asButton />
              </Stack>
            ) : null}
            {featured?.content?.rendered ? <SafeHtml html={featured.content.rendered} css={featuredText} /> : null}
            <Stack as="ul" gap="3" css={plainList}>
              {secondColumn.map((link) => (
                <FooterLinkItem key={link.id} link={link} />
              ))}
            </Stack>
          </Stack>
          <FooterContact />
        </Grid>
        <Row wrap justify="between" align="stretch" css={bottomRowStyle}>
          <Text size="sm" tone="inherit" css={faint}>
            © {new Date().getFullYear()} {COMPANY_NAME}. All rights reserved.
          </Text>
          <nav aria-label="Legal">
            <Row as="ul" wrap css={legalListStyle}>
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
                <button type="button" onClick={openCookieSettings} css={bottomButton}>
                  Cookie settings
                </button>
              </li>
            </Row>
          </nav>
        </Row>
      </Stack>
    </footer>
  );
}
