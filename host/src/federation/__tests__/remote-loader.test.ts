/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { loadRemoteModule, readManifestsAhead, registerReleases, RemoteLoadError, resetRemote } from '../remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

const manifests = {
  marketing: 'http://m.test/mf-manifest.json',
  platform: 'http://p.test/mf-manifest.json',
  auth: 'http://a.test/mf-manifest.json',
};

async function loadError(promise: Promise<unknown>): Promise<RemoteLoadError> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof RemoteLoadError)) throw new Error(`expected a RemoteLoadError, got ${String(error)}`);
  return error;
}

describe('loadRemoteModule', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('loads `<remote>/<module>` through the runtime API', async () => {
    const module = { default: () => null };
    mockedLoadRemote.mockResolvedValue(module);
    await expect(loadRemoteModule('platform', './CoursesPage')).resolves.toBe(module);
    expect(mockedLoadRemote).toHaveBeenCalledWith('platform/CoursesPage');
  });

  it("fails with reason 'timeout' when the remote never answers", async () => {
    jest.useFakeTimers();
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    const pending = loadError(loadRemoteModule('marketing', './PostsPage', 5_000));
    await jest.advanceTimersByTimeAsync(4_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.reason).toBe('timeout');
    expect(error.remote).toBe('marketing');
    expect(error.module).toBe('./PostsPage');
  });

  it("fails with reason 'unavailable' and keeps the cause when the load rejects", async () => {
    const cause = new Error('Failed to fetch mf-manifest.json');
    mockedLoadRemote.mockRejectedValue(cause);
    const error = await loadError(loadRemoteModule('auth', './LoginPage'));
    expect(error.reason).toBe('unavailable');
    expect(error.cause).toBe(cause);
    expect(error.message).toMatch(/auth app could not be loaded/);
  });

  it("wraps a non-Error rejection as the cause of an 'unavailable' error", async () => {
    mockedLoadRemote.mockRejectedValue('boom');
    const error = await loadError(loadRemoteModule('auth', './LoginPage'));
    expect(error.reason).toBe('unavailable');
    expect(String((error.cause as Error).message)).toBe('boom');
  });

  it("fails with reason 'invalid-module' when the remote returns nothing", async () => {
    mockedLoadRemote.mockResolvedValue(null);
    const error = await loadError(loadRemoteModule('platform', './DashboardPage'));
    expect(error.reason).toBe('invalid-module');
    expect(error.name).toBe('RemoteLoadError');
  });
});

const stable = (url: string) => [{ role: 'stable' as const, url }];
const plan = {
  marketing: stable(manifests.marketing),
  platform: stable(manifests.platform),
  auth: stable(manifests.auth),
};

describe('registerReleases and resetRemote', () => {
  it('registers every remote with its manifest URL', () => {
    registerReleases(plan);
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([
      { name: 'marketing', entry: manifests.marketing },
      { name: 'platform', entry: manifests.platform },
      { name: 'auth', entry: manifests.auth },
    ]);
  });

  it('re-registers one remote with force so a retry fetches it again', () => {
    registerReleases(plan);
    mockedRegisterRemotes.mockClear();
    resetRemote('platform');
    expect(mockedRegisterRemotes).toHaveBeenCalledTimes(1);
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([{ name: 'platform', entry: manifests.platform }], {
      force: true,
    });
  });
});

