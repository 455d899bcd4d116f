import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchAppConfig, setAppConfig } from '@qa/shared/config/app-config';
import { registerRemoteManifests } from '@qa/shared/federation/remote-loader';
import { reportWebVitals } from './analytics/report-web-vitals';
import { App } from './app/App';
import { StartupError } from './app/StartupError';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

fetchAppConfig('/app-config.json')
  .then((config) => {
    setAppConfig(config);
    registerRemoteManifests(config.remotes);
    // A transition lets React yield while it renders the first screen: shorter tasks, lower TBT.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
    // spec §7: web-vitals reporting is called with no handler.
    void reportWebVitals();
  })
  .catch((error: unknown) => {
    root.render(<StartupError error={error} />);
  });
