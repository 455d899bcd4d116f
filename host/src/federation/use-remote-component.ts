import { useEffect, useState, type ComponentType } from 'react';
import type { ExposedModule } from '@qa/shared/kernel/contracts/remote-contracts';
import { loadRemoteModule, RemoteLoadError } from './remote-loader';
import type { RemoteName } from '@qa/shared/kernel/routing/route-table';

type RemoteState =
  { status: 'loading' } | { status: 'ready'; Component: ComponentType } | { status: 'error'; error: Error };

/** Loaded page components, so going back to a page does not flash the spinner. */
const loaded = new Map<string, ComponentType>();

/** Loads `remote/module`; a new `attempt` loads it again after a failure. */
export function useRemoteComponent(remote: RemoteName, module: string, attempt: number): RemoteState {
  const key = `${remote}/${module}`;
  const [result, setResult] = useState<{ key: string; attempt: number; state: RemoteState } | null>(null);

  useEffect(() => {
    if (loaded.has(key) && attempt === 0) return;
    let active = true;
    loadRemoteModule<ExposedModule>(remote, module)
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
