import { setUserCountry } from '@qa/shared/kernel/geo/country';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { formatPeriod, formatPrice } from '@qa/shared/data/prices/format-price';

/** The browser's language as the visitor set it up. */
function browserSpeaks(locale: string) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue([locale]);
  jest.spyOn(navigator, 'language', 'get').mockReturnValue(locale);
}

/** An anonymous visitor whose country the geolocation lookup stored. */
const visitorFrom = (countryName: string) => localStore.setString(storageKeys.countryName, countryName);

afterEach(() => {
  jest.restoreAllMocks();
  localStore.remove(storageKeys.countryName);
  setUserCountry(null);
});

it('an American visitor with an American English browser reads dollars the American way', () => {
  browserSpeaks('en-US');
  visitorFrom('United States');
  expect(formatPrice(149)).toBe('$149.00');
});

it('a German visitor with a German browser reads the amount in the German format', () => {
  browserSpeaks('de-DE');
  visitorFrom('Germany');
  expect(formatPrice(1149.5)).toMatch(/^1\.149,50\s\$$/);
});

it('a German visitor with an English browser reads English as written in Germany, the dollar named as US', () => {
  browserSpeaks('en-US');
  visitorFrom('Germany');
  expect(formatPrice(149)).toBe('US$149.00');
});

it("a signed-in user's own country counts before the looked-up one", () => {
  browserSpeaks('en-US');
  visitorFrom('United States');
  setUserCountry('DE'); // the profile saves the ISO code
  expect(formatPrice(149)).toBe('US$149.00');
});

it('an unknown country, or none, leaves the browser locale as it is', () => {
  browserSpeaks('en-US');
  expect(formatPrice(149)).toBe('$149.00');
  visitorFrom('Atlantis');
  expect(formatPrice(149)).toBe('$149.00');
  browserSpeaks('de-DE');
  expect(formatPrice(149)).toMatch(/^149,00\s\$$/);
});

it('formats the price in an explicitly given locale', () => {
  expect(formatPrice(149, 'en-US')).toBe('$149.00');
  expect(formatPrice(149, 'de-DE')).toMatch(/^149,00\s\$$/);
});

it('an invalid locale tag falls back to the default format instead of throwing', () => {
  expect(formatPrice(29, 'not a locale!')).toMatch(/29/);
});

it('reads the known periods and passes others through', () => {
  expect(formatPeriod('six-months')).toBe('for six months');
  expect(formatPeriod('fortnight')).toBe('fortnight');
});
