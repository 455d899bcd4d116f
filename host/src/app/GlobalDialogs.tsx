import { Suspense, useEffect } from 'react';
import { QUESTIONNAIRE_REMINDER_DELAY_MS } from '../constants';
import { useLocation } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { listen } from '@qa/shared/ui/hooks/listen';
import { QueryScope } from '@qa/shared/ui/query/QueryScope';
import { readCookieChoice } from '../features/consent/consent';
import CookieDialog from '../features/consent/CookieDialog';
import { STATIC_CHOICE_EVENT, staticPromptClosed, staticPromptShown } from '../features/consent/static-cookie-prompt';
import { isWebinarFreePath } from '../features/webinar/webinar-paths';
import { useDialogStore } from '../dialogs/dialog-store';
import { pickDialog } from './pick-dialog';
import { lazyChunk } from '../chunks/load-chunk';
import { useAfterStartup } from '../startup/after-startup';

// Each dialog but the cookie dialog is its own chunk, loaded only when it is about to open. The
// cookie dialog comes with the start-up: a first visit shows it (in index.html's copy until the app's
// takes over, below), and as a chunk of its own it loads within the first load all the same (measured
// with the takeover deferred: `/` 143.2 → 143.6 KB).
const CheckoutDialog = lazyChunk('CheckoutDialog', () => import('../features/checkout/components/CheckoutDialog'));
const QuestionnaireReminderDialog = lazyChunk(
  'QuestionnaireReminderDialog',
  () => import('../features/questionnaire-reminder/QuestionnaireReminderDialog'),
);
const WebinarDialog = lazyChunk('WebinarDialog', () => import('../features/webinar/WebinarDialog'));
const WebinarWatcher = lazyChunk('WebinarWatcher', () => import('../features/webinar/WebinarWatcher'));

const legalPaths = new Set<string>([href('privacy-policy'), href('terms-and-conditions')]);

/**
 * The host's global dialogs and their arbiter (docs/behaviour.md "Flows and dialogs"): at most one
 * open, in the order cookie → checkout → questionnaire → webinar. Mounted once per page load, so
 * the 180 s of the questionnaire reminder are not restarted by in-app navigation.
 */
export function GlobalDialogs() {
  const { pathname } = useLocation();
  const dialogs = useDialogStore();
  const user = useAuthStore((state) => state.user);
  const checkoutFlag = useAuthStore((state) => state.isCheckoutPopupOpen);
  // The guard is still taking a just-signed-in user to the checkout page: the route change would close it.
  const onTheWay = useAuthStore((state) => state.nextPath !== null);
  const setQuestionnaireDue = dialogs.setQuestionnaireDue;
  // The webinar's content (and the query library it brings) waits until the page has started: it
  // opens 10 s after that content arrives, and must not compete with the first screen.
  const started = useAfterStartup();
  // An answer in index.html's prompt (stored outside React) closes the cookie dialog for this page
  // load, as an answer in the app's does: the app's may have been decided on (rendered, not yet on
  // screen) just before it, and would then ask a visitor who has just answered.
  const closeCookie = dialogs.closeCookie;
  useEffect(() => listen(window, { [STATIC_CHOICE_EVENT]: closeCookie }), [closeCookie]);

  useEffect(() => {
    const timer = setTimeout(setQuestionnaireDue, QUESTIONNAIRE_REMINDER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [setQuestionnaireDue]);

  const open = pickDialog({
    cookie:
      dialogs.cookie === 'open' ||
      (dialogs.cookie === 'auto' &&
        readCookieChoice() === null &&
        !legalPaths.has(pathname) &&
        // Closed in index.html's prompt before the app started: closed for this page load.
        !staticPromptClosed()),
    checkout: checkoutFlag && user !== null && !onTheWay,
    questionnaire:
      dialogs.questionnaireDue &&
      !dialogs.questionnaireDone &&
      user !== null &&
      !user.isQuestionnaireComplete &&
      !user.isSkipQuestionnaireReminder &&
      pathname !== href('questionnaire'),
    webinar: dialogs.webinar !== null && !isWebinarFreePath(pathname),
  });

  // index.html's prompt answers on its own, so the app's dialog takes its place once the first page
  // has started: its render, and the focus it moves (which lays the whole page out), are not part of
  // the first page's long task (Lighthouse TBT). Meanwhile no other dialog opens: the cookie one is picked.
  const cookieDialogDue = started || !staticPromptShown();

  return (
    <>
      {/* The webinar never opens over the cookie dialog: its content (and code) wait for the choice. */}
      {started && open !== 'cookie' ? (
        <QueryScope>
          <Suspense fallback={null}>
            <WebinarWatcher />
          </Suspense>
        </QueryScope>
      ) : null}
      <Suspense fallback={null}>
        {open === 'cookie' && cookieDialogDue && <CookieDialog />}
        {/* The cookie dialog reads no data; the others load the query library (QueryScope) when they open. */}
        {open !== null && open !== 'cookie' ? (
          <QueryScope>
            {open === 'checkout' && <CheckoutDialog />}
            {open === 'questionnaire' && <QuestionnaireReminderDialog />}
            {open === 'webinar' && dialogs.webinar && <WebinarDialog content={dialogs.webinar} />}
          </QueryScope>
        ) : null}
      </Suspense>
    </>
  );
}
