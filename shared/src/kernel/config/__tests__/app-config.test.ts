/** @jest-environment node */
import { fetchAppConfig } from '@qa/shared/kernel/config/app-config';

const valid = { remotes: {}, api: {}, chatWidgetUrl: '', communityUrl: '' };

/** A server that never answers: the promise settles only when the request is aborted. */
const hanging: typeof fetch = (_url, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

describe('fetchAppConfig', () => {
  it('returns a valid config', async () => {
    const ok: typeof fetch = async () => new Response(JSON.stringify(valid), { status: 200 });
    await expect(fetchAppConfig('/app-config.json', ok)).resolves.toEqual(valid);
  });

  it('gives up on a server that never answers and says so', async () => {
    await expect(fetchAppConfig('/app-config.json', hanging, 50)).rejects.toThrow(
      '/app-config.json did not answer within 0.05 s.',
    );
  });

  it('says when the server cannot be reached', async () => {
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(fetchAppConfig('/app-config.json', offline)).rejects.toThrow('could not be reached');
  });

  it('refuses an error status and a body that is not a config', async () => {
    const notFound: typeof fetch = async () => new Response('nope', { status: 404 });
    await expect(fetchAppConfig('/app-config.json', notFound)).rejects.toThrow('HTTP 404');
    const html: typeof fetch = async () => new Response('{"hello":1}', { status: 200 });
    await expect(fetchAppConfig('/app-config.json', html)).rejects.toThrow('not a valid app config');
  });
});
