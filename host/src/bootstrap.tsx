import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchAppConfig, setAppConfig, type AppConfig } from '@qa/shared/kernel/config/app-config';
import type { RemoteName } from '@qa/shared/kernel/routing/route-entry';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';
import { registerReleases } from './federation/remote-loader';
import { candidatesFor } from './federation/rollout';
import type { Previews } from './federation/preview';
import { startIntentPreload } from './federation/intent-preload';
import { startChakraWarmup } from './federation/chakra-warmup';
import { startNextPageWarmup } from './federation/next-page-warmup';
import { likelyNextPaths } from './layout/likely-next';
import { startSignals } from './telemetry/signals-startup';
import { prepareSession } from '@qa/shared/kernel/session/session';
import { onQueryClientCreated } from '@qa/shared/kernel/query/current-query-client';
import { App, prepareQueryClient } from './app/App';
import { capturePrerenderedPage } from './prerender/prerendered-page';
import { StartupError } from './app/StartupError';
import { applyConsentDefaults, resumeConsent } from './features/consent/consent';
import { setChunkRecovery } from '@qa/shared/kernel/chunk-recovery';
import { loadWithRecovery } from './chunks/load-chunk';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// Before React clears #root: a prerendered page keeps showing until the real one replaces it.
capturePrerenderedPage();
const root = createRoot(container);
// Consent Mode defaults (all denied) before anything else can run a tag.
applyConsentDefaults();
// Shared code's lazy chunks (the query library, DOMPurify) recover from a stale deploy as the host's do.
setChunkRecovery(loadWithRecovery);

/** A preview asked for (`?preview=`) or kept in this tab: its code and its banner load only then. */
async function previewsOf(config: AppConfig): Promise<Previews> {
  if (!location.search.includes('preview=') && sessionStore.getString(sessionKeys.remotePreviews) === null) return {};
  const previews = await import('./federation/preview').then(
    (module) => module.startPreviews(config),
    () => ({}),
  );
  if (Object.keys(previews).length) {
    import('./federation/PreviewBanner').then(
      (module) => module.showPreviewBanner(previews),
      () => console.error('The preview banner could not be loaded'),
    );
  }
  return previews;
}

fetchAppConfig('/app-config.json')
  .then(async (config) => {
    setAppConfig(config);
    const previews = await previewsOf(config);
    // Which version of each remote this visitor gets, and what to fall back to (docs/releasing.md).
    registerReleases(
      Object.fromEntries(
        (Object.keys(config.remotes) as RemoteName[]).map((name) => [
          name,
          candidatesFor(name, config.remotes[name], previews[name]),
        ]),
      ),
    );
    // Before the first render, which starts the first remote's load: its events are kept (docs/releasing.md).
    startSignals(config.signalsUrl);
    // A visitor who accepted analytics on an earlier visit: the tag manager loads again.
    resumeConsent();
    // Before the first render, so guards never act on a session that has not been tried yet.
    prepareSession();
    onQueryClientCreated(prepareQueryClient);
    // A transition lets React yield while it renders the first screen: shorter tasks, lower TBT.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
    // A link the visitor points at, focuses or touches starts loading its page (docs/architecture.md).
    startIntentPreload();
    // A visitor who starts using a light page gets Chakra's scope in an idle moment, before the click.
    startChakraWarmup();
    // A visitor who starts using a page gets the code of its likely next pages, one idle moment at a time.
    startNextPageWarmup(likelyNextPaths);
  })
  .catch((error: unknown) => {
    root.render(<StartupError error={error} />);
  });
