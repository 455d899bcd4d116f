/**
 * The one door to sessionStorage: the per-tab keys of docs/behaviour.md §5 "Values kept in the
 * browser", such as the last-visited path (the auth routes' fallback, §2 "Guard rules"), kept per
 * tab so two tabs do not send each other's users around, and a social sign-in in progress. Never
 * throws.
 */
import { safeStorage } from '@qa/shared/kernel/storage/safe-storage';

export const sessionKeys = {
  lastVisitedPath: 'lastVisitedPath',
  /** The `state` of a social sign-in in progress, checked when the provider sends the user back. */
  oauthState: 'oauthState',
  /** E-mail and name a provider gave for a new social user, to prefill create-profile. */
  newSocialUser: 'newSocialUser',
  /** The webinar popup was shown in this browser session: it opens once per session. */
  webinarPopupShown: 'webinarPopupShown',
  /** Course progress popups hidden for this session: JSON list of `${courseId}:${popup}`. */
  hiddenCoursePopups: 'hiddenCoursePopups',
  /** When this tab last reloaded to recover from a chunk that failed to load (guards against loops). */
  chunkReloadAt: 'chunkReloadAt',
  /** The random id the host's operational signals carry for this tab (never a user id). */
  signalsSession: 'signalsSession',
  /** JSON list of the canary manifest URLs this tab fell back from: stable for the rest of the visit. */
  canaryFallbacks: 'canaryFallbacks',
  /** JSON: remote → the preview manifest URL this tab shows (`?preview=`). */
  remotePreviews: 'remotePreviews',
} as const;

export type SessionKey = (typeof sessionKeys)[keyof typeof sessionKeys];

export const sessionStore = safeStorage<SessionKey>(() => globalThis.sessionStorage);
