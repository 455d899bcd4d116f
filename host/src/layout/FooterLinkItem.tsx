/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { ReactNode } from 'react';
import { track } from '@qa/shared/kernel/analytics/analytics';
import { Link } from '@qa/shared/kernel/routing/router';
import { VisuallyHidden } from '@qa/shared/ui/styles/light';
import { focusRing, token } from '@qa/shared/ui/styles/tokens';
import { ButtonAnchor, ButtonLink } from '@qa/shared/ui/primitives/Button';
import type { FooterLink } from './footer-links';

const linkStyle = {
  color: token('colors-gray-100'),
  textDecoration: 'none',
  fontSize: token('font-sizes-md'),
  '&:hover': { textDecoration: 'underline' },
  ...focusRing,
} as const;
const itemStyle = { listStyle: 'none' } as const;

/** One footer navigation link (or the button-styled one); a new tab for external addresses. */
export function FooterLinkItem({ link, asButton = false }: { link: FooterLink; asButton?: boolean }) {
  const onClick = () => track('footer_navigation_link_click', { label: link.text });
  let content: ReactNode = link.text;
  if (link.external) {
    const text = (
      <>
        {link.text}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </>
    );
    content = asButton ? (
      <ButtonAnchor href={link.href} target="_blank" variant="inverse" size="sm" onClick={onClick}>
        {text}
      </ButtonAnchor>
    ) : (
      <a href={link.href} target="_blank" rel="noopener noreferrer" css={linkStyle} onClick={onClick}>
        {text}
      </a>
    );
  } else {
    content = asButton ? (
      <ButtonLink to={link.href} variant="inverse" size="sm" onClick={onClick}>
        {link.text}
      </ButtonLink>
    ) : (
      <Link to={link.href} css={linkStyle} onClick={onClick}>
        {link.text}
      </Link>
    );
  }
  return <li css={itemStyle}>{content}</li>;
}
