/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { token } from '@qa/shared/ui/styles/tokens';
import { Button } from '@qa/shared/ui/primitives/Button';
import { ModalDialog } from '@qa/shared/ui/widgets/ModalDialog';
import { useDialogStore } from '../../dialogs/dialog-store';
import { acceptAllCookies, declineCookies } from './consent';
import { removeStaticPrompt, staticPromptFocus } from './static-cookie-prompt';
import { dialogActions, dialogText } from '../../dialogs/dialog-styles';

/** Underlined on every page (a Chakra page's reset removes it): the link is told apart by more than colour. */
const policyLink = { color: token('colors-brand-600'), textDecoration: 'underline' } as const;

/**
 * The cookie dialog (docs/behaviour.md "Cookie dialog"): 'Accept all' stores true and starts
 * analytics, 'Decline' stores false, closing (button, Escape, outside click, navigation) stores nothing.
 * On a first visit it takes the place of the prompt index.html painted (./static-cookie-prompt),
 * with focus on the same control.
 */
export default function CookieDialog() {
  const close = useDialogStore((state) => state.closeCookie);
  const decline = useRef<HTMLButtonElement>(null);
  const accept = useRef<HTMLButtonElement>(null);
  const carried = useRef<HTMLElement | null>(null);
  return (
    <ModalDialog open title="We use cookies" onClose={close} initialFocus={carried}>
      <p css={dialogText}>
        We use cookies that the site needs to work. With your consent we also use analytics cookies to learn how the
        site is used and improve it. Nothing is sent for analytics unless you accept. Read more in our{' '}
        <Link to={href('privacy-policy')} css={policyLink}>
          Privacy Policy
        </Link>
        .
      </p>
      <div css={dialogActions}>
        <Button
          ref={decline}
          variant="secondary"
          onClick={() => {
            declineCookies();
            close();
          }}
        >
          Decline
        </Button>
        <Button
          ref={accept}
          onClick={() => {
            acceptAllCookies();
            close();
          }}
        >
          Accept all
        </Button>
      </div>
      <TakeOverStaticPrompt acceptRef={accept} declineRef={decline} carriedRef={carried} />
    </ModalDialog>
  );
}

/**
 * Replaces the prompt index.html painted, in the commit that shows this dialog: never two backdrops
 * on screen. The last child on purpose: its layout effect runs after the buttons' refs are set and
 * before the dialog's focus trap (a parent), which then focuses the button that had focus in the
 * static prompt (or, as always, the first control: Close), so focus never falls to the page.
 */
function TakeOverStaticPrompt({
  acceptRef,
  declineRef,
  carriedRef,
}: {
  acceptRef: RefObject<HTMLButtonElement | null>;
  declineRef: RefObject<HTMLButtonElement | null>;
  carriedRef: RefObject<HTMLElement | null>;
}) {
  useLayoutEffect(() => {
    const focused = staticPromptFocus();
    removeStaticPrompt();
    carriedRef.current = focused === 'accept' ? acceptRef.current : focused === 'decline' ? declineRef.current : null;
  }, [acceptRef, declineRef, carriedRef]);
  return null;
}
