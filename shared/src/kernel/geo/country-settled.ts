/**
 * Whether the visitor's country is settled, so that what depends on it (prices) can show
 * (docs/behaviour.md "Geolocation"). It is, unless the host is waiting for an anonymous visitor's
 * country lookup: then until the lookup ends or its time limit passes, whichever is first.
 * A store for React's useSyncExternalStore, one for every app (a kernel singleton).
 */
import { useSyncExternalStore } from 'react';

let settled = true;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (value === settled) return;
  settled = value;
  listeners.forEach((listener) => listener());
}

/** The host starts a lookup for a visitor whose country is not known yet. */
export const awaitCountry = () => set(false);

/** The country is known, or the lookup ended or ran out of time. */
export const settleCountry = () => set(true);

export const isCountrySettled = () => settled;

export function subscribeCountrySettled(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useCountrySettled = () =>
  useSyncExternalStore(subscribeCountrySettled, isCountrySettled, isCountrySettled);
