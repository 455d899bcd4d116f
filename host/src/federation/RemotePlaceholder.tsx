import { LandingHero } from '@qa/shared/ui/landing/LandingHero';
import { useRouteEntry } from '../routing/use-route-entry';
import { LoadingSpinner } from '@qa/shared/ui/LoadingSpinner';

/**
 * What shows while a remote page loads: the landing hero for `/` (the same markup
 * index.html painted, so the LCP element never waits for remote scripts and nothing
 * shifts), else the page spinner. The filler keeps the footer below the fold meanwhile.
 */
export function RemotePlaceholder() {
  const entry = useRouteEntry();
  if (entry?.placeholder !== 'landing-hero') return <LoadingSpinner />;
  return (
    <div style={{ minHeight: '100vh' }}>
      <LandingHero />
    </div>
  );
}
