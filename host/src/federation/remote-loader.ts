/**
 * Loads federated modules through the runtime API, never through static `import('remote/X')`:
 * webpack caches a failed static import until reload, while re-registering with
 * `force: true` lets a Retry recover (docs/architecture.md). Every load has our own timeout, because
 * a manifest fetch from a hanging server has none.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_TIMEOUT_MS } from '@qa/shared/kernel/constants';
import type { RemoteName } from '@qa/shared/kernel/routing/route-entry';

export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName,
    readonly module: string,
    readonly reason: 'timeout' | 'unavailable' | 'invalid-module',
    options?: { cause?: unknown },
  ) {
    super(
      reason === 'timeout'
        ? `The ${remote} app did not answer in time while loading ${module}.`
        : reason === 'invalid-module'
          ? `The ${remote} app sent ${module} without a component to show.`
          : `The ${remote} app could not be loaded (${module}).`,
      options,
    );
  }
}

const manifests = new Map<RemoteName, string>();

export function registerRemoteManifests(remotes: Record<RemoteName, string>): void {
  for (const [name, entry] of Object.entries(remotes) as [RemoteName, string][]) manifests.set(name, entry);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/** Forgets a failed remote so the next load fetches its manifest and entry again. */
export function resetRemote(remote: RemoteName): void {
  const entry = manifests.get(remote);
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export async function loadRemoteModule<T>(
  remote: RemoteName,
  module: string,
  timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
): Promise<T> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  try {
    const loaded = await withTimeout(
      loadRemote<T>(id),
      timeoutMs,
      () => new RemoteLoadError(remote, module, 'timeout'),
    );
    if (!loaded) throw new RemoteLoadError(remote, module, 'invalid-module');
    return loaded;
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError(remote, module, 'unavailable', { cause: error });
  }
}
