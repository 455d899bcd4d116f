import assert from 'node:assert/strict';
import { test } from 'node:test';
import vm from 'node:vm';
import { tagManagerSource } from '../src/features/tag-manager/stand-in.ts';

/** Runs the stand-in in a fake page; returns what it sent to /collect and the cookie it set. */
function runStandIn(initial: unknown[]) {
  const sent: { url: string; body: unknown }[] = [];
  const document = { cookie: '', currentScript: { src: 'http://127.0.0.1:4700/gtm.js?id=GTM-X' } };
  const window: Record<string, unknown> = { dataLayer: initial };
  const fetch = (url: string, init: { body: string }) => {
    sent.push({ url, body: JSON.parse(init.body) });
    return Promise.resolve();
  };
  vm.runInContext(tagManagerSource, vm.createContext({ window, document, fetch, URL, Date, Math, JSON }));
  return { sent, document, layer: window['dataLayer'] as unknown[] };
}

test('sends the data layer present at load, then every later push, to /collect on its own origin', () => {
  const { sent, layer } = runStandIn([{ event: 'gtm.js' }]);
  assert.deepEqual(sent, [{ url: 'http://127.0.0.1:4700/collect', body: [{ event: 'gtm.js' }] }]);
  layer.push({ event: 'webinar', email: 'Unauthorized' });
  assert.deepEqual(sent[1], {
    url: 'http://127.0.0.1:4700/collect',
    body: [{ event: 'webinar', email: 'Unauthorized' }],
  });
  assert.equal(layer.length, 2);
});

test('sets a first-party _ga cookie, as an analytics tag does', () => {
  const { document } = runStandIn([]);
  assert.match(document.cookie, /^_ga=GA1\.1\.\d+\.\d+; path=\//);
});
