/**
 * The webinar popup's rules (docs/behaviour.md "Webinar popup"), free of React for unit tests. Loaded
 * with the popup's chunks; the one rule the start-up needs is in webinar-paths.ts.
 */
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The do-not-show list; a missing or corrupt value is an empty list. */
export function readHiddenWebinars(): string[] {
  return localStore.getJson<string[]>(storageKeys.webinars, [], isStringList);
}

/** 'Don't show again' toggles the id; an empty list removes the key. Returns whether it is now hidden. */
export function toggleHiddenWebinar(id: string): boolean {
  const list = readHiddenWebinars();
  const hidden = !list.includes(id);
  const next = hidden ? [...list, id] : list.filter((item) => item !== id);
  if (next.length === 0) localStore.remove(storageKeys.webinars);
  else localStore.setJson(storageKeys.webinars, next);
  return hidden;
}

export const wasWebinarShownThisSession = () => sessionStore.getString(sessionKeys.webinarPopupShown) === 'true';

export const markWebinarShown = () => sessionStore.setString(sessionKeys.webinarPopupShown, 'true');

/** Whether the content may still be offered in this session (the path is checked when it would open). */
export function mayOfferWebinar(webinarId: string): boolean {
  return !wasWebinarShownThisSession() && !readHiddenWebinars().includes(webinarId);
}
