/** @jsxImportSource @emotion/react */
import { track } from '@qa/shared/kernel/analytics/analytics';
import type { CurrentUser } from '@qa/shared/kernel/entities/user';
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { color, focusRing } from '@qa/shared/ui/tokens';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

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
        border: `1px solid ${color.border}`,
        color: color.text,
        textDecoration: 'none',
        '&:hover': { background: color.brandSubtle },
        ...focusRing,
      }}
    >
      {user.profilePhotoUrl ? (
        <img
          src={user.profilePhotoUrl}
          alt=""
          width={40}
          height={40}
          css={{ borderRadius: '50%', objectFit: 'cover' }}
        />
      ) : (
        <span
          aria-hidden="true"
          css={{
            width: 40,
            height: 40,
            flexShrink: 0,
            borderRadius: '50%',
            background: color.brand,
            color: '#fff',
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontWeight: 700,
          }}
        >
          {initials(user.fullName)}
        </span>
      )}
      <span css={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <span css={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {user.fullName}
        </span>
        <span css={{ fontSize: 13, color: color.muted }}>
          Rank {position == null ? '—' : `#${position}`} · Score {score}
        </span>
      </span>
    </Link>
  );
}
