/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useEffect, useState } from 'react';
import { mutedText, row, smallMutedText, stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { token } from '@qa/shared/ui/styles/tokens';
import { Button } from '@qa/shared/ui/primitives/Button';
import { LoadingSpinner } from '@qa/shared/ui/widgets/LoadingSpinner';
import { FormAlert } from '../../../components/forms/fields';
import type { SocialPhase } from '../hooks/use-social-callback';
import { authorizeUrl, providers } from '../social-flow';
import { ProviderIcon } from './ProviderIcon';

/** The provider's mark at 20 px, as Chakra's large button sized its icon. */
const providerIcon = { '& svg': { flexShrink: 0, width: token('sizes-5'), height: token('sizes-5') } } as const;

/** The spinner and its caption, centred, one under the other. */
const working = { display: 'flex', flexDirection: 'column', alignItems: 'center' } as const;

const divider = [row('spacing-3'), { marginBlock: token('spacing-2') }];

const rule = { flex: 1, height: 1, background: token('colors-gray-200') } as const;

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
      <div css={working}>
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
        <Button
          key={id}
          variant="secondary"
          size="lg"
          fullWidth
          css={providerIcon}
          disabled={disabled || leaving}
          onClick={() => {
            setLeaving(true);
            globalThis.location.assign(authorizeUrl(id, returnPath));
          }}
        >
          <ProviderIcon provider={id} />
          Continue with {name}
        </Button>
      ))}
      <div css={divider} aria-hidden>
        <div css={rule} />
        <p css={smallMutedText}>or with e-mail</p>
        <div css={rule} />
      </div>
    </div>
  );
}
