import { regionCodeOf } from '@qa/shared/data/prices/region';
import { localeForCountry } from '@qa/shared/data/prices/visitor-locale';
import { freshModules } from '@qa/testing/fresh-modules';
import type * as RegionModule from '@qa/shared/data/prices/region';

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

it('builds Intl.DisplayNames once, on first use, for names and codes alike', () => {
  const Real = Intl.DisplayNames;
  const build = jest
    .spyOn(Intl, 'DisplayNames')
    .mockImplementation((...args: ConstructorParameters<typeof Real>) => new Real(...args));
  const fresh = freshModules(() => jest.requireActual<typeof RegionModule>('@qa/shared/data/prices/region'));
  expect(build).not.toHaveBeenCalled();
  expect(fresh.regionCodeOf('de')).toBe('DE');
  expect(fresh.regionCodeOf('France')).toBe('FR');
  expect(fresh.regionCodeOf('PL')).toBe('PL');
  expect(build).toHaveBeenCalledTimes(1);
  build.mockRestore();
});
