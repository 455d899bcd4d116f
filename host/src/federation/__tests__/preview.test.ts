import type { AppConfig } from '@qa/shared/kernel/config/app-config';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';
import { checkPreview, startPreviews } from '../preview';
import { onReleaseEvent, type ReleaseEvent } from '../release-events';

const ALLOWED = 'https://preview.qa.test';
const config = {
  remotes: { marketing: 'https://m.test/mf-manifest.json', platform: 'https://p.test/mf-manifest.json' },
  previewOrigins: [ALLOWED, 'http://127.0.0.1:9092/'],
  api: {},
} as unknown as AppConfig;

afterEach(() => {
  sessionStore.remove(...Object.values(sessionKeys));
  window.history.replaceState(null, '', '/');
});

describe('checkPreview', () => {
  it('accepts a manifest on an allowed origin, as the parsed URL', () => {
    expect(checkPreview(`platform:${ALLOWED}/pr-12/mf-manifest.json`, config)).toEqual({
      ok: true,
      remote: 'platform',
      url: `${ALLOWED}/pr-12/mf-manifest.json`,
    });
  });

  it('compares origins, not the text of the list', () => {
    expect(checkPreview('platform:http://127.0.0.1:9092/mf-manifest.json', config).ok).toBe(true);
  });

  it.each([
    ['a foreign origin', 'platform:https://evil.test/mf-manifest.json', 'https://evil.test', 'origin not allowed'],
    [
      'a look-alike host',
      'platform:https://preview.qa.test.evil.test/m.json',
      'https://preview.qa.test.evil.test',
      'origin not allowed',
    ],
    [
      'an allowed host on another port',
      'platform:https://preview.qa.test:8443/m.json',
      'https://preview.qa.test:8443',
      'origin not allowed',
    ],
    ['http instead of https', 'platform:http://preview.qa.test/m.json', 'http://preview.qa.test', 'origin not allowed'],
    [
      'credentials before the host',
      'platform:https://preview.qa.test@evil.test/m.json',
      'https://evil.test',
      'credentials in the URL',
    ],
    ['a javascript: URL', 'platform:javascript:alert(1)', 'invalid', 'not http(s)'],
    ['a data: URL', 'platform:data:text/javascript,alert(1)', 'invalid', 'not http(s)'],
    ['an encoded origin', 'platform:https%3A%2F%2Fpreview.qa.test%2Fm.json', 'invalid', 'not a URL'],
    ['a relative URL', 'platform:/mf-manifest.json', 'invalid', 'not a URL'],
    ['an unknown remote', `host:${ALLOWED}/m.json`, 'invalid', 'unknown remote'],
    ['a prototype key as the remote', `constructor:${ALLOWED}/m.json`, 'invalid', 'unknown remote'],
    ['no remote at all', 'nothing-here', 'invalid', 'unknown remote'],
  ])('refuses %s', (_, value, origin, reason) => {
    expect(checkPreview(value, config)).toMatchObject({ ok: false, origin, reason });
  });

  it('refuses everything when the config allows no origin', () => {
    const noPreviews = { ...config, previewOrigins: undefined };
    expect(checkPreview(`platform:${ALLOWED}/m.json`, noPreviews).ok).toBe(false);
  });
});

describe('startPreviews', () => {
  it('keeps an accepted preview for the tab and takes the parameter off the address', () => {
    window.history.replaceState(null, '', `/courses?preview=platform:${ALLOWED}/m.json&page=2`);
    expect(startPreviews(config)).toEqual({ platform: `${ALLOWED}/m.json` });
    expect(window.location.search).toBe('?page=2');
    expect(JSON.parse(sessionStore.getString(sessionKeys.remotePreviews) ?? '{}')).toEqual({
      platform: `${ALLOWED}/m.json`,
    });
    window.history.replaceState(null, '', '/courses');
    expect(startPreviews(config)).toEqual({ platform: `${ALLOWED}/m.json` });
  });

  it('ignores and reports a refused preview', () => {
    const events: ReleaseEvent[] = [];
    const stop = onReleaseEvent((event) => events.push(event));
    window.history.replaceState(null, '', '/?preview=platform:https://evil.test/m.json');
    expect(startPreviews(config)).toEqual({});
    stop();
    expect(events).toEqual([
      { type: 'preview-refused', remote: 'platform', origin: 'https://evil.test', reason: 'origin not allowed' },
    ]);
    expect(sessionStore.getString(sessionKeys.remotePreviews)).toBeNull();
  });

  it('drops a kept preview whose origin is no longer allowed', () => {
    sessionStore.setString(sessionKeys.remotePreviews, JSON.stringify({ platform: 'https://old.test/m.json' }));
    expect(startPreviews(config)).toEqual({});
    expect(sessionStore.getString(sessionKeys.remotePreviews)).toBeNull();
  });

  it('reads a corrupt kept value as no preview', () => {
    sessionStore.setString(sessionKeys.remotePreviews, '{not json');
    expect(startPreviews(config)).toEqual({});
  });
});
