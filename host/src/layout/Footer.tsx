/** @jsxImportSource @emotion/react */
import { Link } from '@qa/shared/routing/router';
import { Logo } from '@qa/shared/ui/Logo';
import { color, focusRing, mq } from '@qa/shared/ui/tokens';

/** The footer frame; its content columns come from the blog API (host shell issue). */
export function Footer() {
  return (
    <footer css={{ background: color.footer, color: color.footerText, padding: '40px 16px' }}>
      <div
        css={{
          maxWidth: 1280,
          margin: '0 auto',
          display: 'flex',
          flexDirection: 'column',
          gap: 16,
          justifyContent: 'space-between',
          [mq.md]: { flexDirection: 'row', alignItems: 'center' },
        }}
      >
        <Link to="/" aria-label="QA Career home" css={{ display: 'flex', color: color.footerText, ...focusRing }}>
          <Logo color="#6F72F0" />
        </Link>
        <p css={{ fontSize: 14, margin: 0 }}>© {new Date().getFullYear()} QA Career Academy. All rights reserved.</p>
      </div>
    </footer>
  );
}
