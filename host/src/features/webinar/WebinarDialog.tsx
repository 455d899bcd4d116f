/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useEffect, useState } from 'react';
import { useUser } from '../../api/users';
import { track } from '@qa/shared/kernel/analytics/analytics';
import { contentTarget } from '@qa/shared/kernel/routing/content-target';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { token } from '@qa/shared/ui/styles/tokens';
import { Badge } from '@qa/shared/ui/primitives/Badge';
import { ButtonAnchor } from '@qa/shared/ui/primitives/Button';
import { DontShowAgain } from '@qa/shared/ui/primitives/DontShowAgain';
import { ModalDialog } from '@qa/shared/ui/widgets/ModalDialog';
import { Text } from '@qa/shared/ui/primitives/text';
import type { WebinarPopup } from '../../api/content';
import { useDialogStore } from '../../dialogs/dialog-store';
import { dialogActions, dialogText } from '../../dialogs/dialog-styles';
import { markWebinarShown, readHiddenWebinars, toggleHiddenWebinar } from './webinar-rules';
import { webinarStart, webinarWhen } from './webinar-when';

/** The type and the start, pulled up under the title. */
const metaLine = {
  margin: `calc(-1 * ${token('spacing-2')}) 0 ${token('spacing-3')}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: token('spacing-2'),
  alignItems: 'center',
} as const;
const subtitleStyle = { margin: `0 0 ${token('spacing-2')}`, fontWeight: token('font-weights-semibold') } as const;

/** The webinar popup (docs/behaviour.md "Webinar popup"); shown once per browser session. */
export default function WebinarDialog({ content }: { content: WebinarPopup }) {
  const close = useDialogStore((state) => state.closeWebinar);
  const fields = content.custom_fields;
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const { data: user } = useUser(userId);
  const [hidden, setHidden] = useState(() => readHiddenWebinars().includes(fields.webinar_id));
  useEffect(() => markWebinarShown(), []);
  // the same words as the event's card and page: the visitor's clock, the zone named
  const start = webinarStart(fields.date, fields.time);
  const when = webinarWhen(fields.date, fields.time);
  // the link comes from the CMS: only a path of this site or an http(s) address becomes the button
  const joinable = contentTarget(fields.link) !== null;

  return (
    <ModalDialog open title={fields.title} onClose={close}>
      <p css={metaLine}>
        {fields.type && <Badge tone="brand">{fields.type}</Badge>}
        <Text as="span" size="sm" weight="semibold">
          {start === null ? when : <time dateTime={new Date(start).toISOString()}>{when}</time>}
        </Text>
      </p>
      {fields.subtitle && <p css={subtitleStyle}>{fields.subtitle}</p>}
      <p css={dialogText}>{fields.text}</p>
      <DontShowAgain checked={hidden} onChange={() => setHidden(toggleHiddenWebinar(fields.webinar_id))} />
      <div css={dialogActions}>
        {joinable ? (
          <ButtonAnchor
            href={fields.link}
            target="_blank"
            onClick={() => {
              track('webinar', { email: user?.email ?? 'Unauthorized' });
              close();
            }}
          >
            {fields.button_text || 'Join'}
          </ButtonAnchor>
        ) : null}
      </div>
    </ModalDialog>
  );
}
