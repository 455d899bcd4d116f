/** @jsxImportSource @qa/shared/ui/light-jsx */
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { track } from '@qa/shared/kernel/analytics/analytics';
import { listen } from '@qa/shared/ui/hooks/listen';
import type { CurrentUser, User } from '@qa/shared/kernel/entities/user';
import { getQueryClient } from '@qa/shared/kernel/query/current-query-client';
import { NavLink, useLocation } from '@qa/shared/kernel/routing/router';
import { drawerLogout } from '@qa/shared/kernel/session/session';
import { Button } from '@qa/shared/ui/primitives/Button';
import { buttonStyle } from '@qa/shared/ui/primitives/button-style';
import { Text } from '@qa/shared/ui/primitives/text';
import { token } from '@qa/shared/ui/styles/tokens';
import { userKeys } from '../api/user-keys';
import { accountMenuItems } from './account-links';

export type MenuFocus = 'first' | 'last';

interface AccountMenuProps {
  id: string;
  labelledBy: string;
  user: CurrentUser;
  /** Where focus goes as the menu opens; a new object moves it again. */
  focus: { at: MenuFocus };
  chip: RefObject<HTMLButtonElement | null>;
  /** Closes the menu; `refocus` puts focus back on the chip. */
  onClose: (refocus: boolean) => void;
}

const subscribe = (onChange: () => void) => getQueryClient()?.getQueryCache().subscribe(onChange) ?? (() => {});

/** The e-mail of the user the shell has loaded (GET /users/{id}); null until it has. Read, never fetched. */
function useCachedEmail(userId: number): string | null {
  return useSyncExternalStore(
    subscribe,
    () => getQueryClient()?.getQueryData<User>(userKeys.byId(userId))?.email ?? null,
  );
}

/** One row of the menu: a quiet button's geometry (the links take it from `buttonStyle`), full width, text at the start. */
const rowLook = {
  width: '100%',
  justifyContent: 'flex-start',
  borderRadius: token('radii-md'),
  fontWeight: token('font-weights-normal'),
  '&:focus': { background: token('colors-brand-50') },
  '&[aria-current="page"]': { fontWeight: token('font-weights-semibold'), color: token('colors-brand-fg') },
};
const linkRow = [buttonStyle('ghost', 'sm'), rowLook];

/** The popup under the chip, aligned to its right edge, never wider than the screen. */
const popupStyle = {
  position: 'absolute',
  top: `calc(100% + ${token('spacing-2')})`,
  right: 0,
  zIndex: 30,
  width: 'max-content',
  minWidth: '14rem',
  maxWidth: 'min(20rem, calc(100vw - 2rem))',
  padding: token('spacing-1.5'),
  background: token('colors-bg'),
  border: `1px solid ${token('colors-border')}`,
  borderRadius: token('radii-xl'),
  boxShadow: token('shadows-lg'),
} as const;
/** Who is logged in, above the items. */
const whoStyle = {
  padding: `${token('spacing-2')} ${token('spacing-3')}`,
  marginBottom: token('spacing-1.5'),
  borderBottom: `1px solid ${token('colors-border')}`,
  overflowWrap: 'anywhere',
} as const;
const nameStyle = { fontWeight: token('font-weights-semibold') } as const;
const noOutline = { outline: 'none' } as const;
const separatorStyle = { height: 1, margin: `${token('spacing-1.5')} 0`, background: token('colors-border') } as const;

const itemsOf = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

/** Where a key moves focus among `count` items from `at` (-1: none focused); undefined for other keys. */
function target(key: string, at: number, count: number): number | undefined {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === 'ArrowDown') return (at + 1) % count;
  if (key === 'ArrowUp') return ((at < 0 ? count : at) - 1 + count) % count;
  return undefined;
}

/** The header chip's menu (docs/behaviour.md "Header"), loaded on its first open. */
export default function AccountMenu({ id, labelledBy, user, focus, chip, onClose }: AccountMenuProps) {
  const popup = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const email = useCachedEmail(user.id);

  useLayoutEffect(() => {
    const all = itemsOf(menu.current);
    (focus.at === 'last' ? all.at(-1) : all[0])?.focus();
  }, [focus]);

  useEffect(() => {
    // A press anywhere but the menu and its chip (which toggles it itself) closes it.
    const onPointerDown = (event: Event) => {
      const pressed = event.target as Node;
      if (!popup.current?.contains(pressed) && !chip.current?.contains(pressed)) onClose(false);
    };
    // Escape, wherever focus is: on an item, or nowhere after a click on the name.
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onClose(true);
    };
    return listen(document, { pointerdown: onPointerDown, keydown: onEscape });
  }, [chip, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = itemsOf(menu.current);
    const next = target(event.key, all.indexOf(document.activeElement as HTMLElement), all.length);
    if (next !== undefined) {
      event.preventDefault();
      all[next]?.focus();
    } else if (event.key === 'Tab' && event.shiftKey) {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      // Tab goes on from the chip: to what follows it in the page, as the items are not tab stops.
      chip.current?.focus();
      onClose(false);
    } else if (event.key === ' ' && event.target !== event.currentTarget) {
      event.preventDefault(); // Space selects, as Enter does, instead of scrolling the page
      (event.target as HTMLElement).click();
    }
  };

  // Focus taken elsewhere by other means (a screen reader's cursor) closes the menu too.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget;
    if (to && !popup.current?.contains(to) && to !== chip.current) onClose(false);
  };

  const choose = (label: string) => {
    track('header_user_menu_click', { label });
    onClose(true);
  };

  return (
    <div ref={popup} css={popupStyle}>
      <div css={whoStyle}>
        <div css={nameStyle}>{user.fullName}</div>
        {email ? (
          <Text as="div" size="sm" tone="muted">
            {email}
          </Text>
        ) : null}
      </div>
      <div
        ref={menu}
        id={id}
        role="menu"
        aria-labelledby={labelledBy}
        // Focusable as the pattern has it, not a tab stop: the items take focus.
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        css={noOutline}
      >
        {accountMenuItems.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end
            role="menuitem"
            tabIndex={-1}
            onClick={() => choose(item.label)}
            css={linkRow}
          >
            {item.label}
          </NavLink>
        ))}
        <div role="separator" css={separatorStyle} />
        <Button
          variant="ghost"
          size="sm"
          role="menuitem"
          tabIndex={-1}
          css={rowLook}
          onClick={() => {
            choose('Logout');
            void drawerLogout(pathname);
          }}
        >
          Logout
        </Button>
      </div>
    </div>
  );
}
