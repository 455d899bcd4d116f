/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useEffect, useId, useState } from 'react';
import { useUser } from '../../api/users';
import { track } from '@qa/shared/kernel/analytics/analytics';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { buttonStyle } from '@qa/shared/ui/light';
import { ModalDialog } from '@qa/shared/ui/ModalDialog';
import { color } from '@qa/shared/ui/tokens';
import type { WebinarPopup } from '../../api/content';
import { useDialogStore } from '../dialogs/dialog-store';
import { dialogActions, dialogText } from '../dialogs/dialog-styles';
import { markWebinarShown, readHiddenWebinars, toggleHiddenWebinar } from './webinar-rules';
import { webinarStart, webinarWhen } from './webinar-when';

/** The webinar popup (docs/behaviour.md "Webinar popup"); shown once per browser session. */
export default function WebinarDialog({ content }: { content: WebinarPopup }) {
  const close = useDialogStore((state) => state.closeWebinar);
  const fields = content.custom_fields;
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const { data: user } = useUser(userId);
  const [hidden, setHidden] = useState(() => readHiddenWebinars().includes(fields.webinar_id));
  const toggleId = useId();
  useEffect(() => markWebinarShown(), []);
  // the same words as the event's card and page: the visitor's clock, the zone named
  const start = webinarStart(fields.date, fields.time);
  const when = webinarWhen(fields.date, fields.time);

  return (
    <ModalDialog open title={fields.title} onClose={close}>
      <p css={{ margin: '-8px 0 12px', display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        {fields.type && (
          <span
            css={{
              background: color.brandSubtle,
              color: color.brandDark,
              borderRadius: 999,
              padding: '2px 10px',
              fontSize: 13,
              fontWeight: 600,
            }}
          >
            {fields.type}
          </span>
        )}
        <span css={{ color: color.text, fontSize: 14, fontWeight: 600 }}>
          {start === null ? when : <time dateTime={new Date(start).toISOString()}>{when}</time>}
        </span>
      </p>
      {fields.subtitle && <p css={{ margin: '0 0 8px', fontWeight: 600 }}>{fields.subtitle}</p>}
      <p css={dialogText}>{fields.text}</p>
      <label
        htmlFor={toggleId}
        css={{ display: 'flex', gap: 8, alignItems: 'center', fontSize: 14, cursor: 'pointer' }}
      >
        <input
          id={toggleId}
          type="checkbox"
          checked={hidden}
          onChange={() => setHidden(toggleHiddenWebinar(fields.webinar_id))}
          css={{ width: 18, height: 18, accentColor: color.brand }}
        />
        {"Don't show again"}
      </label>
      <div css={dialogActions}>
        <a
          href={fields.link}
          target="_blank"
          rel="noopener noreferrer"
          css={buttonStyle('solid')}
          onClick={() => {
            track('webinar', { email: user?.email ?? 'Unauthorized' });
            close();
          }}
        >
          {fields.button_text || 'Join'}
        </a>
      </div>
    </ModalDialog>
  );
}
