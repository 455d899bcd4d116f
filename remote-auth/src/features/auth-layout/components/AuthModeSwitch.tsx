import { Link as RouterLink } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Box, Link } from '@qa/shared/ui/kit';

export type AuthMode = 'login' | 'registration';

const modes: { id: AuthMode; label: string }[] = [
  { id: 'login', label: 'Log in' },
  { id: 'registration', label: 'Create account' },
];

/**
 * 'Log in' | 'Create account' at the top of the card: the header's 'Sign In' and 'Sign Up / Login'
 * both land on the sign-up form, so a returning user switches with one tap.
 */
export function AuthModeSwitch({ current }: { current: AuthMode }) {
  return (
    <Box
      as="nav"
      aria-label="Log in or create an account"
      display="flex"
      gap="1"
      p="1"
      mb="6"
      bg="gray.100"
      rounded="lg"
    >
      {modes.map(({ id, label }) => {
        const active = id === current;
        return (
          <Link
            key={id}
            asChild
            flex="1"
            justifyContent="center"
            py="2"
            rounded="md"
            fontWeight="semibold"
            textDecoration="none"
            color={active ? 'gray.900' : 'gray.600'}
            bg={active ? 'white' : 'transparent'}
            shadow={active ? 'sm' : 'none'}
            _hover={{ textDecoration: 'none', color: 'gray.900' }}
          >
            <RouterLink to={href(id)} aria-current={active ? 'page' : undefined} replace>
              {label}
            </RouterLink>
          </Link>
        );
      })}
    </Box>
  );
}
