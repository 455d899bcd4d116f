/** @jsxImportSource @qa/shared/ui/light-jsx */
import { LoadingSpinner } from '@qa/shared/ui/widgets/LoadingSpinner';
import { Text } from '@qa/shared/ui/primitives/text';
import { BareCard, BareFrame } from './BareFrame';

const centred = { textAlign: 'center' } as const;

/** The provider sends the visitor back with these (remote-auth's social sign-in). */
export const isSocialReturn = (search: string) => /[?&](code|provider)=/.test(search);

/**
 * What an auth screen shows while its remote loads: the logo and the card's outline where the
 * card will be, the spinner in it, and on the way back from Google or Facebook what is going on.
 */
export function AuthPlaceholder({ search }: { search: string }) {
  const signingIn = isSocialReturn(search);
  return (
    <BareFrame>
      <BareCard minHeight={420}>
        <div data-testid="auth-placeholder">
          <LoadingSpinner kind="section" label={signingIn ? 'Logging you in…' : 'Loading'} />
          {signingIn ? (
            <Text tone="muted" aria-hidden="true" css={centred}>
              Logging you in…
            </Text>
          ) : null}
        </div>
      </BareCard>
    </BareFrame>
  );
}
