import { regionCodeOf } from '@qa/shared/data/prices/region';
import { localeForCountry } from '@qa/shared/data/prices/visitor-locale';

it('finds the region code of an English country name or of a code, in any case', () => {
  expect(regionCodeOf('Germany')).toBe('DE');
  expect(regionCodeOf('united kingdom')).toBe('GB');
  expect(regionCodeOf('pl')).toBe('PL');
  expect(regionCodeOf('UK')).toBe('GB');
});

it('knows nothing of an unknown country or an empty one', () => {
  expect(regionCodeOf('Atlantis')).toBeNull();
  expect(regionCodeOf('XX')).toBeNull();
  expect(regionCodeOf('')).toBeNull();
  expect(regionCodeOf(null)).toBeNull();
});

it("puts the country's region on the browser's language, keeping its script", () => {
  expect(localeForCountry('en-US', 'Germany')).toBe('en-DE');
  expect(localeForCountry('de', 'Germany')).toBe('de-DE');
  expect(localeForCountry('zh-Hant-TW', 'United States')).toBe('zh-Hant-US');
  expect(localeForCountry('en-US', 'Atlantis')).toBe('en-US');
  expect(localeForCountry('not a locale!', 'Germany')).toBe('not a locale!');
});
