/**
 * index.html paints the cookie prompt before any script has loaded and answers it on its own
 * (docs/architecture.md "Dialogs", docs/behaviour.md "Cookie dialog"): the largest paint of a first visit to most pages
 * is this prompt, and it must not wait for the app. The app's CookieDialog takes its place once the
 * first page has started (GlobalDialogs); an answer given before that is read back from storage, and
 * a close from `<html>`.
 */
export type StaticPromptControl = 'close' | 'decline' | 'accept';

const PROMPT_ID = 'qa-cookie';
const CLOSED_MARK = 'data-cookie-closed';
const SHOWN_MARK = 'data-cookie-prompt';
/** Sent by index.html's script when the visitor answers the static prompt. */
export const STATIC_CHOICE_EVENT = 'qa-cookie-choice';

/** The static prompt was closed without an answer in this page load: the app does not ask again. */
export function staticPromptClosed(doc: Document = document): boolean {
  return doc.documentElement.hasAttribute(CLOSED_MARK);
}

/** The static prompt is on screen (a first visit, not answered yet): it works on its own meanwhile. */
export function staticPromptShown(doc: Document = document): boolean {
  return doc.documentElement.hasAttribute(SHOWN_MARK);
}

/** Which of the static prompt's controls has focus, so the app's dialog can keep it there. */
export function staticPromptFocus(doc: Document = document): StaticPromptControl | null {
  const prompt = doc.getElementById(PROMPT_ID);
  const focused = prompt?.contains(doc.activeElement) ? doc.activeElement : null;
  const control = focused?.getAttribute('data-cookie-action');
  return control === 'close' || control === 'decline' || control === 'accept' ? control : null;
}

/** The app's dialog is on screen: the static one goes (its key handler stops with it). */
export function removeStaticPrompt(doc: Document = document): void {
  doc.getElementById(PROMPT_ID)?.remove();
  doc.documentElement.removeAttribute(SHOWN_MARK);
}
