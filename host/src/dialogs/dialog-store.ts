/**
 * Which global dialog wants to open (docs/behaviour.md "Flows and dialogs"). Each flow raises its
 * own flag; `pickDialog` decides which one shows, so at most one is open at a time.
 */
import { create } from 'zustand';
import type { WebinarPopup } from '../api/content';

export interface DialogState {
  /**
   * The cookie dialog: 'auto' shows it while no choice is stored (except on the legal pages);
   * 'open' after the footer's 'Cookie settings'; 'closed' once answered or closed in this page load.
   */
  cookie: 'auto' | 'open' | 'closed';
  /** 180 s have passed since this page load (the reminder's own conditions are checked on top). */
  questionnaireDue: boolean;
  /** The reminder was shown (and closed) in this page load. */
  questionnaireDone: boolean;
  /** The webinar content whose 10 s have passed and that may be shown; null once shown or suppressed. */
  webinar: WebinarPopup | null;
}

interface DialogActions {
  openCookie(): void;
  closeCookie(): void;
  setQuestionnaireDue(): void;
  closeQuestionnaire(): void;
  offerWebinar(content: WebinarPopup): void;
  closeWebinar(): void;
}

export const useDialogStore = create<DialogState & DialogActions>()((set) => ({
  cookie: 'auto',
  questionnaireDue: false,
  questionnaireDone: false,
  webinar: null,
  openCookie: () => set({ cookie: 'open' }),
  closeCookie: () => set({ cookie: 'closed' }),
  setQuestionnaireDue: () => set({ questionnaireDue: true }),
  closeQuestionnaire: () => set({ questionnaireDone: true }),
  offerWebinar: (webinar) => set({ webinar }),
  closeWebinar: () => set({ webinar: null }),
}));

/** The footer's 'Cookie settings' link: the choice can be changed at any time. */
export const openCookieSettings = () => useDialogStore.getState().openCookie();
