import { useEffect, useState, type ComponentType } from 'react';
import type { ExposedModule } from '@qa/shared/kernel/contracts/remote-contracts';
import { loadRemoteModule, RemoteLoadError, resetRemote } from './remote-loader';
import type { RemoteName } from '@qa/shared/kernel/routing/route-table';

type RemoteState =
  { status: 'loading' } | { status: 'ready'; Component: ComponentType } | { status: 'error'; error: Error };

/** Loaded page components, so going back to a page does not flash the spinner. */
const loaded = new Map<string, ComponentType>();

/**
 * A module that could not be fetched may belong to a version of the remote deployed away since this tab
 * read its manifest (its chunks deleted): forget the remote and load it once more from a fresh manifest
 * before showing the fallback. A timeout is not retried: the visitor has waited long enough.
 */
async function loadFresh(remote: RemoteName, module: string): Promise<ExposedModule> {
  try {
    return await loadRemoteModule<ExposedModule>(remote, module);
  } catch (error) {
    if (!(error instanceof RemoteLoadError) || error.reason !== 'unavailable') throw error;
    resetRemote(remote);
    return loadRemoteModule<ExposedModule>(remote, module);
  }
}

/** Loads `remote/module`; a new `attempt` loads it again after a failure. */
export function useRemoteComponent(remote: RemoteName, module: string, attempt: number): RemoteState {
  const key = `${remote}/${module}`;
  const [result, setResult] = useState<{ key: string; attempt: number; state: RemoteState } | null>(null);

  useEffect(() => {
    if (loaded.has(key) && attempt === 0) return;
    let active = true;
    loadFresh(remote, module)
      .then((exposed) => {
        const Component = exposed.default as ComponentType | undefined;
        if (typeof Component !== 'function' && typeof Component !== 'object') {
          throw new RemoteLoadError(remote, module, 'invalid-module');
        }
        loaded.set(key, Component);
        if (active) setResult({ key, attempt, state: { status: 'ready', Component } });
      })
      .catch((error: unknown) => {
        loaded.delete(key);
        const failure = error instanceof Error ? error : new Error(String(error));
        if (active) setResult({ key, attempt, state: { status: 'error', error: failure } });
      });
    return () => {
      active = false;
    };
  }, [key, remote, module, attempt]);

  const cached = loaded.get(key);
  if (result && result.key === key && result.attempt === attempt) return result.state;
  if (cached && attempt === 0) return { status: 'ready', Component: cached };
  return { status: 'loading' };
}
