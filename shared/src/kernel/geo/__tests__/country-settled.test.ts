import {
  awaitCountry,
  isCountrySettled,
  settleCountry,
  subscribeCountrySettled,
} from '@qa/shared/kernel/geo/country-settled';

afterEach(() => settleCountry());

it('is settled unless the host awaits the country', () => {
  expect(isCountrySettled()).toBe(true);
  awaitCountry();
  expect(isCountrySettled()).toBe(false);
  settleCountry();
  expect(isCountrySettled()).toBe(true);
});

it('tells subscribers of each change, once, until they unsubscribe', () => {
  const listener = jest.fn();
  const unsubscribe = subscribeCountrySettled(listener);
  awaitCountry();
  awaitCountry();
  settleCountry();
  settleCountry();
  expect(listener).toHaveBeenCalledTimes(2);
  unsubscribe();
  awaitCountry();
  expect(listener).toHaveBeenCalledTimes(2);
});
