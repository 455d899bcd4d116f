/** @jsxImportSource @emotion/react */
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Button } from '@qa/shared/ui/light';
import { ModalDialog } from '@qa/shared/ui/ModalDialog';
import { color } from '@qa/shared/ui/tokens';
import { useDialogStore } from '../dialogs/dialog-store';
import { acceptAllCookies, declineCookies } from './consent';
import { dialogActions, dialogText } from '../dialogs/dialog-styles';

/**
 * The cookie dialog (docs/behaviour.md "Cookie dialog"): 'Accept all' stores true and starts
 * analytics, 'Decline' stores false, closing (button, Escape, outside click, navigation) stores nothing.
 */
export default function CookieDialog() {
  const close = useDialogStore((state) => state.closeCookie);
  return (
    <ModalDialog open title="We use cookies" onClose={close}>
      <p css={dialogText}>
        We use cookies that the site needs to work. With your consent we also use analytics cookies to learn how the
        site is used and improve it. Nothing is sent for analytics unless you accept. Read more in our{' '}
        <Link to={href('privacy-policy')} css={{ color: color.brandDark }}>
          Privacy Policy
        </Link>
        .
      </p>
      <div css={dialogActions}>
        <Button
          variant="outline"
          onClick={() => {
            declineCookies();
            close();
          }}
        >
          Decline
        </Button>
        <Button
          onClick={() => {
            acceptAllCookies();
            close();
          }}
        >
          Accept all
        </Button>
      </div>
    </ModalDialog>
  );
}
