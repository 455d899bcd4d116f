import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, registerReleases, RemoteLoadError, resetRemote } from '../remote-loader';

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
