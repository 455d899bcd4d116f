/** @jsxImportSource @emotion/react */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Button } from '@qa/shared/ui/light';
import { color } from '@qa/shared/ui/tokens';

type Sections = ComponentType<{ scrollToPlans?: boolean }>;

/** Starts loading a little before the sections scroll into view, so they are there when the visitor arrives. */
const NEAR_VIEWPORT = '300px';
/** Roughly the sections' height while they load: the footer stays out of view, so nothing visible shifts. */
const RESERVED_HEIGHT = 2400;

const loadSections = () => import('./LandingSections').then((module) => module.LandingSections as Sections);

/**
 * The landing below its fold, in a chunk of its own that adds nothing to the first load of `/`:
 * requested when the visitor nears it (IntersectionObserver), or at once when `eager` (`/plans`).
 */
export function BelowTheFold({ eager = false }: { eager?: boolean }) {
  const marker = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ Sections: Sections | null; failed: boolean; attempt: number }>({
    Sections: null,
    failed: false,
    attempt: 0,
  });
  const { Sections, failed, attempt } = state;

  useEffect(() => {
    if (Sections || failed) return;
    let cancelled = false;
    const load = () =>
      void loadSections().then(
        (loaded) => !cancelled && setState((s) => ({ ...s, Sections: loaded })),
        () => !cancelled && setState((s) => ({ ...s, failed: true })),
      );
    const element = marker.current;
    if (eager || attempt > 0 || !element || typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [Sections, failed, eager, attempt]);

  if (Sections) return <Sections scrollToPlans={eager} />;
  if (failed) {
    return (
      <div role="alert" css={{ maxWidth: 1120, margin: '0 auto', padding: '48px 16px', textAlign: 'center' }}>
        <p css={{ color: color.muted, margin: '0 0 12px' }}>The rest of this page could not be loaded.</p>
        <Button size="sm" onClick={() => setState((s) => ({ ...s, failed: false, attempt: s.attempt + 1 }))}>
          Retry
        </Button>
      </div>
    );
  }
  return <div ref={marker} data-testid="below-the-fold" css={{ minHeight: RESERVED_HEIGHT }} />;
}
