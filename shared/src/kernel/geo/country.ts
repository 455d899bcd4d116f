/**
 * The visitor's country, held in one place: for a signed-in user the country of their
 * account, otherwise the looked-up `country_name`. The API clients' `Location` header and the
 * pages read it from here.
 */
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';

let userCountry: string | null = null;

/** The signed-in user's country (null when signed out). True when it changed. */
export function setUserCountry(country: string | null): boolean {
  if (country === userCountry) return false;
  userCountry = country;
  return true;
}

export function currentCountry(): string | null {
  return userCountry ?? localStore.getString(storageKeys.countryName);
}
