/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { MouseEventHandler } from 'react';
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Logo } from '@qa/shared/ui/widgets/Logo';
import { Row } from '@qa/shared/ui/primitives/layout';
import { focusRing, token } from '@qa/shared/ui/styles/tokens';

export interface BackLinkProps {
  /** Link text (default 'Back'). */
  text?: string;
  /** Where it goes (default the landing). */
  to?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** Show the brand logo beside it (default true). */
  showLogo?: boolean;
}

const linkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  color: token('colors-fg'),
  fontWeight: token('font-weights-medium'),
  textDecoration: 'none',
  '&:hover': { color: token('colors-brand-500') },
  ...focusRing,
} as const;

/** docs/behaviour.md "Back link". */
export function BackLink({ text = 'Back', to = href('landing'), onClick, showLogo = true }: BackLinkProps) {
  return (
    <Row justify="between" gap="4">
      <Link to={to} onClick={onClick} css={linkStyle}>
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {text}
      </Link>
      {showLogo ? <Logo height={24} /> : null}
    </Row>
  );
}
