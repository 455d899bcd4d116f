/**
 * Business constants of docs/behaviour.md that only the host uses. They live here, not in the
 * kernel, so changing one is a host deploy and not a kit release for every app.
 */
export const QUESTIONNAIRE_REMINDER_DELAY_MS = 180_000;
export const WEBINAR_POPUP_DELAY_MS = 10_000;
export const TOAST_AUTO_CLOSE_MS = 5_000;
export const FOOTER_PAGE_SIZE = 20;
export const FOOTER_ITEMS_USED = 6;
/** Our own limit on loading a remote: the manifest fetch has none (docs/architecture.md). */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;
