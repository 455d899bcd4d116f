import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchAppConfig, setAppConfig, type AppConfig } from '@qa/shared/kernel/config/app-config';
import type { RemoteName } from '@qa/shared/kernel/routing/route-entry';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';
import { readManifestsAhead, registerReleases } from './federation/remote-loader';
import { preloadPressedLinks } from './federation/link-preload';
import { candidatesFor } from './federation/rollout';
import type { Previews } from './federation/preview';
import { afterStartup, whenIdle } from './startup/after-startup';
import { ENGAGED_IDLE_TIMEOUT_MS, onEngagement } from './startup/engagement';
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
    // A link pressed starts its page before the click arrives, engaged or not (link-preload.ts).
    preloadPressedLinks();
    // The other remotes' manifests, once the first page is up: a first click starts one step further.
    void afterStartup().then(readManifestsAhead);
    // What loads pages ahead of the click (docs/architecture.md "A remote page, from click to pixels")
    // acts on a visitor's engagement only, so its code (one chunk) loads in the first idle moment
    // after the first sign of it, not with the first page, nor ahead of the work of a click:
    // the intent preload (a link pointed at or focused) at once; after the start-up, one
    // idle moment at a time, the code of the likely next pages and (signed in) Chakra's scope. Not
    // through the chunk recovery: a background load that fails must not reload the page.
    const stopWaiting = onEngagement(window, Promise.resolve(), () => {
      stopWaiting();
      const started = { ready: afterStartup(), engaged: true };
      void whenIdle(ENGAGED_IDLE_TIMEOUT_MS).then(() =>
        Promise.all([
          import(/* webpackChunkName: "ahead" */ './federation/intent-preload'),
          import(/* webpackChunkName: "ahead" */ './federation/chakra-warmup'),
          import(/* webpackChunkName: "ahead" */ './federation/next-page-warmup'),
        ]).then(
          ([intent, chakra, nextPages]) => {
            intent.startIntentPreload(document);
            chakra.startChakraWarmup(started);
            nextPages.startNextPageWarmup(started);
          },
          () => {},
        ),
      );
    });
  })
  .catch((error: unknown) => {
    root.render(<StartupError error={error} />);
  });
