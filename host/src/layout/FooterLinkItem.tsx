/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { ReactNode } from 'react';
import { track } from '@qa/shared/kernel/analytics/analytics';
import { Link } from '@qa/shared/kernel/routing/router';
import { focusRing, token } from '@qa/shared/ui/tokens';
import { buttonStyle } from '@qa/shared/ui/primitives/button';
import type { FooterLink } from './footer-links';

const linkStyle = {
  color: token('colors-gray-100'),
  textDecoration: 'none',
  fontSize: 15,
  '&:hover': { textDecoration: 'underline' },
  ...focusRing,
};

/** One footer navigation link (or the button-styled one); a new tab for external addresses. */
export function FooterLinkItem({ link, asButton = false }: { link: FooterLink; asButton?: boolean }) {
  const style = asButton ? buttonStyle('inverse', 'sm') : linkStyle;
  const onClick = () => track('footer_navigation_link_click', { label: link.text });
  let content: ReactNode = link.text;
  if (link.external) {
    content = (
      <a href={link.href} target="_blank" rel="noopener noreferrer" css={style} onClick={onClick}>
        {link.text}
        <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {' '}
          (opens in a new tab)
        </span>
      </a>
    );
  } else {
    content = (
      <Link to={link.href} css={style} onClick={onClick}>
        {link.text}
      </Link>
    );
  }
  return <li css={{ listStyle: 'none' }}>{content}</li>;
}