describe('readManifestsAhead', () => {
  const fetchMock = jest.fn<Promise<Response>, [string]>();
  const plugin = (): ModuleFederationRuntimePlugin => {
    const [[plugins]] = jest.mocked(registerPlugins).mock.calls as unknown as [[ModuleFederationRuntimePlugin[]]];
    const found = plugins[0];
    if (!found) throw new Error('no runtime plugin registered');
    return found;
  };
  /** What the runtime's manifest fetch gets from the plugin for `url`. */
  const runtimeFetch = (url: string) =>
    (plugin().fetch as (url: string, init: RequestInit) => Promise<Response> | undefined)(url, {});
  const manifestRead = (remote: string, url: string) =>
    plugin().afterLoadManifest?.({
      moduleInfo: { name: remote },
      manifestUrl: url,
      manifestJson: { metaData: { buildInfo: { buildVersion: '1.0.0' } } },
    } as unknown as Parameters<NonNullable<ModuleFederationRuntimePlugin['afterLoadManifest']>>[0]);

  /** A manifest response, as the server sends one. */
  const manifestResponse = (url: string) => Promise.resolve(Response.json({ url }));

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(manifestResponse);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it("reads the manifests of the remotes not loaded yet, and each one's first load takes its response once", async () => {
    registerReleases(plan);
    await manifestRead('marketing', manifests.marketing);
    readManifestsAhead();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([manifests.platform, manifests.auth]);
    const response = await runtimeFetch(manifests.platform);
    // a Response (else the runtime fetches the manifest itself), its JSON parsed already
    expect(response).toBeInstanceOf(Response);
    expect(await response?.json()).toEqual({ url: manifests.platform });
    // a later load (a retry from a fresh manifest) fetches it itself
    expect(runtimeFetch(manifests.platform)).toBeUndefined();
    expect(runtimeFetch(manifests.marketing)).toBeUndefined();
  });

  it('the parsed manifest answers the runtime in the same turn: no task between the press and the entry', async () => {
    registerReleases(plan);
    readManifestsAhead();
    const response = await runtimeFetch(manifests.auth);
    let manifest: unknown;
    void response?.json().then((json: unknown) => (manifest = json));
    for (let i = 0; i < 3; i += 1) await Promise.resolve(); // microtasks only
    expect(manifest).toEqual({ url: manifests.auth });
  });

  it("an error page is handed on as it came (the runtime's own reading then fails as before)", async () => {
    registerReleases(plan);
    const notFound = new Response('Not found', { status: 404 });
    fetchMock.mockImplementation((url) => (url === manifests.auth ? Promise.resolve(notFound) : manifestResponse(url)));
    readManifestsAhead();
    expect(await runtimeFetch(manifests.auth)).toBe(notFound);
  });

  it('a read that failed is done again when the load asks for it', async () => {
    registerReleases(plan);
    fetchMock.mockImplementation((url) =>
      url === manifests.auth && fetchMock.mock.calls.length < 3
        ? Promise.reject(new TypeError('Failed to fetch'))
        : manifestResponse(url),
    );
    readManifestsAhead();
    const response = await runtimeFetch(manifests.auth);
    expect(await response?.json()).toEqual({ url: manifests.auth });
    expect(fetchMock.mock.calls.filter(([url]) => url === manifests.auth)).toHaveLength(2);
  });
});

describe('the shared modules a page consumes', () => {
  const plugin = (): ModuleFederationRuntimePlugin => {
    const [[plugins]] = jest.mocked(registerPlugins).mock.calls as unknown as [[ModuleFederationRuntimePlugin[]]];
    if (!plugins[0]) throw new Error('no runtime plugin registered');
    return plugins[0];
  };
  type Resolved = Parameters<NonNullable<ModuleFederationRuntimePlugin['afterResolve']>>[0];
  type Share = { from: string; loaded?: boolean; lib?: () => unknown; get: jest.Mock };
  const share = (from: string, state: Partial<Share> = {}): Share => ({
    from,
    get: jest.fn(() => Promise.resolve(() => ({}))),
    ...state,
  });

  it('are fetched from the host as the load of that page starts, those already there and the remote’s own excepted', async () => {
    registerReleases(plan);
    await plugin().afterLoadManifest?.({
      moduleInfo: { name: 'platform' },
      manifestUrl: manifests.platform,
      manifestJson: {
        metaData: { buildInfo: { buildVersion: '1.0.0' } },
        exposes: [
          { path: './PathsPage', consumes: ['@qa/shared/ui/primitives/Card', 'axios', 'react', 'zustand'] },
          { path: './CoursesPage', consumes: ['@qa/shared/ui/primitives/Badge'] },
        ],
      },
    } as unknown as Parameters<NonNullable<ModuleFederationRuntimePlugin['afterLoadManifest']>>[0]);
    const shares = {
      card: share('host'),
      badge: share('host'),
      axiosOfHost: share('host'),
      axiosOfRemote: share('platform'),
      react: share('host', { loaded: true, lib: () => ({}) }),
      zustand: share('host', { get: jest.fn(() => Promise.reject(new Error('chunk failed'))) }),
    };
    const origin = {
      name: 'host',
      shareScopeMap: {
        default: {
          '@qa/shared/ui/primitives/Card': { '0.14.0': shares.card },
          '@qa/shared/ui/primitives/Badge': { '0.14.0': shares.badge },
          axios: { '1.21.1': shares.axiosOfHost, '1.20.0': shares.axiosOfRemote },
          react: { '19.3.1': shares.react },
          zustand: { '5.0.8': shares.zustand },
        },
      },
    };
    await plugin().afterResolve?.({
      remote: { name: 'platform' },
      expose: './PathsPage',
      origin,
    } as unknown as Resolved);
    expect(shares.card.get).toHaveBeenCalledTimes(1);
    expect(shares.axiosOfHost.get).toHaveBeenCalledTimes(1);
    expect(shares.zustand.get).toHaveBeenCalledTimes(1); // its failure is left to the remote's own load
    for (const untouched of [shares.badge, shares.axiosOfRemote, shares.react])
      expect(untouched.get).not.toHaveBeenCalled();

    // a remote whose manifest has not been read (or names nothing) fetches nothing ahead
    await plugin().afterResolve?.({ remote: { name: 'auth' }, expose: './LoginPage', origin } as unknown as Resolved);
    expect(shares.badge.get).not.toHaveBeenCalled();
  });
});
