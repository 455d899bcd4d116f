import { useEffect } from 'react';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { TOAST_AUTO_CLOSE_MS } from '@qa/shared/kernel/constants';
import { connectToasts } from '@qa/shared/kernel/toast/toast-bus';
import { token } from '@qa/shared/ui/tokens';

/** docs/behaviour.md: bottom right, close after 5000 ms, pause on hover, no close on click. */
export default function NotistackHost() {
  useEffect(() => {
    connectToasts((message, { variant = 'default', persist = false }) => {
      enqueueSnackbar(message, {
        variant,
        persist,
        // A persistent toast has no timer to show; it gets a close button instead.
        action: persist
          ? (key) => (
              <button
                type="button"
                aria-label="Dismiss"
                onClick={() => closeSnackbar(key)}
                style={{
                  color: 'inherit',
                  background: 'none',
                  border: 0,
                  cursor: 'pointer',
                  fontSize: token('font-sizes-lg'),
                }}
              >
                ×
              </button>
            )
          : undefined,
      });
    });
    return () => connectToasts(null);
  }, []);
  // Bottom right: the header, the drawer's card (top of the right-hand drawer) and the prices at
  // the top of plan cards and the checkout stay in view. Under 600 px notistack itself spans the
  // toasts across the bottom, 16 px from each side.
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      autoHideDuration={TOAST_AUTO_CLOSE_MS}
      maxSnack={4}
    />
  );
}
