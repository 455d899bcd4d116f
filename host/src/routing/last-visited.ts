/**
 * The tab's last-visited path (docs/behaviour.md §2 "Guard rules": auth routes fall back to it).
 * Kept in sessionStorage: per tab, survives a reload, and not one of the local-storage keys of
 * docs/behaviour.md §5 "Values kept in the browser".
 */
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';

export function rememberLastVisitedPath(path: string): void {
  sessionStore.setString(sessionKeys.lastVisitedPath, path);
}

export function lastVisitedPath(): string | null {
  return sessionStore.getString(sessionKeys.lastVisitedPath);
}
