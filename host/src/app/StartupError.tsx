/** @jsxImportSource @qa/shared/ui/light-jsx */
import { token } from '@qa/shared/ui/styles/tokens';
import { Button } from '@qa/shared/ui/primitives/Button';
import { PageTitle } from '@qa/shared/ui/primitives/heading';

const screenStyle = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: token('spacing-4'),
  fontFamily: 'system-ui, sans-serif',
  padding: `${token('spacing-12')} ${token('spacing-6')}`,
  maxWidth: 640,
  margin: '0 auto',
} as const;
const noMargin = { margin: 0 } as const;

/** Shown when the host cannot even read its configuration; kit markup only, no providers needed. */
export function StartupError({
  error,
  reload = () => window.location.reload(),
}: {
  error: unknown;
  /** What the button does; the page reload, replaced only by tests (jsdom cannot reload). */
  reload?: () => void;
}) {
  return (
    <main css={screenStyle}>
      <PageTitle>The site could not start</PageTitle>
      <p css={noMargin}>
        Its configuration could not be loaded: {error instanceof Error ? error.message : String(error)}
      </p>
      <Button onClick={() => reload()}>Reload the page</Button>
    </main>
  );
}
