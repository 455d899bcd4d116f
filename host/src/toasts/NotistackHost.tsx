import { useEffect } from 'react';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { TOAST_AUTO_CLOSE_MS } from '../constants';
import { connectToasts } from '@qa/shared/kernel/toast/toast-bus';
import { styleClass } from '@qa/shared/ui/styles/light-css';
import { mq, token } from '@qa/shared/ui/styles/tokens';
import { HEADER_HEIGHT_PX } from '../layout/header-size';

/**
 * Where the toasts stand: the spec's top right, but below the sticky header (never over it); while the
 * side drawer is open (it comes in from the right, its user card at its top) they move to the left
 * on a wide screen, and to the bottom on a phone, where the drawer takes the whole width.
 */
const placement = styleClass({
  // Twice the class: above notistack's own top offset.
  '&&': { top: `calc(${HEADER_HEIGHT_PX}px + ${token('spacing-2')})` },
  'body:has([data-side-drawer]) &&': { top: 'auto', bottom: token('spacing-4') },
  [mq.md]: {
    'body:has([data-side-drawer]) &&': {
      top: `calc(${HEADER_HEIGHT_PX}px + ${token('spacing-2')})`,
      bottom: 'auto',
      right: 'auto',
      left: token('spacing-5'),
    },
  },
});

/** The toast's ×: a bare glyph in the toast's own colour. */
const closeButtonStyle = {
  color: 'inherit',
  background: 'none',
  border: 0,
  cursor: 'pointer',
  fontSize: token('font-sizes-lg'),
} as const;

/** docs/behaviour.md: top right below the header, close after 5000 ms, pause on hover, no close on click. */
export default function NotistackHost() {
  useEffect(() => {
    connectToasts((message, { variant = 'default', persist = false }) => {
      enqueueSnackbar(message, {
        variant,
        persist,
        // A persistent toast has no timer to show; it gets a close button instead.
        action: persist
          ? (key) => (
              <button type="button" aria-label="Dismiss" onClick={() => closeSnackbar(key)} style={closeButtonStyle}>
                ×
              </button>
            )
          : undefined,
      });
    });
    return () => connectToasts(null);
  }, []);
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      classes={{ containerAnchorOriginTopRight: placement }}
      autoHideDuration={TOAST_AUTO_CLOSE_MS}
      maxSnack={4}
    />
  );
}
