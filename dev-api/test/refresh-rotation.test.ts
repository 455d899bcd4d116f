import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { client, decodeJwt, login, messageOf, type Session, testApp } from './helpers.ts';

// Rotations that arrive in the same event-loop turn share one transaction (group commit); these
// cases send requests together, so that they land in one batch.
// Reuse is theft only after the grace window; these cases check the theft rule, so it is off here.
const app = await testApp({ refreshReuseGrace: 0 });

const refresh = (target: FastifyInstance, refreshToken: string): Promise<LightMyRequestResponse> =>
  client(target).post('/auth/refresh', { refreshToken });

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
  const me = await client(app, winner).get('/users/me');
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
    assert.equal((await client(app).get('/health')).statusCode, 200);
    assert.ok(Date.now() - started < 1000, `GET /health took ${Date.now() - started} ms`);
    assert.equal(settled, false);
  } finally {
    other.exec('ROLLBACK');
    other.close();
  }
  assert.equal((await pending).statusCode, 200);
});

/** The token with one byte of its secret changed: same row id, wrong secret. */
function withForgedSecret(token: string): string {
  const bytes = Buffer.from(token, 'base64url');
  bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0xff;
  return bytes.toString('base64url');
}

test("a token naming a real row with the wrong secret is refused and does not end the owner's session", async () => {
  const session = await login(app);
  const forged = await refresh(app, withForgedSecret(session.refreshToken));
  assert.equal(forged.statusCode, 401);
  assert.match(messageOf(forged), /not valid/);
  // had the forgery counted as reuse, anyone who guessed a row id could sign people out
  const owner = await refresh(app, session.refreshToken);
  assert.equal(owner.statusCode, 200);
});

test('only the hash of the secret is stored, never the token', async () => {
  const session = await login(app);
  const id = Buffer.from(session.refreshToken, 'base64url').readUIntBE(0, 6);
  const row = app.ctx.db.prepare('SELECT token_hash, legacy FROM refresh_tokens WHERE id = ?').get(id) as {
    token_hash: Buffer;
    legacy: number;
  };
  const secret = Buffer.from(session.refreshToken, 'base64url').subarray(6);
  assert.deepEqual(row.token_hash, createHash('sha256').update(secret).digest());
  assert.equal(row.legacy, 0);
});

test('malformed refresh tokens of any shape are 401, not 500', async () => {
  for (const refreshToken of ['A'.repeat(51), '_'.repeat(51), 'not a token at all', 'ü'.repeat(51), '.'.repeat(2048)]) {
    const res = await refresh(app, refreshToken);
    assert.equal(res.statusCode, 401, refreshToken);
    assert.match(messageOf(res), /not valid/);
  }
});

test('two tabs with the same token within the grace window get the same new pair; the session lives on', async () => {
  const tabs = await testApp(); // the default grace window
  const session = await login(tabs);
  const first = await refresh(tabs, session.refreshToken);
  const second = await refresh(tabs, session.refreshToken); // the other tab, a moment later
  assert.equal(first.statusCode, 200);
  assert.equal(second.statusCode, 200);
  assert.equal(second.json<Session>().refreshToken, first.json<Session>().refreshToken);
  // the shared new token rotates on; nothing was revoked
  const next = await refresh(tabs, first.json<Session>().refreshToken);
  assert.equal(next.statusCode, 200);
  const me = await client(tabs, next.json<Session>()).get('/users/me');
  assert.equal(me.statusCode, 200);
});

test('two tabs in the same turn with one token: both answered with the same pair', async () => {
  const tabs = await testApp();
  const session = await login(tabs);
  const [a, b] = await Promise.all([refresh(tabs, session.refreshToken), refresh(tabs, session.refreshToken)]);
  assert.deepEqual([a.statusCode, b.statusCode], [200, 200]);
  assert.equal(a.json<Session>().refreshToken, b.json<Session>().refreshToken);
});
