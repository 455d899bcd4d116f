import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchAppConfig, rolloutOf, setAppConfig } from '@qa/shared/kernel/config/app-config';
import { registerRemoteManifests } from './federation/remote-loader';
import { startIntentPreload } from './federation/intent-preload';
import { startChakraWarmup } from './federation/chakra-warmup';
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

fetchAppConfig('/app-config.json')
  .then((config) => {
    setAppConfig(config);
    registerRemoteManifests(
      Object.fromEntries(Object.entries(config.remotes).map(([name, entry]) => [name, rolloutOf(entry).url])) as Record<
        keyof typeof config.remotes,
        string
      >,
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
  })
  .catch((error: unknown) => {
    root.render(<StartupError error={error} />);
  });
