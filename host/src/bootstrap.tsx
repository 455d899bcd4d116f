import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchAppConfig, setAppConfig } from '@qa/shared/config/app-config';
import { registerRemoteManifests } from '@qa/shared/federation/remote-loader';
import { App } from './app/App';
import { StartupError } from './app/StartupError';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

fetchAppConfig('/app-config.json')
  .then((config) => {
    setAppConfig(config);
    registerRemoteManifests(config.remotes);
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    root.render(<StartupError error={error} />);
  });
