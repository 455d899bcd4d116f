import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { test } from 'node:test';
import type { AddressInfo } from 'node:net';
import { bearer, client, decodeJwt, messageOf, register, type Session, testApp } from './helpers.ts';

const app = await testApp();

/** A PNG signature and a little more: all the API reads to know the type. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 2)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(64)]);

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
function form(bytes: Buffer, type: string, field = 'avatar', filename = 'photo.png') {
  const boundary = '----qa-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(session: Session | null, bytes: Buffer, type: string, field?: string) {
  const { payload, headers } = form(bytes, type, field);
  return app.inject({
    method: 'POST',
    url: '/users/me/avatar',
    payload,
    headers: { ...headers, ...(session ? bearer(session) : {}) },
  });
}

test('a PNG becomes the profile photo, served under /media/uploads/, and the new token carries it', async () => {
  const session = await register(app);
  const res = await upload(session, PNG, 'image/png');
  assert.equal(res.statusCode, 200);
  const { users, accessToken } = res.json<{ users: { profilePhotoUrl: string }; accessToken: string }>();
  assert.match(users.profilePhotoUrl, /^http:\/\/127\.0\.0\.1:4000\/media\/uploads\/\d+-[0-9a-f-]{36}\.png$/);
  assert.equal(decodeJwt(accessToken)['profilePhotoUrl'], users.profilePhotoUrl);
  const served = await client(app).get(new URL(users.profilePhotoUrl).pathname);
  assert.equal(served.statusCode, 200);
  assert.equal(served.headers['content-type'], 'image/png');
  assert.equal(served.headers['x-content-type-options'], 'nosniff');
  assert.deepEqual(served.rawPayload, PNG);
  const me = await client(app, { ...session, accessToken }).get('/users/me');
  assert.equal(me.json<{ users: { profilePhotoUrl: string } }>().users.profilePhotoUrl, users.profilePhotoUrl);
});

test('JPEG and WebP are accepted too; a new photo replaces the old file', async () => {
  const session = await register(app);
  const first = await upload(session, JPEG, 'image/jpeg');
  assert.equal(first.statusCode, 200);
  const firstUrl = first.json<{ users: { profilePhotoUrl: string } }>().users.profilePhotoUrl;
  assert.match(firstUrl, /\.jpg$/);
  const second = await upload(session, WEBP, 'image/webp');
  assert.equal(second.statusCode, 200);
  assert.match(second.json<{ users: { profilePhotoUrl: string } }>().users.profilePhotoUrl, /\.webp$/);
  assert.equal((await client(app).get(new URL(firstUrl).pathname)).statusCode, 404);
  const ownFiles = readdirSync(app.ctx.config.uploadsDir).filter((name) =>
    name.startsWith(`${decodeJwt(session.accessToken)['id']}-`),
  );
  assert.equal(ownFiles.length, 1);
});

test('bytes that are not an image are refused even when declared as image/png (415)', async () => {
  const session = await register(app);
  const res = await upload(session, Buffer.from('<script>alert(1)</script>'), 'image/png');
  assert.equal(res.statusCode, 415);
  assert.equal(messageOf(res), 'The photo must be a JPEG, PNG or WebP image.');
  // a real image declared as another type (a GIF, an SVG) is refused as well
  const svg = await upload(session, PNG, 'image/svg+xml');
  assert.equal(svg.statusCode, 415);
  const me = await client(app, session).get('/users/me');
  assert.equal(me.json<{ users: { profilePhotoUrl: string | null } }>().users.profilePhotoUrl, null);
});

test('a photo over 2 MB is 413 with the limit in the message; an exact 2 MB photo is fine', async () => {
  const session = await register(app);
  const big = await upload(session, Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]), 'image/png');
  assert.equal(big.statusCode, 413);
  assert.match(messageOf(big), /larger than 2 MB/);
  const justOver = await upload(
    session,
    Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length + 1)]),
    'image/png',
  );
  assert.equal(justOver.statusCode, 413);
  const exact = await upload(session, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]), 'image/png');
  assert.equal(exact.statusCode, 200);
});

test('a 10 MB upload over a real socket gets the 413 answer (not a reset connection)', async () => {
  const session = await register(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const body = new FormData();
  body.append('avatar', new Blob([PNG, Buffer.alloc(10 * 1024 * 1024)], { type: 'image/png' }), 'big.png');
  const res = await fetch(`http://127.0.0.1:${port}/users/me/avatar`, {
    method: 'POST',
    body,
    headers: bearer(session),
  });
  assert.equal(res.status, 413);
  assert.match(((await res.json()) as { message: string }).message, /larger than 2 MB/);
});

test('without a session 401; without a file, another field or a JSON body a clear 400/415', async () => {
  const anonymous = await upload(null, PNG, 'image/png');
  assert.equal(anonymous.statusCode, 401);
  messageOf(anonymous);
  const session = await register(app);
  const wrongField = await upload(session, PNG, 'image/png', 'photo');
  assert.equal(wrongField.statusCode, 400);
  assert.match(messageOf(wrongField), /field "avatar"/);
  const empty = await upload(session, Buffer.alloc(0), 'image/png');
  assert.equal(empty.statusCode, 400);
  const json = await client(app, session).post('/users/me/avatar', { avatar: 'x' });
  assert.equal(json.statusCode, 415);
  assert.match(messageOf(json), /multipart\/form-data/);
});

test('GET /media/uploads/ serves only upload names: others are 404', async () => {
  for (const name of ['..%2Fdb.sqlite', 'x.png', '1-not-a-uuid.png', '1-00000000-0000-0000-0000-000000000000.png']) {
    const res = await client(app).get(`/media/uploads/${name}`);
    assert.equal(res.statusCode, 404, name);
  }
});
