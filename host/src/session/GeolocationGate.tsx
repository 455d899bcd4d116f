import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { awaitCountry, settleCountry } from '@qa/shared/kernel/geo/country-settled';
import { QueryScope } from '@qa/shared/ui/query/QueryScope';
import { cachedCountryName, GEOLOCATION_MAX_WAIT_MS, lookupCountry } from './geolocation';
import { lazyChunk } from '../chunks/load-chunk';
import { prerenderedNodes } from '../prerender/prerendered-page';

// Loads the API client: only for a signed-in user, never on an anonymous first paint.
const SignedInSession = lazyChunk('signed-in session', () => import('./SignedInSession'));

/** One lookup per page load, whatever mounts and remounts (StrictMode mounts twice). */
let lookup: Promise<unknown> | null = null;

/**
 * docs/behaviour.md Geolocation. The page always shows at once. An anonymous visitor without a cached
 * country_name gets one lookup, and prices wait for it (the kernel's country-settled signal) at most
 * 1.5 s; a signed-in user's country is known, so their prices never wait.
 */
export function GeolocationGate({ children }: { children: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  const isAuthLoading = useAuthStore((state) => state.isAuthLoading);
  const anonymous = !user && !isAuthLoading;
  // Decided before the first render of any price. A page that came prerendered has its prices on
  // screen already: they stay, and follow the country when the lookup answers.
  const [waiting] = useState(() => {
    const unknown = cachedCountryName() === null && prerenderedNodes(window.location.pathname) === null;
    if (unknown) awaitCountry();
    return unknown;
  });

  useEffect(() => {
    if (!waiting) return;
    const limit = setTimeout(settleCountry, GEOLOCATION_MAX_WAIT_MS);
    return () => clearTimeout(limit);
  }, [waiting]);

  useEffect(() => {
    if (user) settleCountry();
  }, [user]);

  useEffect(() => {
    if (!anonymous || cachedCountryName() !== null) return;
    lookup ??= lookupCountry().finally(settleCountry);
  }, [anonymous]);

  return (
    <>
      {user ? (
        <QueryScope>
          <Suspense fallback={null}>
            <SignedInSession userId={user.id} />
          </Suspense>
        </QueryScope>
      ) : null}
      {children}
    </>
  );
}
