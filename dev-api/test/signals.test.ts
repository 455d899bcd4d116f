import assert from 'node:assert/strict';
import { test } from 'node:test';
import { otlpLogsProblem } from '../../e2e/support/otlp-schema.ts';
import { defaultIntakeLimits } from '../src/features/signals/intake-limits.ts';
import { client, messageOf, testApp } from './helpers.ts';
import { logRecord, logsRequest, vital } from './signals-fixture.ts';

const app = await testApp();
const post = (payload: unknown, contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url: '/v1/logs',
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const summary = async (query = '') => {
  const res = await client(app).get(`/dev/releases/signals${query}`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
};
const platformVersion = async (version: string) => {
  const { remotes } = await summary();
  return remotes
    .find((r: { remote: string }) => r.remote === 'platform')
    ?.versions.find((v: { version: string }) => v.version === version);
};

test('a request as the host sends it is valid against the OTLP schema, accepted, and summed up per version', async () => {
  const body = logsRequest('s1', [
    logRecord({ event: 'remote.load', version: '1.0.0', extra: { 'load.duration_ms': { intValue: '120' } } }),
    vital('LCP', 800, { version: '1.0.0' }),
  ]);
  assert.equal(otlpLogsProblem(body), null);
  const res = await post(body);
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json(), {});
  const v = await platformVersion('1.0.0');
  assert.equal(v.loads, 1);
  assert.equal(v.sessions, 1);
  assert.equal(v.lcpP75, 800);
  assert.equal(v.manifestUrl, 'http://127.0.0.1:8082/1.0.0/mf-manifest.json');
});

test('a text/plain body holding the JSON is accepted too (a beacon sent without a preflight)', async () => {
  const res = await post(
    JSON.stringify(logsRequest('s2', [logRecord({ event: 'remote.load', version: '1.0.1' })])),
    'text/plain;charset=UTF-8',
  );
  assert.equal(res.statusCode, 200, res.body);
  assert.equal((await platformVersion('1.0.1')).loads, 1);
});

test('the preflight of a JSON beacon from the site is granted with credentials, a foreign one refused', async () => {
  const preflight = (origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/v1/logs',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
  const local = await preflight('http://127.0.0.1:8080');
  assert.equal(local.statusCode, 204);
  assert.equal(local.headers['access-control-allow-origin'], 'http://127.0.0.1:8080');
  assert.equal(local.headers['access-control-allow-credentials'], 'true');
  assert.equal((await preflight('https://evil.example')).statusCode, 403);
});

test('a body over 64 KB is 413', async () => {
  const records = Array.from({ length: 400 }, () =>
    logRecord({ event: 'remote.error', extra: { 'error.message': { stringValue: 'x'.repeat(200) } } }),
  );
  const res = await post(logsRequest('s3', records));
  assert.equal(res.statusCode, 413);
  assert.ok(messageOf(res).length > 5);
});

/** Bodies the OTLP schema refuses: the receiver answers each 400 with the field's path. */
const wrongTypes: [string, unknown][] = [
  ['resourceLogs not a list', { resourceLogs: 'x' }],
  ['a resource that is a string', { resourceLogs: [{ resource: 'qa-host' }] }],
  ['scopeLogs an object', { resourceLogs: [{ scopeLogs: {} }] }],
  [
    'a record time that is not digits',
    logsRequest('f', [{ ...logRecord({ event: 'remote.load' }), timeUnixNano: 'now' }]),
  ],
  ['a severity number as text', logsRequest('f', [{ ...logRecord({ event: 'remote.load' }), severityNumber: 'INFO' }])],
  ['a severity text as a number', logsRequest('f', [{ ...logRecord({ event: 'remote.load' }), severityText: 9 }])],
  [
    'an attribute key as a number',
    logsRequest('f', [
      { ...logRecord({ event: 'remote.load' }), attributes: [{ key: 5, value: { stringValue: 'x' } }] },
    ]),
  ],
  [
    'an intValue that is not an integer',
    logsRequest('f', [
      { ...logRecord({ event: 'remote.load' }), attributes: [{ key: 'n', value: { intValue: '1.5' } }] },
    ]),
  ],
  [
    'a doubleValue as text',
    logsRequest('f', [
      { ...logRecord({ event: 'web_vital' }), attributes: [{ key: 'vital.value', value: { doubleValue: 'fast' } }] },
    ]),
  ],
  [
    'a stringValue as an object',
    logsRequest('f', [{ ...logRecord({ event: 'remote.load' }), body: { stringValue: {} } }]),
  ],
  ['logRecords holding a string', { resourceLogs: [{ scopeLogs: [{ logRecords: ['remote.load'] }] }] }],
];

for (const [name, body] of wrongTypes) {
  test(`${name}: refused by the schema and 400 here`, async () => {
    assert.notEqual(otlpLogsProblem(body), null);
    const res = await post(body);
    assert.equal(res.statusCode, 400, res.body);
    assert.match(messageOf(res), /^(request|resourceLogs)/);
  });
}

test('no body, not JSON, JSON that is no request, or a poisoned one: 400, never a crash', async () => {
  const bodies = [
    '',
    'not json',
    '[]',
    'null',
    '42',
    '"x"',
    '{"resourceLogs":[null]}',
    '{"__proto__":{"x":1},"resourceLogs":[]}',
    '{"resourceLogs":[{"scopeLogs":[{"logRecords":[{"attributes":[{"key":"a","value":' +
      '{"arrayValue":{"values":['.repeat(30) +
      ']}}'.repeat(30) +
      '}]}]}]}]}',
  ];
  for (const body of bodies) {
    for (const type of ['application/json', 'text/plain']) {
      const res = await post(body, type);
      assert.equal(res.statusCode, 400, `${type} ${body.slice(0, 40)}: ${res.body}`);
    }
  }
});

test('a binary OTLP body is not a type this receiver reads (415)', async () => {
  const res = await post('\u0000\u0001', 'application/x-protobuf');
  assert.equal(res.statusCode, 415);
});

test('records that are not the host’s signals are kept out and counted as rejected', async () => {
  const foreign = logsRequest('s4', [logRecord({ event: 'http.request' })]);
  const noSession = { resourceLogs: [{ scopeLogs: [{ logRecords: [logRecord({ event: 'remote.load' })] }] }] };
  for (const body of [foreign, noSession]) {
    assert.equal(otlpLogsProblem(body), null);
    const res = await post(body);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().partialSuccess.rejectedLogRecords, '1');
  }
});

// One app with small limits: 3 records a minute per visitor, 5 rows kept.
const limited = await testApp({
  signals: {
    intake: { ...defaultIntakeLimits, recordsPerSession: 3 },
    store: { maxRows: 5, maxAgeMs: 60 * 60 * 1000 },
  },
});
const sendLimited = (session: string, n: number, timeMs = Date.now()) =>
  client(limited).post(
    '/v1/logs',
    logsRequest(
      session,
      Array.from({ length: n }, (_, i) => logRecord({ event: 'remote.load', timeMs: timeMs + i })),
    ),
  );

test('a visitor over the cap of a minute gets 429 with Retry-After, another visitor does not', async () => {
  assert.equal((await sendLimited('busy', 2)).statusCode, 200);
  const over = await sendLimited('busy', 2);
  assert.equal(over.statusCode, 429);
  assert.ok(Number(over.headers['retry-after']) >= 1);
  assert.equal((await sendLimited('calm', 1)).statusCode, 200);
});

test('the store keeps the newest rows only, and none older than its age limit', async () => {
  for (const session of ['a', 'b', 'c', 'd']) await sendLimited(session, 2, Date.now() - 1000);
  const count = () => (limited.ctx.db.prepare('SELECT COUNT(*) AS n FROM signal_records').get() as { n: number }).n;
  assert.equal(count(), 5);
  limited.ctx.db.prepare('UPDATE signal_records SET time_ms = ?').run(Date.now() - 2 * 60 * 60 * 1000);
  await sendLimited('e', 1);
  assert.equal(count(), 1);
});

test('the summary answers only in development mode', async () => {
  const production = await testApp({ mode: 'production' });
  assert.equal((await client(production).get('/dev/releases/signals')).statusCode, 404);
  assert.equal((await client(production).post('/v1/logs', logsRequest('p', []))).statusCode, 200);
});

test('the summary refuses callers from other machines', async () => {
  const res = await app.inject({ method: 'GET', url: '/dev/releases/signals', remoteAddress: '203.0.113.9' });
  assert.equal(res.statusCode, 403);
});

test('a window of more than 1440 buckets is refused', async () => {
  const res = await client(app).get(`/dev/releases/signals?since=${Date.now() - 2 * 86_400_000}&bucketSeconds=60`);
  assert.equal(res.statusCode, 400);
  assert.match(messageOf(res), /1440 buckets/);
});
