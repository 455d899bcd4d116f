import { setAppConfig, type AppConfig } from '@qa/shared/kernel/config/app-config';
import { countryNameOf, lookupCountry } from '../geolocation';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';

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
    expect(fetchImpl).toHaveBeenCalledWith('http://geo.test/json');
    expect(localStore.getString(storageKeys.countryName)).toBe('Germany');
  });

  it('a failed lookup gives null and caches nothing', async () => {
    await expect(lookupCountry(jest.fn().mockRejectedValue(new TypeError('offline')))).resolves.toBeNull();
    expect(localStore.getString(storageKeys.countryName)).toBeNull();
  });

  it('an answer without a country code gives null', async () => {
    await expect(lookupCountry(answer({ ip: '1.2.3.4' }))).resolves.toBeNull();
  });

  it('an unknown code falls back to the service name, then the code', () => {
    expect(countryNameOf('QQ', 'Nowhere')).toBe('Nowhere');
    expect(countryNameOf('QQ')).toBe('QQ');
  });
});
