import assert from 'node:assert/strict';
import { test } from 'node:test';
import { client, decodeJwt, messageOf, providerCode, register, testApp } from './helpers.ts';

const app = await testApp({ publicUrl: 'http://127.0.0.1:4555' });
const NO_VISIBLE = 'Full name must contain a letter, digit or other visible character.';
const BIDI = 'Full name must not contain text-direction control characters.';

const signUp = (fullName: string) =>
  client(app).post('/auth/register', {
    email: `n${Math.random().toString(36).slice(2)}@example.com`,
    password: 'Sup3rSecret!',
    fullName,
  });

test('names without a visible character are 400 (zero-width, blank braille, Hangul filler, spaces)', async () => {
  for (const name of ['\u200B', ' \u200C\u200D ', '\u2800', '\u3164', '\uFEFF', '\u00A0\u2003']) {
    const res = await signUp(name);
    assert.equal(res.statusCode, 400, JSON.stringify(name));
    assert.equal(messageOf(res), NO_VISIBLE);
  }
});

test('names with bidi controls are 400 (embedding, override, isolate, marks)', async () => {
  for (const mark of [
    '\u202A',
    '\u202B',
    '\u202C',
    '\u202D',
    '\u202E',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200E',
    '\u200F',
  ]) {
    const res = await signUp(`Eve ${mark}nosaM`);
    assert.equal(res.statusCode, 400, `U+${mark.codePointAt(0)?.toString(16)}`);
    assert.equal(messageOf(res), BIDI);
  }
});

test('real names of any script pass', async () => {
  for (const name of ['Zoë O’Brien', '李小龍', 'محمد علي', 'Ана-Марія', 'A', 'R2-D2', 'José 🙂']) {
    assert.equal((await signUp(name)).statusCode, 201, name);
  }
});

test('the rule holds for the profile, create-profile and the stand-in provider too', async () => {
  const session = await register(app);
  const patch = await client(app, session).patch('/users/me', { fullName: 'A\u202Eb' });
  assert.equal(patch.statusCode, 400);
  assert.equal(messageOf(patch), BIDI);
  const grant = await client(app).post('/auth/social', {
    provider: 'google',
    code: await providerCode(app, 'google', { email: 'new.one@example.com', name: 'New One' }),
  });
  const created = await client(app).post('/auth/create-profile', {
    createProfileToken: grant.json().createProfileToken,
    fullName: '\u2060',
  });
  assert.equal(created.statusCode, 400);
  const approve = await client(app).get(
    `/oauth/google/approve?redirect_uri=http://localhost/cb&email=a@b.co&name=${encodeURIComponent('\u2067x')}`,
  );
  assert.equal(approve.statusCode, 400);
  assert.equal(messageOf(approve), 'Name must not contain text-direction control characters.');
});

test('photo URLs: https: or an upload of this API only', async () => {
  const session = await register(app);
  const setPhoto = (profilePhotoUrl: string | null) => client(app, session).patch('/users/me', { profilePhotoUrl });
  for (const refused of [
    'http://photos.example.com/me.png',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'https://user:pass@photos.example.com/me.png',
    'http://127.0.0.1:4555/media/avatars/demo-learner.svg',
    'http://127.0.0.1:4555/media/uploads/../avatars/x.svg',
    '/media/uploads/%2e%2e/avatars/x.svg',
    'http://127.0.0.1:9999/media/uploads/me.png',
    '/media/uploads/',
    'ftp://photos.example.com/me.png',
  ]) {
    const res = await setPhoto(refused);
    assert.equal(res.statusCode, 400, refused);
    assert.match(messageOf(res), /^Profile photo must be an https: address or a photo uploaded here/);
  }
  const accepted: [string, string][] = [
    ['https://photos.example.com/me.png', 'https://photos.example.com/me.png'],
    ['http://127.0.0.1:4555/media/uploads/u1-abc.webp', 'http://127.0.0.1:4555/media/uploads/u1-abc.webp'],
    ['/media/uploads/u1-abc.webp', 'http://127.0.0.1:4555/media/uploads/u1-abc.webp'],
  ];
  for (const [sent, stored] of accepted) {
    const res = await setPhoto(sent);
    assert.equal(res.statusCode, 200, sent);
    assert.equal(res.json().users.profilePhotoUrl, stored);
    assert.equal(decodeJwt(res.json().accessToken)['profilePhotoUrl'], stored);
  }
  assert.equal((await setPhoto(null)).json().users.profilePhotoUrl, null);
});

test('search treats % and _ as themselves, not as LIKE wildcards', async () => {
  const list = async (search?: string) => {
    const qs = new URLSearchParams({ per_page: '100', ...(search === undefined ? {} : { search }) });
    const res = await client(app).get(`/wp-json/wp/v2/posts?${qs}`);
    return res.json<{ title: { rendered: string }; content: { rendered: string } }[]>();
  };
  const all = await list();
  assert.ok(all.length > 2);
  for (const search of ['%', '_', 't_e', '100%', '\\']) {
    const expected = all.filter((p) => p.title.rendered.includes(search) || p.content.rendered.includes(search));
    assert.equal((await list(search)).length, expected.length, search);
  }
  assert.ok((await list('the')).length > 0); // plain words still match
});
