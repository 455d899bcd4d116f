/** @jsxImportSource @qa/shared/ui/light-jsx */
import { oneLine } from '@qa/shared/ui/primitives/text';
import { lazy, Suspense, useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CurrentUser } from '@qa/shared/kernel/entities/user';
import { Button } from '@qa/shared/ui/primitives/Button';
import { mq, token } from '@qa/shared/ui/styles/tokens';
import { chunkLoader } from '../chunks/load-chunk';
import type { MenuFocus } from './AccountMenu';
import { HideOnError } from './HideOnError';
import { firstNameOf, UserAvatar } from './UserAvatar';

// The open menu is its own chunk, fetched when the pointer or focus reaches the chip (or on the first
// open): a signed-in page that is only read never loads it.
const loadMenu = chunkLoader('account menu', () => import('./AccountMenu'));
const AccountMenu = lazy(loadMenu);
const preloadMenu = () => void loadMenu().catch(() => {}); // opening loads (and reports) it again

/** The menu opens under the chip. */
const anchorStyle = { position: 'relative', display: 'inline-flex' } as const;
const chipStyle = {
  paddingInline: `${token('spacing-0.5')} ${token('spacing-2')}`,
  borderRadius: token('radii-full'),
  '&[aria-expanded="true"]': { background: token('colors-brand-50') },
} as const;
const firstNameStyle = {
  ...oneLine,
  // With the logo, the chip and the burger fit a 375 px phone's header (the chevron included).
  maxWidth: 60,
  [mq.md]: { maxWidth: 120 },
} as const;

/**
 * The signed-in state in the header, in the place the sign-up button had (the header's grid keeps
 * the navigation still): avatar (photo or initials) and first name, a menu button (WAI-ARIA menu
 * button) whose menu leads to the learner's pages and logs out.
 */
export function HeaderUserChip({ user }: { user: CurrentUser }) {
  const firstName = firstNameOf(user.fullName);
  const [open, setOpen] = useState<{ at: MenuFocus } | null>(null);
  const chip = useRef<HTMLButtonElement>(null);
  const chipId = useId();
  const menuId = useId();
  const close = useCallback((refocus: boolean) => {
    setOpen(null);
    if (refocus) chip.current?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter and Space open through the button's click; the arrows open on the first or the last item.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen({ at: event.key === 'ArrowUp' ? 'last' : 'first' });
    } else if (event.key === 'Escape' && open) close(true);
  };

  return (
    <span css={anchorStyle}>
      <Button
        ref={chip}
        id={chipId}
        variant="secondary"
        size="sm"
        data-testid="header-user"
        // The name starts with the visible text (the first name), as speech users say what they see.
        aria-label={`${firstName}: your account (logged in as ${user.fullName})`}
        title={`Logged in as ${user.fullName}`}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((now) => (now ? null : { at: 'first' }))}
        onKeyDown={onKeyDown}
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        css={chipStyle}
      >
        <UserAvatar user={user} size={30} />
        <span css={firstNameStyle}>{firstName}</span>
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor">
          <path d="m6 9 6 6 6-6" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Button>
      {open ? (
        <HideOnError name="account menu">
          <Suspense fallback={null}>
            <AccountMenu id={menuId} labelledBy={chipId} user={user} focus={open} chip={chip} onClose={close} />
          </Suspense>
        </HideOnError>
      ) : null}
    </span>
  );
}
