import { otlpLogsProblem } from '../../../../e2e/support/otlp-schema';
import type { ReleaseEvent, RemoteRelease } from '../../federation/release-events';
import { cleanMessage, logsRequest, recordOfEvent, recordOfVital, type OtlpLogRecord } from '../otlp-records';

const canary: RemoteRelease = {
  remote: 'platform',
  role: 'canary',
  manifestUrl: 'https://cdn.example.com/platform/1.2.0/mf-manifest.json?token=secret',
  version: '1.2.0',
};
const stable: RemoteRelease = {
  ...canary,
  role: 'stable',
  manifestUrl: 'https://cdn.example.com/p/1.1.0/mf-manifest.json',
  version: '1.1.0',
};
const TIME = Date.UTC(2026, 10, 27, 12, 0, 0, 5);

const loadEvent: ReleaseEvent = { type: 'load', release: canary, module: './CoursesPage', durationMs: 312.6 };
const fallbackEvent: ReleaseEvent = { type: 'fallback', from: canary, to: stable, reason: 'render failed' };
const refusedEvent: ReleaseEvent = {
  type: 'preview-refused',
  remote: 'platform',
  origin: 'https://evil.example',
  reason: 'origin not allowed',
};
const events: [string, ReleaseEvent][] = [
  ['remote.load', loadEvent],
  [
    'remote.load_failure',
    { type: 'load-failure', release: canary, module: './CoursesPage', stage: 'entry', message: 'boom' },
  ],
  ['remote.fallback', fallbackEvent],
  ['remote.error', { type: 'error', release: canary, source: 'uncaught', message: 'TypeError: x is undefined' }],
  ['remote.preview_refused', refusedEvent],
];

const attributes = (record: OtlpLogRecord) =>
  Object.fromEntries(record.attributes.map(({ key, value }) => [key, Object.values(value)[0]]));
const request = (records: OtlpLogRecord[]) => logsRequest({ hostVersion: '0.1.0', sessionId: 'a'.repeat(32) }, records);

it.each(events)('a %s record is a valid OTLP logs request', (name, event) => {
  const record = recordOfEvent(event, TIME);
  expect(otlpLogsProblem(request([record]))).toBeNull();
  expect(record.body.stringValue).toBe(name);
  expect(attributes(record)['event.name']).toBe(name);
});

it('a web vital record is a valid OTLP logs request, with and without an owner', () => {
  const owned = recordOfVital(
    { name: 'CLS', value: 0, rating: 'good', owner: { remote: 'auth', version: '2.0.0', role: 'stable' } },
    TIME,
  );
  const hosts = recordOfVital({ name: 'LCP', value: 812.4, rating: 'good' }, TIME);
  expect(otlpLogsProblem(request([owned, hosts]))).toBeNull();
});

it('a load carries the remote, its version, role, manifest without query, and the duration as an integer', () => {
  const record = recordOfEvent(loadEvent, TIME);
  expect(record.timeUnixNano).toBe(`${TIME}000000`);
  expect(record.severityText).toBe('INFO');
  expect(attributes(record)).toEqual({
    'event.name': 'remote.load',
    'remote.name': 'platform',
    'remote.version': '1.2.0',
    'remote.role': 'canary',
    'remote.manifest_url': 'https://cdn.example.com/platform/1.2.0/mf-manifest.json',
    'load.duration_ms': '313',
  });
});

it('a fallback describes the version left and where it went', () => {
  const record = recordOfEvent(fallbackEvent, TIME);
  expect(record.severityText).toBe('ERROR');
  expect(attributes(record)).toMatchObject({
    'remote.version': '1.2.0',
    'remote.role': 'canary',
    'fallback.to_version': '1.1.0',
    'fallback.to_role': 'stable',
    'fallback.reason': 'render failed',
  });
});

it('a release whose version is not known yet says unknown', () => {
  const { version: _, ...unread } = canary;
  const record = recordOfEvent(
    { type: 'load-failure', release: unread, module: './X', stage: 'manifest', message: '404' },
    TIME,
  );
  expect(attributes(record)['remote.version']).toBe('unknown');
});

it('a refused preview is a warning naming the remote, the origin and the reason', () => {
  const record = recordOfEvent(refusedEvent, TIME);
  expect(record.severityText).toBe('WARN');
  expect(attributes(record)).toEqual({
    'event.name': 'remote.preview_refused',
    'remote.name': 'platform',
    'preview.origin': 'https://evil.example',
    'preview.reason': 'origin not allowed',
  });
});

it('a vital carries its name, value as a double and rating', () => {
  const record = recordOfVital(
    { name: 'INP', value: 96, rating: 'good', owner: { remote: 'platform', version: '1.2.0', role: 'canary' } },
    TIME,
  );
  expect(record.attributes).toContainEqual({ key: 'vital.value', value: { doubleValue: 96 } });
  expect(attributes(record)).toMatchObject({ 'vital.name': 'INP', 'vital.rating': 'good', 'remote.name': 'platform' });
});

it('an error message loses query strings and e-mail addresses and is cut at 300 characters', () => {
  expect(cleanMessage('failed https://api.example.com/x?email=a@b.co&t=1 for ann@example.com')).toBe(
    'failed https://api.example.com/x for [e-mail]',
  );
  expect(cleanMessage('x'.repeat(400))).toHaveLength(300);
});

it('the resource names the service, its version and the tab session, nothing else', () => {
  const body = request([]);
  expect(body.resourceLogs[0]?.resource.attributes.map((a) => a.key)).toEqual([
    'service.name',
    'service.version',
    'session.id',
  ]);
});
