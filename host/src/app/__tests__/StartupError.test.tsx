import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StartupError } from '../StartupError';

jest.mock('@qa/shared/kernel/config/app-config', () => ({
  ...jest.requireActual<object>('@qa/shared/kernel/config/app-config'),
  fetchAppConfig: jest.fn(),
}));
// The app itself is never reached when the configuration fails; a stub keeps the test light.
jest.mock('../App', () => ({ App: () => <p>the app</p> }));

it('names the problem and reloads the page from its button', async () => {
  const reload = jest.fn();
  render(<StartupError error={new Error('app-config.json answered 503')} reload={reload} />);
  expect(screen.getByRole('heading', { level: 1, name: 'The site could not start' })).toBeInTheDocument();
  expect(screen.getByText('Its configuration could not be loaded: app-config.json answered 503')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

it('shows a thrown value that is not an Error as text', () => {
  render(<StartupError error="offline" reload={jest.fn()} />);
  expect(screen.getByText('Its configuration could not be loaded: offline')).toBeInTheDocument();
});

it('is what the page shows when /app-config.json cannot be loaded', async () => {
  const { fetchAppConfig } = jest.requireMock<{ fetchAppConfig: jest.Mock }>('@qa/shared/kernel/config/app-config');
  fetchAppConfig.mockRejectedValue(new Error('The configuration did not arrive in time.'));
  document.body.innerHTML = '<div id="root"></div>';
  // The entry module does its work on import, as in the browser.
  await import('../../bootstrap');
  expect(await screen.findByRole('heading', { name: 'The site could not start' })).toBeInTheDocument();
  expect(screen.getByText(/The configuration did not arrive in time\./)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  expect(fetchAppConfig).toHaveBeenCalledWith('/app-config.json');
  expect(screen.queryByText('the app')).not.toBeInTheDocument();
});

it("the entry gives shared code's lazy chunks (the query library, DOMPurify) the host's recovery: a failed fetch is retried", async () => {
  const { fetchAppConfig } = jest.requireMock<{ fetchAppConfig: jest.Mock }>('@qa/shared/kernel/config/app-config');
  fetchAppConfig.mockRejectedValue(new Error('offline'));
  document.body.innerHTML = '<div id="root"></div>';
  await import('../../bootstrap');
  const { loadChunk } = await import('@qa/shared/kernel/chunk-recovery');
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const load = jest.fn().mockRejectedValueOnce(new Error('Loading chunk 8129 failed.')).mockResolvedValue('library');
  await expect(loadChunk('query library', load)).resolves.toBe('library');
  expect(load).toHaveBeenCalledTimes(2);
});
