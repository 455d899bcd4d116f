/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { isSignedIn, useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { Logo } from '@qa/shared/ui/widgets/Logo';
import { ModalDialog } from '@qa/shared/ui/widgets/ModalDialog';
import { authFrame, mq, token } from '@qa/shared/ui/styles/tokens';
import { Button } from '@qa/shared/ui/primitives/Button';
import { PageTitle } from '@qa/shared/ui/primitives/heading';
import { containerInline, Grid, PageContainer, Stack } from '@qa/shared/ui/primitives/layout';
import { Text } from '@qa/shared/ui/primitives/text';
import { useDocumentTitle } from '@qa/shared/ui/hooks/use-document-title';
import { COMPANY_NAME } from '@qa/shared/kernel/constants';
import { chakraLink } from '../forms/TextLink';
import { AuthModeSwitch, type AuthMode } from './AuthModeSwitch';
import { useWideScreen } from './use-wide-screen';
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
    outline: `2px solid ${token('colors-brand-focus-ring')}`,
    outlineOffset: '2px',
  },
} as const;

/** The stored flag is set by "unregistered free click" (docs/behaviour.md); any stored value but "false" counts. */
const withWelcomeText = () => {
  const value = localStore.getString(storageKeys.authWithText);
  return value !== null && value !== 'false';
};

/**
 * The frame, with what Chakra's reset gave the whole page and a light page lacks: long words wrap,
 * no grey flash on a tap, Inter's single-storey a, kerning.
 */
const frame = {
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  background: authFrame.background,
  overflowWrap: 'break-word',
  WebkitTapHighlightColor: 'transparent',
  fontFeatureSettings: '"cv11"',
  textRendering: 'optimizeLegibility',
  ...focusRingCss,
} as const;

const main = { flex: 1, outline: 'none' } as const;

// The logo on the page container, where the site header's logo and every page title start.
const header = { display: 'flex', ...containerInline, paddingBlock: authFrame.headerPaddingBlock } as const;

// The page's container, as on every other page: the title starts at the container's edge, the card
// with the form under it is a narrow column at the container's start; with authWithText the welcome
// sits beside it on wide screens.
const columns = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacing-6'),
  [mq.md]: { flexDirection: 'row', alignItems: 'flex-start' },
  [mq.lg]: { gap: token('spacing-16') },
} as const;

const formColumn = { width: '100%', maxWidth: authFrame.cardMaxWidth } as const;

/** The card holding the screen's form, under the title. */
const card = {
  padding: token('spacing-5'),
  background: token('colors-white'),
  border: `1px solid ${token('colors-gray-200')}`,
  borderRadius: token('radii-2xl'),
  boxShadow: token('shadows-md'),
  [mq.sm]: { padding: token('spacing-8') },
} as const;

const welcomeColumn = { maxWidth: 420 } as const;

const logoLink = { display: 'inline-flex', color: 'inherit', textDecoration: 'none' } as const;

const footer = { paddingInline: token('spacing-4'), paddingBlock: token('spacing-6'), textAlign: 'center' } as const;

/**
 * docs/behaviour.md "Auth layout": logo, the screen's title and its card on the page container, the agreement and
 * copyright lines; with authWithText, the welcome block beside them (wider than 640 px) or as a modal.
 */
export function AuthLayout({ title, subtitle, mode, children }: AuthLayoutProps) {
  const [storedWithText] = useState(withWelcomeText);
  const signedIn = useAuthStore(isSignedIn);
  // The welcome asks to sign up or log in: never over a signed-in visitor's screen (the questionnaire).
  const withText = storedWithText && !signedIn;
  const wide = useWideScreen();
  useDocumentTitle(title);
  return (
    <div css={frame} data-owner="auth">
      <header css={header}>
        {/* inline-flex: the link is as large as the logo, not the whole header row */}
        <RouterLink to={href('landing')} aria-label={`${COMPANY_NAME} home`} css={logoLink}>
          <Logo />
        </RouterLink>
      </header>
      <PageContainer as="main" id="main" tabIndex={-1} css={main}>
        <div css={columns}>
          <Stack gap="6" css={formColumn}>
            <Stack gap="1">
              <PageTitle>{title}</PageTitle>
              {subtitle && <Text tone="muted">{subtitle}</Text>}
            </Stack>
            <div css={card}>
              {mode && <AuthModeSwitch current={mode} />}
              {children}
            </div>
          </Stack>
          {withText && wide && (
            <aside css={welcomeColumn} aria-label="Why sign up" data-testid="auth-welcome">
              <WelcomeContent />
            </aside>
          )}
        </div>
      </PageContainer>
      <Stack as="footer" gap="1" css={footer}>
        <Text size="sm" tone="muted">
          By continuing forward you agree to the{' '}
          <RouterLink to={href('privacy-policy')} css={chakraLink}>
            Privacy Policy
          </RouterLink>{' '}
          and the{' '}
          <RouterLink to={href('terms-and-conditions')} css={chakraLink}>
            Terms of Service
          </RouterLink>
          .
        </Text>
        <Text size="sm" tone="muted">
          © {new Date().getFullYear()} {COMPANY_NAME}. All rights reserved.
        </Text>
      </Stack>
      {withText && !wide && <WelcomeModal />}
    </div>
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
      <Stack gap="6">
        <WelcomeContent titleAs="none" />
        <Grid columns={{ base: 2 }} gap="3">
          <Button variant="secondary" onClick={() => go(href('login'))}>
            Login
          </Button>
          <Button onClick={() => go(href('registration'))}>Create account</Button>
        </Grid>
      </Stack>
    </ModalDialog>
  );
}
