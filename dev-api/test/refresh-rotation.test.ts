import assert from 'node:assert/strict';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer, decodeJwt, login, messageOf, testApp, type Session } from './helpers.ts';

// Rotations that arrive in the same event-loop turn share one transaction (group commit); these
// cases send requests together, so that they land in one batch.
const app = await testApp();

const refresh = (target: FastifyInstance, refreshToken: string): Promise<LightMyRequestResponse> =>
  target.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken } });

test('refreshes of different sessions sent together all rotate', async () => {
  const sessions = await Promise.all(Array.from({ length: 20 }, () => login(app)));
  const results = await Promise.all(sessions.map((session) => refresh(app, session.refreshToken)));
  assert.deepEqual(
    results.map((res) => res.statusCode),
    sessions.map(() => 200),
  );
  results.forEach((res, index) => {
    const rotated = res.json<Session>();
    const before = sessions[index] as Session;
    assert.notEqual(rotated.refreshToken, before.refreshToken);
    assert.equal(decodeJwt(rotated.accessToken)['sid'], decodeJwt(before.accessToken)['sid']);
  });
  // each old token is spent: presenting one again is reuse
  assert.equal((await refresh(app, (sessions[0] as Session).refreshToken)).statusCode, 401);
});

test('the same refresh token twice in one turn: one rotation, then reuse revokes the family', async () => {
  const session = await login(app);
  const [first, second] = await Promise.all([refresh(app, session.refreshToken), refresh(app, session.refreshToken)]);
  assert.equal(first.statusCode, 200);
  assert.equal(second.statusCode, 401);
  assert.match(messageOf(second), /already used/);
  const winner = first.json<Session>();
  assert.equal((await refresh(app, winner.refreshToken)).statusCode, 401);
  const me = await app.inject({ method: 'GET', url: '/users/me', headers: bearer(winner) });
  assert.equal(me.statusCode, 401);
});

test('a rotation that fails fails alone; the others in its turn still rotate', async () => {
  const [doomed, fine] = [await login(app), await login(app)];
  const sid = decodeJwt(doomed.accessToken)['sid'] as string;
  app.ctx.db.exec(`CREATE TRIGGER refresh_fails BEFORE INSERT ON refresh_tokens WHEN NEW.session_id = '${sid}'
    BEGIN SELECT RAISE(ABORT, 'disk on fire'); END`);
  try {
    const [failed, rotated] = await Promise.all([refresh(app, doomed.refreshToken), refresh(app, fine.refreshToken)]);
    assert.equal(failed.statusCode, 500);
    assert.equal(rotated.statusCode, 200);
  } finally {
    app.ctx.db.exec('DROP TRIGGER refresh_fails');
  }
  // the failed rotation was rolled back: its token was not spent and still rotates
  assert.equal((await refresh(app, doomed.refreshToken)).statusCode, 200);
});

test('the access token from a refresh carries the current rating position', async () => {
  const session = await login(app, { email: 'pro@qa-career.dev', password: 'Demo12345!' });
  const before = decodeJwt(session.accessToken)['rating'] as { position: unknown };
  assert.equal(typeof before.position, 'number');
  const rotated = (await refresh(app, session.refreshToken)).json<Session>();
  assert.deepEqual(decodeJwt(rotated.accessToken)['rating'], before);
});

test('an expired refresh token is 401', async () => {
  const shortApp = await testApp();
  const session = await login(shortApp);
  shortApp.ctx.db.prepare('UPDATE refresh_tokens SET expires_at = unixepoch() - 1').run();
  const res = await refresh(shortApp, session.refreshToken);
  assert.equal(res.statusCode, 401);
  assert.match(messageOf(res), /expired/);
});

test('while another connection holds the write lock, refresh waits without blocking the server', async () => {
  const session = await login(app);
  const other = new Database(app.ctx.db.name);
  other.exec('BEGIN IMMEDIATE');
  let settled = false;
  const pending = refresh(app, session.refreshToken).finally(() => (settled = true));
  try {
    // the refresh has tried to commit by now; SQLite's busy handler would have blocked the event
    // loop until the lock is free (busy_timeout, 5 s), but the server keeps answering
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 30));
    assert.equal((await app.inject({ method: 'GET', url: '/health' })).statusCode, 200);
    assert.ok(Date.now() - started < 1000, `GET /health took ${Date.now() - started} ms`);
    assert.equal(settled, false);
  } finally {
    other.exec('ROLLBACK');
    other.close();
  }
  assert.equal((await pending).statusCode, 200);
});
