import { useEffect } from 'react';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { TOAST_AUTO_CLOSE_MS } from '@qa/shared/kernel/constants';
import { connectToasts } from '@qa/shared/kernel/toast/toast-bus';
import { token } from '@qa/shared/ui/tokens';

const TOASTS_CLASS = 'qa-toasts';

/** docs/behaviour.md: top-right (below the header), close after 5000 ms, pause on hover, no close on click. */
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
  return (
    <>
      {/* Below the 64 px header: a toast there would cover the burger and the user chip, and as it
          pauses while hovered, a pointer over the burger would keep it there. */}
      <style>{`.${TOASTS_CLASS} { top: 72px !important; }`}</style>
      <SnackbarProvider
        classes={{ containerAnchorOriginTopRight: TOASTS_CLASS }}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        autoHideDuration={TOAST_AUTO_CLOSE_MS}
        maxSnack={4}
      />
    </>
  );
}
