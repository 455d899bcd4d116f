import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { cachedCountryName, GEOLOCATION_MAX_WAIT_MS, lookupCountry } from './geolocation';
import { lazyChunk } from '../chunks/load-chunk';
import { prerenderedNodes } from '../prerender/prerendered-page';

// Loads the API client: only for a signed-in user, never on an anonymous first paint.
const SignedInSession = lazyChunk('signed-in session', () => import('./SignedInSession'));

/** One lookup per page load, whatever mounts and remounts (StrictMode mounts twice). */
let lookup: Promise<unknown> | null = null;

/**
 * docs/behaviour.md Geolocation. An anonymous visitor without a cached country_name gets one lookup; the
 * page is hidden (not unmounted) while it runs, at most 3 s, and shown whatever the result.
 */
export function GeolocationGate({ children }: { children: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  const isAuthLoading = useAuthStore((state) => state.isAuthLoading);
  const anonymous = !user && !isAuthLoading;
  const [finished, setFinished] = useState(() => cachedCountryName() !== null);
  // A page that came prerendered is already on screen: hiding it would be a flash. The lookup still
  // runs, and its prices follow the country when it answers.
  const [prerendered] = useState(() => prerenderedNodes(window.location.pathname) !== null);
  const hidden = anonymous && !finished && !prerendered;

  useEffect(() => {
    if (!anonymous || finished) return;
    lookup ??= lookupCountry();
    let active = true;
    const reveal = () => {
      if (active) setFinished(true);
    };
    const limit = setTimeout(reveal, GEOLOCATION_MAX_WAIT_MS);
    void lookup.finally(reveal);
    return () => {
      active = false;
      clearTimeout(limit);
    };
  }, [anonymous, finished]);

  return (
    <>
      {user ? (
        <Suspense fallback={null}>
          <SignedInSession userId={user.id} />
        </Suspense>
      ) : null}
      <div
        data-geolocation={hidden ? 'loading' : 'ready'}
        style={{ display: 'contents', visibility: hidden ? 'hidden' : undefined }}
      >
        {children}
      </div>
    </>
  );
}
