/** @jsxImportSource @qa/shared/ui/light-jsx */
import { track } from '@qa/shared/kernel/analytics/analytics';
import type { CurrentUser } from '@qa/shared/kernel/entities/user';
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { focusRing, token } from '@qa/shared/ui/tokens';
import { UserAvatar } from './UserAvatar';

/** docs/behaviour.md: the signed-in user's card in the drawer, a link to /dashboard. */
export function DrawerUserCard({ user }: { user: CurrentUser }) {
  const position = user.rating?.position;
  const score = user.rating?.score ?? 0;
  return (
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
  );
}
