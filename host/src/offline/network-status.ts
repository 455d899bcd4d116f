/**
 * Whether the browser says it is offline, and a wait for it to come back. Chunk recovery reads it
 * so that a fetch that failed because there is no network waits for the network instead of
 * reloading the page (which would only show the browser's own offline page).
 */
import { listen } from '@qa/shared/ui/hooks/listen';

type OnlineTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** True only when the browser positively says so: an unknown state counts as online. */
export function isOffline(nav: Pick<Navigator, 'onLine'> | undefined = globalThis.navigator): boolean {
  try {
    return nav?.onLine === false;
  } catch {
    return false;
  }
}

/** Resolves on the next `online` event, or at once when the browser is not offline. */
export function whenOnline(target: OnlineTarget = window): Promise<void> {
  if (!isOffline()) return Promise.resolve();
  return new Promise((resolve) => {
    const onOnline = () => {
      target.removeEventListener('online', onOnline);
      resolve();
    };
    target.addEventListener('online', onOnline);
  });
}

/** Calls `listener` with the offline state now and after every `online` / `offline` event. */
export function watchNetworkStatus(listener: (offline: boolean) => void, target: OnlineTarget = window): () => void {
  const update = () => listener(isOffline());
  update();
  return listen(target, { online: update, offline: update });
}
