/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useEffect, useRef, useState } from 'react';
import { Button } from '@qa/shared/ui/primitives/Button';
import { loadQueryScope, QueryScope } from '@qa/shared/ui/query/QueryScope';

// The sections read data: the query library comes with them (the landing's first screen has none).
const load = () => Promise.all([import('./LandingSections'), loadQueryScope()]).then(([sections]) => sections);

const failed = { padding: '48px 16px', textAlign: 'center' } as const;
/** Holds the sections' room until they load, so the footer is not in view at once. */
const placeholder = { minHeight: 2400 } as const;

/**
 * The landing below its fold, in a chunk of its own that adds nothing to the first load of `/`:
 * requested when the visitor nears it (IntersectionObserver, 200 px ahead: on a 412 × 823 phone the
 * first screen ends 235 px above it, so `/` loads none of it until the visitor scrolls), or at once when
 * `eager` (`/plans`). Until then a block roughly the sections' height keeps the footer out of
 * view, so nothing visible shifts when they arrive.
 */
export function BelowTheFold({ eager = false }: { eager?: boolean }) {
  const marker = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Awaited<ReturnType<typeof load>> | 'failed' | null>(null);
  useEffect(() => {
    const element = marker.current;
    if (!element) return;
    let live = true;
    const start = () =>
      void load().then(
        (module) => live && setLoaded(module),
        () => live && setLoaded('failed'),
      );
    const observer =
      eager || attempt || !window.IntersectionObserver
        ? null
        : new IntersectionObserver(
            ([entry]) => {
              if (!entry?.isIntersecting) return;
              observer?.disconnect();
              start();
            },
            { rootMargin: '200px' },
          );
    if (observer) observer.observe(element);
    else start();
    return () => {
      live = false;
      observer?.disconnect();
    };
  }, [eager, attempt]);
  if (loaded === 'failed') {
    return (
      <div role="alert" css={failed}>
        <p>The rest of this page could not be loaded.</p>
        <Button
          size="sm"
          onClick={() => {
            setLoaded(null);
            setAttempt(attempt + 1);
          }}
        >
          Retry
        </Button>
      </div>
    );
  }
  if (loaded)
    return (
      <QueryScope>
        <loaded.LandingSections scrollToPlans={eager} />
      </QueryScope>
    );
  return <div ref={marker} css={placeholder} />;
}
