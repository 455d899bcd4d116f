/**
 * The "stored last-visited path" of docs/behaviour.md (auth routes fall back to it). Kept in
 * sessionStorage: per tab, survives a reload, and not one of the spec's local-storage keys.
 */
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';

export function rememberLastVisitedPath(path: string): void {
  sessionStore.setString(sessionKeys.lastVisitedPath, path);
}

export function lastVisitedPath(): string | null {
  return sessionStore.getString(sessionKeys.lastVisitedPath);
}
