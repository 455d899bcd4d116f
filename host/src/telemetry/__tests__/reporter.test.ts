import { otlpLogsProblem } from '../../../../e2e/support/otlp-schema';
import { emitReleaseEvent, setCurrentRelease, type RemoteRelease } from '../../federation/release-events';
import type { OtlpLogsRequest, VitalSample } from '../otlp-records';
import { ownerOfTarget, startReporter } from '../reporter';
import { startSignals } from '../signals-startup';
import { ownerTarget } from '../vital-owners';

const URL_ = 'http://127.0.0.1:4700/v1/logs';
const platform: RemoteRelease = {
  remote: 'platform',
  role: 'canary',
  manifestUrl: 'http://127.0.0.1:8082/mf-manifest.json',
  version: '1.2.0',
};
const beacon = jest.fn<boolean, [string, Blob]>(() => true);
let stop: () => void = () => {};
let reportVital: (vital: VitalSample) => void = () => {};
let loadReporter = jest.fn();

function start(url: string | null = URL_) {
  let ready!: () => void;
  const startup = new Promise<void>((resolve) => (ready = resolve));
  loadReporter = jest.fn(() =>
    Promise.resolve({
      startReporter: (u: string, win: Window) => startReporter(u, win, { vitals: (report) => (reportVital = report) }),
    }),
  );
  stop = startSignals(url ?? undefined, window, startup, loadReporter);
  return async () => {
    ready();
    await jest.advanceTimersByTimeAsync(0);
  };
}

async function sent(call = 0): Promise<OtlpLogsRequest> {
  const blob = beacon.mock.calls[call]?.[1];
  if (!blob) throw new Error(`no beacon #${call}`);
  expect(blob.type).toBe('application/json');
  // jsdom's Blob has no text(): read it as a browser without it would
  const text = new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
  await jest.advanceTimersByTimeAsync(0);
  return JSON.parse(await text) as OtlpLogsRequest;
}
const eventNames = (body: OtlpLogsRequest) =>
  body.resourceLogs[0]?.scopeLogs[0]?.logRecords.map((r) => r.body.stringValue);
const loadOf = (release = platform) => emitReleaseEvent({ type: 'load', release, module: './Page', durationMs: 40 });

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  beacon.mockReset().mockReturnValue(true);
  setCurrentRelease(platform);
});
afterEach(() => {
  stop();
  document.body.innerHTML = '';
  jest.useRealTimers();
});

it('sends nothing and loads nothing without a signalsUrl', async () => {
  const started = start(null);
  await started();
  loadOf();
  window.dispatchEvent(new Event('pagehide'));
  await jest.advanceTimersByTimeAsync(60_000);
  expect(loadReporter).not.toHaveBeenCalled();
  expect(beacon).not.toHaveBeenCalled();
});

it('loads the reporter only once the start-up is over', async () => {
  const started = start();
  await jest.advanceTimersByTimeAsync(0);
  expect(loadReporter).not.toHaveBeenCalled();
  await started();
  expect(loadReporter).toHaveBeenCalledTimes(1);
});

it('keeps the events before the reporter loads and sends them on pagehide, as a valid OTLP request', async () => {
  const started = start();
  loadOf();
  await started();
  window.dispatchEvent(new Event('pagehide'));
  expect(beacon).toHaveBeenCalledTimes(1);
  expect(beacon.mock.calls[0]?.[0]).toBe(URL_);
  const body = await sent();
  expect(otlpLogsProblem(body)).toBeNull();
  expect(eventNames(body)).toEqual(['remote.load']);
});

it('sends a batch every 10 seconds when there is something, and nothing when there is not', async () => {
  const started = start();
  await started();
  await jest.advanceTimersByTimeAsync(10_000);
  expect(beacon).not.toHaveBeenCalled();
  loadOf();
  await jest.advanceTimersByTimeAsync(10_000);
  expect(beacon).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(30_000);
  expect(beacon).toHaveBeenCalledTimes(1);
});

it('sends when the page is hidden', async () => {
  const started = start();
  await started();
  loadOf();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  expect(beacon).toHaveBeenCalledTimes(1);
});

it('falls back to a keepalive fetch when sendBeacon refuses, and never throws when that fails', async () => {
  beacon.mockReturnValue(false);
  const fetchMock = jest.fn(() => Promise.reject(new Error('offline')));
  Object.defineProperty(window, 'fetch', { configurable: true, value: fetchMock });
  const started = start();
  await started();
  loadOf();
  expect(() => window.dispatchEvent(new Event('pagehide'))).not.toThrow();
  expect(fetchMock).toHaveBeenCalledWith(
    URL_,
    expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }),
  );
  await jest.advanceTimersByTimeAsync(20_000);
  expect(fetchMock).toHaveBeenCalledTimes(1); // not retried
});

