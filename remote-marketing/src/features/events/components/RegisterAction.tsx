/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Link } from '@qa/shared/kernel/routing/router';
import { useStartForFree } from '@qa/shared/kernel/subscriptions/use-start-for-free';
import { VisuallyHidden } from '@qa/shared/ui/styles/light';
import { buttonStyle } from '@qa/shared/ui/primitives/button-style';
import { token } from '@qa/shared/ui/styles/tokens';
import { Text } from '@qa/shared/ui/primitives/text';
import { contentTarget } from '@qa/shared/kernel/routing/content-target';
import { ContentLink } from '../../../components/content-link';

/**
 * An event's 'Register': its registration target from the CMS, through the content-link rule (a
 * page of this site opens in place, an outside address in a new tab). A page of this site is where
 * a learner registers, so a visitor without an account signs up first and comes back to this event
 * (the saved redirect path), then registers from here.
 */
export function RegisterAction({ registrationUrl }: { registrationUrl: string }) {
  const start = useStartForFree();
  const target = contentTarget(registrationUrl);
  const look = buttonStyle('primary', 'lg');
  if (target === 'site' && !start.signedIn) {
    return (
      <Link to={start.to} onClick={start.onClick} css={look} aria-describedby="register-needs-account">
        Register for this event
      </Link>
    );
  }
  return (
    <ContentLink to={registrationUrl} css={look}>
      Register for this event
      {target === 'web' ? <VisuallyHidden> (opens in a new tab)</VisuallyHidden> : null}
    </ContentLink>
  );
}

const noteRoom = { marginTop: token('spacing-3') } as const;

/** Said beside the button while registering needs an account first. */
export function RegisterNote({ registrationUrl }: { registrationUrl: string }) {
  const start = useStartForFree();
  if (contentTarget(registrationUrl) !== 'site' || start.signedIn) return null;
  return (
    <Text id="register-needs-account" size="sm" tone="muted" css={noteRoom}>
      Registering takes a free account: sign up and you come straight back to this event.
    </Text>
  );
}
