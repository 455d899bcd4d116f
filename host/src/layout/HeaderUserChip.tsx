/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { CurrentUser } from '@qa/shared/kernel/entities/user';
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { focusRing, mq, token } from '@qa/shared/ui/tokens';
import { firstNameOf, UserAvatar } from './UserAvatar';

/**
 * The signed-in state in the header: avatar (photo or initials) and first name, a link to the
 * dashboard, in the place the sign-up button had (the header's grid keeps the navigation still).
 */
export function HeaderUserChip({ user }: { user: CurrentUser }) {
  const firstName = firstNameOf(user.fullName);
  return (
    <Link
      to={href('dashboard')}
      data-testid="header-user"
      // The name starts with the visible text (the first name), as speech users say what they see.
      aria-label={`${firstName}: your dashboard (logged in as ${user.fullName})`}
      title={`Logged in as ${user.fullName}`}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        height: 36,
        maxWidth: 180,
        padding: '0 10px 0 2px',
        borderRadius: 18,
        border: `1px solid ${token('colors-border')}`,
        color: token('colors-fg'),
        fontWeight: 600,
        fontSize: token('font-sizes-sm'),
        textDecoration: 'none',
        '&:hover': { background: token('colors-brand-50') },
        ...focusRing,
      }}
    >
      <UserAvatar user={user} size={30} />
      <span
        css={{
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          maxWidth: 72,
          [mq.md]: { maxWidth: 120 },
        }}
      >
        {firstName}
      </span>
    </Link>
  );
}
