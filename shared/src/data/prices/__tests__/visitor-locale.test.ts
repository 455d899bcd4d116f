import { setUserCountry } from '@qa/shared/kernel/geo/country';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { formatPrice } from '@qa/shared/kernel/format/price';
import { visitorLocale } from '@qa/shared/data/prices/visitor-locale';

/** The browser's language as the visitor set it up. */
function browserSpeaks(locale: string) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue([locale]);
  jest.spyOn(navigator, 'language', 'get').mockReturnValue(locale);
}

/** An anonymous visitor whose country the geolocation lookup stored. */
const visitorFrom = (countryName: string) => localStore.setString(storageKeys.countryName, countryName);

/** An amount in the visitor's locale, as `<Price>` writes it. */
const shown = (amount: number) => formatPrice(amount, visitorLocale());

afterEach(() => {
  jest.restoreAllMocks();
  localStore.remove(storageKeys.countryName);
  setUserCountry(null);
});

it('an American visitor with an American English browser reads dollars the American way', () => {
  browserSpeaks('en-US');
  visitorFrom('United States');
  expect(shown(149)).toBe('$149');
});

it('a German visitor with a German browser reads the amount in the German format', () => {
  browserSpeaks('de-DE');
  visitorFrom('Germany');
  expect(shown(1149.5)).toMatch(/^1\.149,50\s\$$/);
});

it('a German visitor with an English browser reads English as written in Germany, the dollar named as US', () => {
  browserSpeaks('en-US');
  visitorFrom('Germany');
  expect(shown(149)).toBe('US$149');
});

it("a signed-in user's own country counts before the looked-up one", () => {
  browserSpeaks('en-US');
  visitorFrom('United States');
  setUserCountry('DE'); // the profile saves the ISO code
  expect(shown(149)).toBe('US$149');
});

it('an unknown country, or none, leaves the browser locale as it is', () => {
  browserSpeaks('en-US');
  expect(shown(149)).toBe('$149');
  visitorFrom('Atlantis');
  expect(shown(149)).toBe('$149');
  browserSpeaks('de-DE');
  expect(shown(149)).toMatch(/^149\s\$$/);
});
