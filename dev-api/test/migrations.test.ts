import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import Database from 'better-sqlite3';
import { buildApp } from '../src/app.ts';
import { migrations } from '../src/db/migrations.ts';
import { seedIfEmpty } from '../src/db/seed.ts';
import { sha256 } from '../src/lib/opaque-tokens.ts';
import { client, JWT_SECRET, messageOf, type Session } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'dev-api-migrate-'));

/** A database as schema version 1 left it: seeded, with refresh tokens stored as hex text. */
async function versionOneDatabase(path: string): Promise<void> {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(migrations[0] ?? '');
  db.pragma('user_version = 1');
  await seedIfEmpty(db);
  const session = db.prepare('INSERT INTO sessions (id, user_id, created_at) VALUES (?, 1, 0)');
  const token = db.prepare(
    'INSERT INTO refresh_tokens (token_hash, session_id, expires_at, used_at) VALUES (?, ?, ?, ?)',
  );
  const later = Math.floor(Date.now() / 1000) + 3600;
  session.run('family-a');
  token.run(sha256('spent-token-of-family-a'), 'family-a', later, 1);
  token.run(sha256('live-token-of-family-a'), 'family-a', later, null);
  session.run('family-b');
  token.run(sha256('live-token-of-family-b'), 'family-b', later, null);
  // Social links as the e-mail match made them: a typed e-mail linked to the demo account (password),
  // and an account the provider created (no password). Seeds of that time linked nothing else.
  db.exec('DELETE FROM social_identities');
  const link = db.prepare('INSERT INTO social_identities (provider, provider_user_id, user_id) VALUES (?, ?, ?)');
  link.run('google', 'google-typed-demo', 1);
  const social = db.prepare("INSERT INTO users (email, full_name) VALUES ('social@example.com', 'Social One')").run();
  link.run('facebook', 'facebook-social-one', Number(social.lastInsertRowid));
  db.close();
}

const path = join(dir, 'v1.sqlite');
await versionOneDatabase(path);
const app = await buildApp({ dbPath: path, jwtSecret: JWT_SECRET });
after(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const refresh = (refreshToken: string) => client(app).post('/auth/refresh', { refreshToken });

test('a version 1 database migrates to the current schema version', () => {
  assert.equal(app.ctx.db.pragma('user_version', { simple: true }), migrations.length);
});

test('the lectures of an older database get their syllabus sections on start', () => {
  const rows = app.ctx.db
    .prepare(
      "SELECT section FROM lectures WHERE course_id = (SELECT id FROM courses WHERE slug = 'qa-fundamentals') ORDER BY position",
    )
    .all() as { section: string }[];
  assert.deepEqual(
    rows.map((row) => row.section),
    ['Getting started', 'Getting started', 'How testing works', 'How testing works', 'How testing works', 'Practice'],
  );
});

test('an older database gets the lessons’ tables, every lecture’s length and one certificate per course', () => {
  const tables = app.ctx.db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN (?, ?, ?, ?, ?) ORDER BY name")
    .all('lecture_positions', 'quiz_attempts', 'quiz_options', 'quiz_questions', 'quizzes')
    .map((row) => (row as { name: string }).name);
  assert.deepEqual(tables, ['lecture_positions', 'quiz_attempts', 'quiz_options', 'quiz_questions', 'quizzes']);
  const unset = app.ctx.db.prepare('SELECT COUNT(*) AS n FROM lectures WHERE duration_seconds <= 0').get() as {
    n: number;
  };
  assert.equal(unset.n, 0);
  const twice = app.ctx.db.prepare(
    "INSERT OR IGNORE INTO certificates (user_id, course_id, code, issued_at) SELECT user_id, course_id, 'QAC-TWICE', issued_at FROM certificates LIMIT 1",
  );
  assert.equal(twice.run().changes, 0);
});

test('refresh tokens survive the migration, keyed by the binary hash', () => {
  const rows = app.ctx.db
    .prepare(
      'SELECT typeof(token_hash) AS kind, length(token_hash) AS bytes, session_id FROM refresh_tokens ORDER BY id',
    )
    .all() as { kind: string; bytes: number; session_id: string }[];
  assert.deepEqual(
    rows.map((row) => [row.kind, row.bytes, row.session_id]),
    [
      ['blob', 32, 'family-a'],
      ['blob', 32, 'family-a'],
      ['blob', 32, 'family-b'],
    ],
  );
  const indexes = app.ctx.db.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'refresh_tokens'",
  );
  const names = indexes.all().map((row) => (row as { name: string }).name);
  assert.ok(!names.includes('refresh_tokens_session'));
  // only the tokens from before version 3 are in the hash index; new rows never enter it
  assert.ok(names.includes('refresh_tokens_legacy'));
  const legacy = app.ctx.db.prepare('SELECT COUNT(*) AS n FROM refresh_tokens WHERE legacy = 1').get() as { n: number };
  assert.equal(legacy.n, 3);
});

test('a refresh token issued before the migration still rotates', async () => {
  const res = await refresh('live-token-of-family-b');
  assert.equal(res.statusCode, 200);
  // it rotates into a split token (row id + secret), found by id from then on
  const next = res.json<Session>().refreshToken;
  assert.match(next, /^[\w-]{51}$/);
  assert.equal((await refresh(next)).statusCode, 200);
  const me = await client(app, res.json<Session>()).get('/users/me');
  assert.equal(me.statusCode, 200);
});

test('a token spent before the migration is still reuse: the family is revoked', async () => {
  const reuse = await refresh('spent-token-of-family-a');
  assert.equal(reuse.statusCode, 401);
  assert.match(messageOf(reuse), /already used/);
  assert.equal((await refresh('live-token-of-family-a')).statusCode, 401);
});

test('the rest of the data is kept', async () => {
  const login = await client(app).post('/auth/login', { email: 'demo@qa-career.dev', password: 'Demo12345!' });
  assert.equal(login.statusCode, 200);
  const plans = await client(app).get('/plans');
  assert.equal(plans.json().data.length, 4);
});

test('social links made by the old e-mail match are dropped; provider-made accounts and the demo identity stay', () => {
  const links = app.ctx.db
    .prepare('SELECT provider, provider_user_id AS id, user_id FROM social_identities ORDER BY provider, id')
    .all();
  const social = app.ctx.db.prepare("SELECT id FROM users WHERE email = 'social@example.com'").get() as { id: number };
  assert.deepEqual(links, [
    { provider: 'facebook', id: 'facebook-social-one', user_id: social.id },
    { provider: 'facebook', id: 'stand-in-demo-learner', user_id: 1 },
    { provider: 'google', id: 'stand-in-demo-learner', user_id: 1 },
  ]);
});
