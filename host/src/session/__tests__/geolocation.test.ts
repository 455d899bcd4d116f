import { setAppConfig, type AppConfig } from '@qa/shared/kernel/config/app-config';
import { COUNTRY_NAME_WORKER_URL, countryNameOf, lookupCountry } from '../geolocation';
import { freshModules } from '@qa/testing/fresh-modules';
import type * as GeolocationModule from '../geolocation';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { API_TIMEOUT_MS } from '@qa/shared/kernel/constants';

const config = { api: { geolocation: 'http://geo.test/json' } } as AppConfig;
const answer = (body: unknown, ok = true) => jest.fn().mockResolvedValue({ ok, json: async () => body });

beforeEach(() => {
  localStore.remove(...Object.values(storageKeys));
  setAppConfig(config);
});

describe('geolocation lookup (docs/behaviour.md)', () => {
  it('maps country_code to a country name and caches it as country_name', async () => {
    const fetchImpl = answer({ country_code: 'DE', country_name: 'x' });
    await expect(lookupCountry(fetchImpl)).resolves.toBe('Germany');
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://geo.test/json',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(localStore.getString(storageKeys.countryName)).toBe('Germany');
  });

  it('a failed lookup gives null and caches nothing', async () => {
    await expect(lookupCountry(jest.fn().mockRejectedValue(new TypeError('offline')))).resolves.toBeNull();
    expect(localStore.getString(storageKeys.countryName)).toBeNull();
  });

  it('a lookup that never answers is aborted at the site request limit and gives null', async () => {
    jest.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const fetchImpl = jest.fn((_url: unknown, init?: RequestInit) => {
        signal = init?.signal ?? undefined;
        return new Promise<Response>(() => {});
      });
      let result: string | null | undefined;
      void lookupCountry(fetchImpl as unknown as typeof fetch).then((name) => {
        result = name;
      });
      await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
      expect(result).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      expect(result).toBeNull();
      expect(signal?.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('an answer whose body never arrives gives null at the site request limit', async () => {
    jest.useFakeTimers();
    try {
      const fetchImpl = jest.fn().mockResolvedValue({ ok: true, json: () => new Promise(() => {}) });
      let result: string | null | undefined;
      void lookupCountry(fetchImpl).then((name) => {
        result = name;
      });
      await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS);
      expect(result).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('an answer without a country code gives null', async () => {
    await expect(lookupCountry(answer({ ip: '1.2.3.4' }))).resolves.toBeNull();
  });

  it('an unknown code falls back to the service name, then the code', () => {
    expect(countryNameOf('QQ', 'Nowhere')).toBe('Nowhere');
    expect(countryNameOf('QQ')).toBe('QQ');
  });

  it('makes the country name when the browser is idle, not in the task the answer arrives in', async () => {
    const idle: Array<() => void> = [];
    const requestIdleCallback = jest.fn((callback: () => void) => idle.push(callback));
    Object.assign(window, { requestIdleCallback });
    try {
      const result = lookupCountry(answer({ country_code: 'FR' }));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 200 });
      expect(localStore.getString(storageKeys.countryName)).toBeNull();
      idle.forEach((callback) => callback());
      await expect(result).resolves.toBe('France');
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
    }
  });

  it('builds Intl.DisplayNames once, however many names it makes', () => {
    const Real = Intl.DisplayNames;
    const build = jest
      .spyOn(Intl, 'DisplayNames')
      .mockImplementation((...args: ConstructorParameters<typeof Real>) => new Real(...args));
    const fresh = freshModules(() => jest.requireActual<typeof GeolocationModule>('../geolocation'));
    expect(build).not.toHaveBeenCalled();
    expect(fresh.countryNameOf('DE')).toBe('Germany');
    expect(fresh.countryNameOf('FR')).toBe('France');
    expect(build).toHaveBeenCalledTimes(1);
    build.mockRestore();
  });
});

/** The browser's worker, answering as `answer` says: a name, null (no such region), or an error. */
function fakeWorker(answer: (code: string, worker: { onerror?: () => void }) => string | null | undefined) {
  const made: { url: string; terminated: boolean }[] = [];
  class FakeWorker {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: (() => void) | null = null;
    private readonly record: { url: string; terminated: boolean };
    constructor(url: string) {
      this.record = { url, terminated: false };
      made.push(this.record);
    }
    postMessage(code: string) {
      setTimeout(() => {
        const name = answer(code, { onerror: () => this.onerror?.() });
        if (name !== undefined) this.onmessage?.({ data: name });
      }, 0);
    }
    terminate() {
      this.record.terminated = true;
    }
  }
  Object.assign(window, { Worker: FakeWorker });
  return made;
}

describe('the country name is made in a worker, off the main thread', () => {
  let displayNames: jest.SpyInstance;
  beforeEach(() => {
    displayNames = jest.spyOn(Intl, 'DisplayNames');
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'Worker');
    displayNames.mockRestore();
  });

  it("uses the worker's name and never builds Intl.DisplayNames on the page", async () => {
    const workers = fakeWorker((code) => (code === 'DE' ? 'Germany' : null));
    await expect(lookupCountry(answer({ country_code: 'de', country_name: 'x' }))).resolves.toBe('Germany');
    expect(localStore.getString(storageKeys.countryName)).toBe('Germany');
    expect(workers).toEqual([{ url: COUNTRY_NAME_WORKER_URL, terminated: true }]);
    expect(displayNames).not.toHaveBeenCalled();
  });

  it("a code the worker cannot name gives the service's name", async () => {
    fakeWorker(() => null);
    await expect(lookupCountry(answer({ country_code: 'QQ', country_name: 'Nowhere' }))).resolves.toBe('Nowhere');
  });

  it('a worker that fails leaves the name to the page', async () => {
    const workers = fakeWorker((_code, worker) => {
      worker.onerror?.();
      return undefined;
    });
    await expect(lookupCountry(answer({ country_code: 'FR' }))).resolves.toBe('France');
    expect(workers[0]?.terminated).toBe(true);
  });

  it('a worker that never answers is given up after 3 s', async () => {
    jest.useFakeTimers();
    try {
      fakeWorker(() => undefined);
      const result = lookupCountry(answer({ country_code: 'IT' }));
      await jest.advanceTimersByTimeAsync(2_999);
      expect(localStore.getString(storageKeys.countryName)).toBeNull();
      await jest.advanceTimersByTimeAsync(1); // given up…
      await jest.advanceTimersByTimeAsync(1); // …and named once the page is idle
      await expect(result).resolves.toBe('Italy');
    } finally {
      jest.useRealTimers();
    }
  });
});
