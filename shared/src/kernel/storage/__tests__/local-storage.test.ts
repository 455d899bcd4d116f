import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

afterEach(() => {
  window.localStorage.clear();
});

describe('localStore', () => {
  it('returns the stored JSON value', () => {
    window.localStorage.setItem(storageKeys.webinars, '["w1","w2"]');
    expect(localStore.getJson(storageKeys.webinars, [], isStringList)).toEqual(['w1', 'w2']);
  });

  it('returns the default when nothing is stored', () => {
    expect(localStore.getJson(storageKeys.webinars, ['none'])).toEqual(['none']);
  });

  it('returns the default for corrupt JSON', () => {
    window.localStorage.setItem(storageKeys.selectedSubscription, '{"plan": "six-months"');
    expect(localStore.getJson(storageKeys.selectedSubscription, null)).toBeNull();
  });

  it('returns the default when the guard rejects the stored value', () => {
    window.localStorage.setItem(storageKeys.webinars, '{"not":"a list"}');
    expect(localStore.getJson(storageKeys.webinars, [], isStringList)).toEqual([]);
  });

  it('writes JSON that reads back the same', () => {
    localStore.setJson(storageKeys.euCookieState, true);
    expect(window.localStorage.getItem('euCookieState')).toBe('true');
    expect(localStore.getJson(storageKeys.euCookieState, false)).toBe(true);
  });

  it('removes every key it is given', () => {
    localStore.setString(storageKeys.sub, 'a');
    localStore.setString(storageKeys.createProfileToken, 'b');
    localStore.setString(storageKeys.redirectPath, '/courses');
    localStore.remove(storageKeys.sub, storageKeys.createProfileToken);
    expect(localStore.getString(storageKeys.sub)).toBeNull();
    expect(localStore.getString(storageKeys.createProfileToken)).toBeNull();
    expect(localStore.getString(storageKeys.redirectPath)).toBe('/courses');
  });

  describe('when storage is disabled and touching it throws', () => {
    let descriptor: PropertyDescriptor | undefined;
    beforeEach(() => {
      descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    afterEach(() => {
      if (descriptor) Object.defineProperty(window, 'localStorage', descriptor);
    });

    it('reads give the default', () => {
      expect(localStore.getString(storageKeys.refreshToken)).toBeNull();
      expect(localStore.getJson(storageKeys.webinars, ['fallback'])).toEqual(['fallback']);
    });

    it('writes and removals do not throw', () => {
      expect(() => localStore.setJson(storageKeys.webinars, ['w1'])).not.toThrow();
      expect(() => localStore.remove(storageKeys.webinars)).not.toThrow();
    });
  });

  it('drops a write silently when setItem throws (quota exceeded)', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(() => localStore.setString(storageKeys.redirectPath, '/courses')).not.toThrow();
    expect(setItem).toHaveBeenCalledWith('redirectPath', '/courses');
    setItem.mockRestore();
    expect(localStore.getString(storageKeys.redirectPath)).toBeNull();
  });

  it('gives the default when getItem throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('storage broken');
    });
    expect(localStore.getJson(storageKeys.currentCourseId, 'none')).toBe('none');
  });
});
