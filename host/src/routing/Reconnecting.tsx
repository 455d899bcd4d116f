/** @jsxImportSource @qa/shared/ui/light-jsx */
import { SESSION_OUTAGE_MESSAGE } from '@qa/shared/kernel/errors/api-error';
import { token } from '@qa/shared/ui/styles/tokens';

export const RECONNECTING_TITLE = 'Reconnecting…';

const sectionStyle = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: token('spacing-2'),
  minHeight: '60vh',
  padding: `${token('spacing-8')} ${token('spacing-4')}`,
  textAlign: 'center',
} as const;
const titleStyle = { margin: 0, fontSize: token('font-sizes-2xl') } as const;
const messageStyle = { margin: 0, maxWidth: 480, color: token('colors-fg-muted') } as const;

/**
 * What a guarded page shows, inside its frame, while the stored session's refresh is retried after
 * an outage (docs/behaviour.md §6): the visitor is neither sent to the login form nor shown a page
 * that needs the session. The page itself takes this place once the session is back.
 */
export function Reconnecting() {
  return (
    <section role="status" aria-labelledby="session-reconnecting-title" css={sectionStyle}>
      <h1 id="session-reconnecting-title" css={titleStyle}>
        {RECONNECTING_TITLE}
      </h1>
      <p css={messageStyle}>{SESSION_OUTAGE_MESSAGE}</p>
    </section>
  );
}
