/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useEffect, useState } from 'react';
import { mutedText, row, smallMutedText, stack } from '@qa/shared/ui/chakra-look/layout';
import { chakraButton, token } from '@qa/shared/ui/chakra-look/tokens';
import { LoadingSpinner } from '@qa/shared/ui/LoadingSpinner';
import { FormAlert } from '../../forms/components/fields';
import type { SocialProvider } from '../api/social-sign-in';
import type { SocialPhase } from '../hooks/use-social-callback';
import { authorizeUrl, providers } from '../social-flow';

/** Chakra's `Button variant="outline" size="lg" w="full"`, which sizes its icon 20 px. */
const providerButton = [
  chakraButton('outline', 'lg'),
  { width: '100%', '& svg': { flexShrink: 0, width: token('sizes-5'), height: token('sizes-5') } },
];

const rule = { flex: 1, height: 1, background: token('colors-gray-200') } as const;

function ProviderIcon({ provider }: { provider: SocialProvider }) {
  return provider === 'google' ? (
    <svg aria-hidden width="18" height="18" viewBox="0 0 48 48">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.6 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.5 5.8c4.4-4 6.8-10 6.8-17.2z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.6-4.1-13.5-9.8l-7.8 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  ) : (
    <svg aria-hidden width="18" height="18" viewBox="0 0 24 24">
      <path
        fill="#1877F2"
        d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v2.9h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
      />
    </svg>
  );
}

/**
 * 'Continue with Google / Facebook', then a divider before the e-mail form. The buttons are
 * disabled while a sign-in is in progress: the e-mail form's (`disabled`) or a provider's own.
 */
export function SocialSignIn({
  phase,
  returnPath,
  disabled = false,
}: {
  phase: SocialPhase;
  returnPath: string;
  disabled?: boolean;
}) {
  const [leaving, setLeaving] = useState(false);
  // Back from the provider through the browser's back button (page restored from its cache).
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && setLeaving(false);
    globalThis.addEventListener('pageshow', onShow);
    return () => globalThis.removeEventListener('pageshow', onShow);
  }, []);
  if (phase.kind === 'working') {
    return (
      <div css={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0 }}>
        <LoadingSpinner kind="section" label="Logging you in…" />
        <p css={mutedText} aria-hidden>
          Logging you in…
        </p>
      </div>
    );
  }
  return (
    <div css={stack('spacing-3')}>
      {phase.kind === 'error' && <FormAlert>{phase.message}</FormAlert>}
      {providers.map(({ id, name }) => (
        <button
          key={id}
          type="button"
          css={providerButton}
          disabled={disabled || leaving}
          onClick={() => {
            setLeaving(true);
            globalThis.location.assign(authorizeUrl(id, returnPath));
          }}
        >
          <ProviderIcon provider={id} />
          Continue with {name}
        </button>
      ))}
      <div css={[row('spacing-3'), { marginBlock: token('spacing-2') }]} aria-hidden>
        <div css={rule} />
        <p css={smallMutedText}>or with e-mail</p>
        <div css={rule} />
      </div>
    </div>
  );
}
