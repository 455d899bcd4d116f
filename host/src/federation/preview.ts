/**
 * Previews in production (docs/releasing.md "Previews and integrity"): `?preview=<remote>:<manifest-url>`
 * swaps one remote for a preview build in this tab. Only a manifest whose parsed origin is exactly one
 * of the app-config's `previewOrigins` is ever loaded, and the parsed URL is what is loaded, never the
 * text as given. Anything else is ignored and reported. Loaded only when a preview is asked for or kept.
 */
import type { AppConfig } from '@qa/shared/kernel/config/app-config';
import type { RemoteName } from '@qa/shared/kernel/routing/route-entry';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';
import { emitReleaseEvent } from './release-events';

export type Previews = Partial<Record<RemoteName, string>>;

type Verdict =
  { ok: true; remote: RemoteName; url: string } | { ok: false; remote: string; origin: string; reason: string };

const originOf = (text: string): string | null => {
  try {
    return new URL(text).origin;
  } catch {
    return null;
  }
};

/** Checks one `<remote>:<manifest-url>` against the config: a known remote, http(s), no credentials, an allowed origin. */
export function checkPreview(value: string, config: AppConfig): Verdict {
  const colon = value.indexOf(':');
  const remote = colon < 0 ? value : value.slice(0, colon);
  const refuse = (origin: string, reason: string): Verdict => ({
    ok: false,
    remote: remote.slice(0, 40),
    origin,
    reason,
  });
  if (colon < 0 || !Object.hasOwn(config.remotes, remote)) return refuse('invalid', 'unknown remote');
  let url: URL;
  try {
    url = new URL(value.slice(colon + 1));
  } catch {
    return refuse('invalid', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refuse('invalid', 'not http(s)');
  if (url.username || url.password) return refuse(url.origin, 'credentials in the URL');
  const allowed = (config.previewOrigins ?? []).map(originOf);
  if (!allowed.includes(url.origin)) return refuse(url.origin, 'origin not allowed');
  return { ok: true, remote: remote as RemoteName, url: url.href };
}

function storedPreviews(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(sessionStore.getString(sessionKeys.remotePreviews) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The previews of this tab: those kept from earlier pages plus the ones the URL asks for (the
 * parameter is then taken off the address). Each is checked against the current config, so an origin
 * taken off the list ends a preview kept in the tab.
 */
export function startPreviews(config: AppConfig, win: Window = window): Previews {
  const kept = storedPreviews();
  const address = new URL(win.location.href);
  const asked = address.searchParams.getAll('preview');
  if (asked.length) {
    for (const value of asked) {
      const verdict = checkPreview(value, config);
      if (verdict.ok) kept[verdict.remote] = verdict.url;
      else
        emitReleaseEvent({
          type: 'preview-refused',
          remote: verdict.remote,
          origin: verdict.origin,
          reason: verdict.reason,
        });
    }
    address.searchParams.delete('preview');
    win.history.replaceState(win.history.state, '', `${address.pathname}${address.search}${address.hash}`);
  }
  const previews: Previews = {};
  for (const [remote, url] of Object.entries(kept)) {
    if (typeof url !== 'string') continue;
    const verdict = checkPreview(`${remote}:${url}`, config);
    if (verdict.ok) previews[verdict.remote] = verdict.url;
  }
  if (Object.keys(previews).length) sessionStore.setString(sessionKeys.remotePreviews, JSON.stringify(previews));
  else sessionStore.remove(sessionKeys.remotePreviews);
  return previews;
}

/** Ends every preview of this tab; the page loads again with the configured versions. */
export function exitPreview(win: Window = window): void {
  sessionStore.remove(sessionKeys.remotePreviews);
  win.location.reload();
}
