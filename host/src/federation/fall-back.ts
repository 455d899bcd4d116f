/**
 * What a failed load of a remote does (docs/releasing.md "Rolling out"): report it, and move to the
 * remote's next version when one is left. Loaded only when a load or a render fails (its own chunk):
 * a visit where every remote works never fetches it.
 */
import type { RemoteName } from '@qa/shared/kernel/routing/route-entry';
import { currentRelease, emitReleaseEvent, setCurrentRelease, type LoadStage } from './release-events';
import { candidates, register, releaseOf } from './remote-loader';
import { rememberCanaryFallback } from './rollout';

/**
 * Reports the current version's failure and, when another version is left, registers it in its place
 * (true): the caller loads the module again, with no reload. A canary left is left for this visit.
 */
export function fallBack(remote: RemoteName, module: string, stage: LoadStage, message: string): boolean {
  const from = currentRelease(remote);
  const list = candidates.get(remote);
  if (!from || !list) return false;
  emitReleaseEvent({ type: 'load-failure', release: from, module, stage, message });
  const next = list[1];
  if (!next) return false;
  list.shift();
  if (from.role === 'canary') rememberCanaryFallback(from.manifestUrl);
  // The next version's runtime would otherwise take the failed one's container, or the chunks it
  // left in the chunk array both share (same federation name), for its own.
  for (const key of [remote, `webpackChunk${remote}`]) {
    if (!Reflect.deleteProperty(globalThis, key)) Reflect.set(globalThis, key, undefined);
  }
  register(remote);
  const to = releaseOf(remote, next);
  setCurrentRelease(to);
  emitReleaseEvent({ type: 'fallback', from, to, reason: `${stage}: ${message}` });
  return true;
}
