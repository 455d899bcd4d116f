/** @jsxImportSource @qa/shared/ui/light-jsx */
import { track } from '@qa/shared/kernel/analytics/analytics';
import type { CurrentUser } from '@qa/shared/kernel/entities/user';
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Stack } from '@qa/shared/ui/primitives/layout';
import { oneLine, Text, textStyle } from '@qa/shared/ui/primitives/text';
import { focusRing, token } from '@qa/shared/ui/styles/tokens';
import { drawerAccountLinks } from './account-links';
import { UserAvatar } from './UserAvatar';

const cardStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: token('spacing-3'),
  padding: token('spacing-3'),
  borderRadius: token('radii-xl'),
  border: `1px solid ${token('colors-border')}`,
  color: token('colors-fg'),
  textDecoration: 'none',
  '&:hover': { background: token('colors-brand-50') },
  ...focusRing,
} as const;
const nameColumn = { display: 'flex', flexDirection: 'column', minWidth: 0 } as const;
const nameStyle = { fontWeight: token('font-weights-semibold'), ...oneLine } as const;
/** The learner's pages in one line, a dot between them: the links' own padding spaces them. */
const linkLine = { display: 'flex', flexWrap: 'wrap', margin: 0, padding: 0, listStyle: 'none' } as const;
const linkItem = { display: 'flex', alignItems: 'center' } as const;
const accountLinkStyle = {
  ...textStyle({ size: 'sm', tone: 'brand', weight: 'medium' }),
  padding: `${token('spacing-1')} ${token('spacing-1.5')}`,
  borderRadius: token('radii-md'),
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  ...focusRing,
} as const;

/**
 * docs/behaviour.md: the signed-in user's card in the drawer, a link to /dashboard, and under it the
 * header menu's pages (the drawer is the way to them on a phone).
 */
export function DrawerUserCard({ user }: { user: CurrentUser }) {
  const position = user.rating?.position;
  const score = user.rating?.score ?? 0;
  return (
    <Stack gap="2">
      <Link
        to={href('dashboard')}
        onClick={() => track('sidebar_user_click')}
        data-testid="drawer-user-card"
        css={cardStyle}
      >
        <UserAvatar user={user} size={40} />
        <span css={nameColumn}>
          <span css={nameStyle}>{user.fullName}</span>
          <Text as="span" size="sm" tone="muted">
            Rank {position == null ? '—' : `#${position}`} · Score {score}
          </Text>
        </span>
      </Link>
      <nav aria-label="Your learning">
        <ul css={linkLine}>
          {drawerAccountLinks.map((link, index) => (
            <li key={link.to} css={linkItem}>
              {index > 0 ? (
                <Text as="span" tone="muted" aria-hidden="true">
                  ·
                </Text>
              ) : null}
              <Link
                to={link.to}
                onClick={() => track('sidebar_link_click', { label: link.label })}
                css={accountLinkStyle}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Stack>
  );
}
