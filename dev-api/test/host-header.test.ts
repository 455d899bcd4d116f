// DNS rebinding: a page of another site whose name is made to resolve to 127.0.0.1 reaches the API
// from this machine's own browser, with its own name in the Host header.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO, messageOf, testApp } from './helpers.ts';

const app = await testApp({ faults: true });
const REBOUND = 'attacker.example:4000';

test('a request addressed to another name is 421 with a message, on every route of the API', async () => {
  const routes = [...app.routeCatalog, 'GET /no-such-route'];
  for (const route of routes) {
    const [method, path] = route.split(' ') as [string, string];
    const url = path.replace(/:[^/]+/g, '1').replace('*', 'x');
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers: { host: REBOUND },
      remoteAddress: '127.0.0.1',
    });
    assert.equal(res.statusCode, 421, route);
    assert.match(messageOf(res), /only requests addressed to localhost, 127\.0\.0\.1 or \[::1\]/, route);
  }
});

test('a rebound page cannot have a reset link mailed and read it from the outbox', async () => {
  const asked = await app.inject({
    method: 'POST',
    url: '/auth/forgot-password',
    headers: { host: REBOUND },
    payload: { email: DEMO.email },
  });
  assert.equal(asked.statusCode, 421);
  const outbox = await app.inject({ method: 'GET', url: '/dev/outbox', headers: { host: REBOUND } });
  assert.equal(outbox.statusCode, 421);
  assert.doesNotMatch(outbox.body, /reset-password\?token=/);
});

test('the stand-in provider issues no code to a rebound page', async () => {
  const qs = new URLSearchParams({ redirect_uri: 'http://localhost:3000/login', state: 's', account: 'demo-learner' });
  const res = await app.inject({ method: 'GET', url: `/oauth/google/approve?${qs}`, headers: { host: REBOUND } });
  assert.equal(res.statusCode, 421);
  assert.equal(res.headers.location, undefined);
});

test('localhost, 127.0.0.1 and [::1] are served with any port and in any letter case', async () => {
  for (const host of [
    'localhost',
    'localhost:4000',
    'LocalHost:65535',
    '127.0.0.1',
    '127.0.0.1:4000',
    '[::1]',
    '[::1]:4000',
  ]) {
    const res = await app.inject({ method: 'GET', url: '/dev/outbox', headers: { host } });
    assert.equal(res.statusCode, 200, host);
  }
});

test('names that only begin like a local one, or carry anything after the port, are refused', async () => {
  const hosts = [
    'localhost.attacker.example',
    'localhost.attacker.example:4000',
    'localhost:4000.attacker.example',
    '127.0.0.1.nip.io',
    'localhost.',
    'localhost:',
    'localhost:http',
    'localhost:4000:4000',
    'localhost:4000/',
    'localhost@attacker.example',
    '[::1]x',
    '[::1]:4000x',
    '::1',
    '127.0.0.2:4000',
    '0.0.0.0:4000',
  ];
  for (const host of hosts) {
    const res = await app.inject({ method: 'GET', url: '/health', headers: { host } });
    assert.equal(res.statusCode, 421, host);
  }
});

test("the API's own public address (PUBLIC_URL) is served too; other names still are not", async () => {
  const deployed = await testApp({ publicUrl: 'https://API.qa-career.example/' });
  const own = await deployed.inject({ method: 'GET', url: '/health', headers: { host: 'api.qa-career.example' } });
  assert.equal(own.statusCode, 200);
  const other = await deployed.inject({ method: 'GET', url: '/health', headers: { host: REBOUND } });
  assert.equal(other.statusCode, 421);
  assert.match(messageOf(other), /localhost, 127\.0\.0\.1, \[::1\] or api\.qa-career\.example/);
});
