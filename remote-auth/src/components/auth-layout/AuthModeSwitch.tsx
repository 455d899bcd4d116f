/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Link as RouterLink } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { token } from '@qa/shared/ui/styles/tokens';
import { chakraLink } from '../forms/TextLink';

export type AuthMode = 'login' | 'registration';

const modes: { id: AuthMode; label: string }[] = [
  { id: 'login', label: 'Login' },
  { id: 'registration', label: 'Create account' },
];

const switchLook = {
  display: 'flex',
  gap: token('spacing-1'),
  padding: token('spacing-1'),
  marginBottom: token('spacing-6'),
  background: token('colors-gray-100'),
  borderRadius: token('radii-lg'),
} as const;

/** One segment: Chakra's plain link, never underlined, white and raised when it is the current mode. */
const segment = (active: boolean) => [
  chakraLink,
  {
    flex: 1,
    justifyContent: 'center',
    paddingBlock: token('spacing-2'),
    borderRadius: token('radii-md'),
    fontWeight: token('font-weights-semibold'),
    textDecoration: 'none',
    color: token(active ? 'colors-gray-900' : 'colors-gray-600'),
    background: active ? token('colors-white') : 'transparent',
    boxShadow: active ? token('shadows-sm') : 'none',
    '&:hover': { textDecoration: 'none', color: token('colors-gray-900') },
  },
];

/**
 * 'Login' | 'Create account' at the top of the card (the same pair as the small-screen welcome
 * modal): the header's 'Sign Up / Login' lands on the sign-up form, so a returning user switches
 * with one tap, and the reverse.
 */
export function AuthModeSwitch({ current }: { current: AuthMode }) {
  return (
    <nav aria-label="Log in or create an account" css={switchLook}>
      {modes.map(({ id, label }) => {
        const active = id === current;
        return (
          <RouterLink key={id} to={href(id)} aria-current={active ? 'page' : undefined} replace css={segment(active)}>
            {label}
          </RouterLink>
        );
      })}
    </nav>
  );
}
