import assert from 'node:assert/strict';
import { test } from 'node:test';
import { client, testApp } from './helpers.ts';

const app = await testApp({ faults: true });

test('fault routes are 404 unless DEV_API_FAULTS=1', async () => {
  const plain = await testApp();
  for (const method of ['POST', 'GET', 'DELETE'] as const) {
    assert.equal(
      (
        await plain.inject({
          method,
          url: '/__faults',
          payload: method === 'POST' ? { method: 'GET', url: '/plans', status: 500 } : undefined,
        })
      ).statusCode,
      404,
    );
  }
});

test('a status fault answers that status with a JSON message and CORS headers, `times` times', async () => {
  const add = await client(app).post('/__faults', { method: 'GET', url: '/plans', status: 503, times: 2 });
  assert.equal(add.statusCode, 201);
  for (let i = 0; i < 2; i += 1) {
    const res = await app.inject({
      method: 'GET',
      url: '/plans?x=1',
      headers: { origin: 'http://localhost:3000' },
    });
    assert.equal(res.statusCode, 503);
    assert.match(res.json().message, /Injected fault/);
    assert.equal(res.headers['access-control-allow-origin'], 'http://localhost:3000');
  }
  assert.equal((await client(app).get('/plans')).statusCode, 200);
});

test('a 200 fault on a route whose 200 has a schema (/auth/refresh) answers 200 with the message, not a 500', async () => {
  await client(app).post('/__faults', { method: 'POST', url: '/auth/refresh', status: 200, times: 1 });
  const res = await client(app).post('/auth/refresh', { refreshToken: 'x'.repeat(43) });
  assert.equal(res.statusCode, 200);
  assert.match(res.json().message, /Injected fault: POST \/auth\/refresh answered 200/);
  assert.equal(res.json().accessToken, undefined);
});

test('a prefix fault with * matches every path under it; method must match', async () => {
  await client(app).post('/__faults', { method: 'get', url: '/wp-json/*', status: 500 });
  assert.equal((await client(app).get('/wp-json/wp/v2/footer')).statusCode, 500);
  assert.equal((await client(app).get('/wp-json/wp/v2/popups')).statusCode, 500);
  assert.equal((await client(app).post('/auth/refresh', { refreshToken: 'x'.repeat(43) })).statusCode, 401);
  const list = await client(app).get('/__faults');
  assert.equal(list.json().data.length, 1);
  const cleared = await client(app).delete('/__faults');
  assert.deepEqual(cleared.json(), { cleared: 1 });
  assert.equal((await client(app).get('/wp-json/wp/v2/footer')).statusCode, 200);
});

test('a delay fault slows the route down and then answers normally', async () => {
  await client(app).post('/__faults', { method: 'GET', url: '/geo/json', delayMs: 150, times: 1 });
  const started = Date.now();
  const res = await client(app).get('/geo/json');
  assert.ok(Date.now() - started >= 140);
  assert.equal(res.statusCode, 200);
});

test('a hang fault never answers', async () => {
  await client(app).post('/__faults', { method: 'GET', url: '/health', hang: true, times: 1 });
  const outcome = await Promise.race([
    client(app)
      .get('/health')
      .then(() => 'answered'),
    new Promise((resolve) => setTimeout(() => resolve('hung'), 300)),
  ]);
  assert.equal(outcome, 'hung');
  assert.equal((await client(app).get('/health')).statusCode, 200);
});

test('bad fault rules are 400', async () => {
  for (const payload of [
    { url: '/x', status: 500 },
    { method: 'GET', url: 'x', status: 500 },
    { method: 'GET', url: '/x' },
    { method: 'GET', url: '/x', status: 99 },
    { method: 'GET', url: '/x', hang: false },
  ]) {
    const res = await client(app).post('/__faults', payload);
    assert.equal(res.statusCode, 400, JSON.stringify(payload));
    assert.equal(typeof res.json().message, 'string');
  }
});

test('CORS reflects localhost and 127.0.0.1 origins on any port and allows Authorization, Content-Type, Location', async () => {
  for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3003', 'http://localhost:61234']) {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/users/1',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,content-type,location',
      },
    });
    assert.equal(res.statusCode, 204);
    assert.equal(res.headers['access-control-allow-origin'], origin);
    assert.match(String(res.headers['access-control-allow-headers']), /Authorization.*Content-Type.*Location/);
  }
});

test('CORS does not reflect other origins', async () => {
  for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'null']) {
    const res = await app.inject({
      method: 'GET',
      url: '/plans',
      headers: { origin },
    });
    assert.equal(res.headers['access-control-allow-origin'], undefined, origin);
  }
});
