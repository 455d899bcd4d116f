import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { Box, Button, Flex, Heading, HStack, Link, Stack, Text } from '@qa/shared/ui/kit';
import { Logo } from '@qa/shared/ui/Logo';
import { ModalDialog } from '@qa/shared/ui/ModalDialog';
import { authFrame, color } from '@qa/shared/ui/tokens';
import { useDocumentTitle } from '@qa/shared/ui/use-document-title';
import { COMPANY_NAME } from '@qa/shared/kernel/constants';
import { AuthModeSwitch, type AuthMode } from './AuthModeSwitch';
import { useWideScreen } from '../hooks/use-wide-screen';
import { WelcomeContent, welcomeTitle } from './WelcomeContent';

export interface AuthLayoutProps {
  /** The screen's heading (its h1). */
  title: string;
  /** A line under the heading. */
  subtitle?: ReactNode;
  /** Login and sign-up offer each other at the card's top, so either header label is one tap away. */
  mode?: AuthMode;
  children: ReactNode;
}

/** The brand's 2 px focus ring on every control of the auth screens (Chakra's own is 1 px grey on this background). */
const focusRingCss = {
  '& :is(a, button, input, textarea, select, [tabindex]):focus-visible': {
    outline: `2px solid ${color.focus}`,
    outlineOffset: '2px',
  },
} as const;

const { headerPadding, cardTop } = authFrame;

/** The stored flag is set by "unregistered free click" (docs/behaviour.md); any stored value but "false" counts. */
const withWelcomeText = () => {
  const value = localStore.getString(storageKeys.authWithText);
  return value !== null && value !== 'false';
};

/**
 * docs/behaviour.md "Auth layout": logo, the card with the screen, the agreement and copyright lines;
 * with authWithText, the welcome block beside the card (wider than 640 px) or as a modal.
 */
export function AuthLayout({ title, subtitle, mode, children }: AuthLayoutProps) {
  const [withText] = useState(withWelcomeText);
  const wide = useWideScreen();
  useDocumentTitle(title);
  return (
    <Flex direction="column" minH="100dvh" bg={authFrame.background} data-owner="auth" css={focusRingCss}>
      <Flex as="header" px={{ base: `${headerPadding.x}px`, md: `${headerPadding.xMd}px` }} py={`${headerPadding.y}px`}>
        {/* inline-flex: the link is as large as the logo, not the whole header row */}
        <RouterLink to={href('landing')} aria-label={`${COMPANY_NAME} home`} style={{ display: 'inline-flex' }}>
          <Logo />
        </RouterLink>
      </Flex>
      <Flex
        as="main"
        id="main"
        tabIndex={-1}
        outline="none"
        flex="1"
        // Top-aligned, never centred: the card's top stays put across screens and steps.
        align={{ base: 'stretch', md: 'flex-start' }}
        // column below 640 px: start at the top; row above: centred across
        justify={{ base: 'flex-start', md: 'center' }}
        direction={{ base: 'column', md: 'row' }}
        gap={{ base: '6', lg: '16' }}
        px="4"
        pt={{ base: `${cardTop.base}px`, md: `${cardTop.md}px` }}
        pb={{ base: '4', md: '10' }}
      >
        {withText && wide && (
          <Box as="aside" maxW="420px" aria-label="Why sign up" data-testid="auth-welcome">
            <WelcomeContent />
          </Box>
        )}
        <Box
          bg="white"
          rounded="2xl"
          shadow="md"
          borderWidth="1px"
          borderColor="gray.200"
          w="full"
          maxW="440px"
          mx={{ base: 'auto', md: '0' }}
          p={{ base: '5', sm: '8' }}
        >
          {mode && <AuthModeSwitch current={mode} />}
          <Stack gap="1" mb="6">
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            {subtitle && <Text color="fg.muted">{subtitle}</Text>}
          </Stack>
          {children}
        </Box>
      </Flex>
      <Box as="footer" textAlign="center" fontSize="sm" color="fg.muted" px="4" py="6">
        <Text>
          By continuing forward you agree to the{' '}
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={href('privacy-policy')}>Privacy Policy</RouterLink>
          </Link>{' '}
          and the{' '}
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={href('terms-and-conditions')}>Terms of Service</RouterLink>
          </Link>
          .
        </Text>
        <Text mt="1">
          © {new Date().getFullYear()} {COMPANY_NAME}. All rights reserved.
        </Text>
      </Box>
      {withText && !wide && <WelcomeModal />}
    </Flex>
  );
}

/** At 640 px or less the welcome content is a modal with 'Login' and 'Create account' (docs/behaviour.md). */
function WelcomeModal() {
  const [open, setOpen] = useState(true);
  const navigate = useNavigate();
  const go = (to: string) => {
    setOpen(false);
    navigate(to);
  };
  return (
    <ModalDialog open={open} onClose={() => setOpen(false)} title={welcomeTitle} maxWidth={420}>
      <WelcomeContent titleAs="none" />
      <HStack mt="6" gap="3">
        <Button flex="1" variant="outline" onClick={() => go(href('login'))}>
          Login
        </Button>
        <Button flex="1" colorPalette="brand" onClick={() => go(href('registration'))}>
          Create account
        </Button>
      </HStack>
    </ModalDialog>
  );
}