it('reports an uncaught error of a remote script as that remote’s error', async () => {
  const started = start();
  await started();
  window.dispatchEvent(
    new ErrorEvent('error', {
      message: 'boom',
      filename: 'http://127.0.0.1:8082/static/js/page.js',
      error: new TypeError('boom'),
    }),
  );
  window.dispatchEvent(new Event('pagehide'));
  const record = (await sent()).resourceLogs[0]?.scopeLogs[0]?.logRecords[0];
  expect(record?.body.stringValue).toBe('remote.error');
  expect(record?.attributes).toEqual(
    expect.arrayContaining([
      { key: 'remote.name', value: { stringValue: 'platform' } },
      { key: 'remote.version', value: { stringValue: '1.2.0' } },
      { key: 'error.source', value: { stringValue: 'uncaught' } },
      { key: 'error.message', value: { stringValue: 'TypeError: boom' } },
    ]),
  );
});

it('reports an unhandled rejection from a remote script found in its stack', async () => {
  const started = start();
  await started();
  const reason = new Error('late');
  reason.stack = 'Error: late\n    at load (http://127.0.0.1:8082/static/js/42.js:1:200)';
  const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
  Object.defineProperty(rejection, 'reason', { value: reason });
  window.dispatchEvent(rejection);
  window.dispatchEvent(new Event('pagehide'));
  expect(eventNames(await sent())).toEqual(['remote.error']);
});

it('an error of a script that is not a remote’s is not reported as a remote error', async () => {
  const started = start();
  await started();
  window.dispatchEvent(new ErrorEvent('error', { message: 'host', filename: 'http://localhost/static/js/main.js' }));
  window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.', filename: '' }));
  window.dispatchEvent(new Event('pagehide'));
  expect(beacon).not.toHaveBeenCalled();
});

it('a vital is sent with the remote whose container holds its element', async () => {
  document.body.innerHTML =
    '<main data-remote="platform" data-remote-version="1.2.0" data-remote-role="canary"><h1>Courses</h1></main><footer>Host</footer>';
  const started = start();
  await started();
  const heading = document.querySelector('h1');
  reportVital({
    name: 'LCP',
    value: 900,
    rating: 'good',
    owner: ownerOfTarget(ownerTarget(heading?.firstChild ?? null)),
  });
  window.dispatchEvent(new Event('pagehide'));
  const body = await sent();
  expect(otlpLogsProblem(body)).toBeNull();
  expect(body.resourceLogs[0]?.scopeLogs[0]?.logRecords[0]?.attributes).toEqual(
    expect.arrayContaining([
      { key: 'remote.name', value: { stringValue: 'platform' } },
      { key: 'remote.version', value: { stringValue: '1.2.0' } },
      { key: 'remote.role', value: { stringValue: 'canary' } },
      { key: 'remote.manifest_url', value: { stringValue: platform.manifestUrl } },
      { key: 'vital.name', value: { stringValue: 'LCP' } },
    ]),
  );
});

it('an element outside any remote container belongs to no remote', () => {
  document.body.innerHTML =
    '<main data-remote="auth" data-remote-version="2.0.0" data-remote-role="stable"></main><footer>Host</footer>';
  expect(ownerTarget(document.querySelector('footer'))).toBeUndefined();
  expect(ownerOfTarget('footer > p')).toBeUndefined();
});

it('a container of another version than the one running gets no manifest URL', () => {
  document.body.innerHTML =
    '<main data-remote="platform" data-remote-version="1.1.0" data-remote-role="stable"><p>x</p></main>';
  expect(ownerOfTarget(ownerTarget(document.querySelector('p')))).toEqual({
    remote: 'platform',
    version: '1.1.0',
    role: 'stable',
    manifestUrl: undefined,
  });
});

it('caps the records of a minute', async () => {
  const started = start();
  await started();
  for (let i = 0; i < 200; i += 1) loadOf();
  window.dispatchEvent(new Event('pagehide'));
  expect((await sent()).resourceLogs[0]?.scopeLogs[0]?.logRecords).toHaveLength(120);
});

it('the tab keeps one session id, never a user id', async () => {
  const started = start();
  await started();
  loadOf();
  window.dispatchEvent(new Event('pagehide'));
  loadOf();
  window.dispatchEvent(new Event('pagehide'));
  const ids = await Promise.all(
    [0, 1].map(async (n) => (await sent(n)).resourceLogs[0]?.resource.attributes[2]?.value),
  );
  expect(ids[0]).toEqual(ids[1]);
  expect(ids[0]).toEqual({ stringValue: expect.stringMatching(/^[0-9a-f]{32}$/) });
});

it('an element of a prerendered copy (its remote named, no version) counts for the version running when reported', () => {
  document.body.innerHTML = '<main data-remote="platform"><h1>Courses</h1></main>';
  const target = ownerTarget(document.querySelector('h1'));
  setCurrentRelease(platform);
  expect(ownerOfTarget(target)).toEqual({
    remote: 'platform',
    version: '1.2.0',
    role: 'canary',
    manifestUrl: platform.manifestUrl,
  });
});
