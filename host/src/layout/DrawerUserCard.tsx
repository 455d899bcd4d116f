/** @jsxImportSource @qa/shared/ui/light-jsx */
import { track } from '@qa/shared/kernel/analytics/analytics';
import type { CurrentUser } from '@qa/shared/kernel/entities/user';
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { focusRing, token } from '@qa/shared/ui/tokens';
import { drawerAccountLinks } from './account-links';
import { UserAvatar } from './UserAvatar';

/**
 * docs/behaviour.md: the signed-in user's card in the drawer, a link to /dashboard, and under it the
 * header menu's pages (the drawer is the way to them on a phone).
 */
export function DrawerUserCard({ user }: { user: CurrentUser }) {
  const position = user.rating?.position;
  const score = user.rating?.score ?? 0;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: token('spacing-2') }}>
      <Link
        to={href('dashboard')}
        onClick={() => track('sidebar_user_click')}
        data-testid="drawer-user-card"
        css={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          padding: 12,
          borderRadius: 12,
          border: `1px solid ${token('colors-border')}`,
          color: token('colors-fg'),
          textDecoration: 'none',
          '&:hover': { background: token('colors-brand-50') },
          ...focusRing,
        }}
      >
        <UserAvatar user={user} size={40} />
        <span css={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <span css={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {user.fullName}
          </span>
          <span css={{ fontSize: token('font-sizes-sm'), color: token('colors-fg-muted') }}>
            Rank {position == null ? '—' : `#${position}`} · Score {score}
          </span>
        </span>
      </Link>
      <nav aria-label="Your learning">
        <ul css={{ display: 'flex', flexWrap: 'wrap', margin: 0, padding: 0, listStyle: 'none' }}>
          {drawerAccountLinks.map((link, index) => (
            <li key={link.to} css={{ display: 'flex', alignItems: 'center' }}>
              {index > 0 ? (
                <span aria-hidden="true" css={{ color: token('colors-fg-muted') }}>
                  ·
                </span>
              ) : null}
              <Link
                to={link.to}
                onClick={() => track('sidebar_link_click', { label: link.label })}
                css={{
                  padding: `${token('spacing-1')} ${token('spacing-1.5')}`,
                  borderRadius: token('radii-md'),
                  color: token('colors-brand-fg'),
                  fontSize: token('font-sizes-sm'),
                  fontWeight: token('font-weights-medium'),
                  textDecoration: 'none',
                  '&:hover': { textDecoration: 'underline' },
                  ...focusRing,
                }}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
