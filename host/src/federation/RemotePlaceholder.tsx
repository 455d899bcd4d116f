import { LandingHero } from '@qa/shared/ui/widgets/landing/LandingHero';
import type { RouteEntry } from '@qa/shared/kernel/routing/route-entry';
import { LoadingSpinner } from '@qa/shared/ui/widgets/LoadingSpinner';

/** As tall as a landing, so the footer stays out of the first screen while the page loads. */
const tallPage = { minHeight: '200vh' } as const;

/**
 * What shows while a remote page loads: the landing hero for `/` (the same markup
 * index.html painted, so the LCP element never waits for remote scripts and nothing
 * shifts), else the page spinner. The filler keeps the footer two screens down
 * meanwhile: farther than the 600 px ahead at which it starts loading (PageWrapper), which `/` must
 * not load on its first screen.
 */
export function RemotePlaceholder({ placeholder }: Pick<RouteEntry, 'placeholder'>) {
  if (placeholder !== 'landing-hero') return <LoadingSpinner />;
  return (
    <div style={tallPage}>
      <LandingHero />
    </div>
  );
}
