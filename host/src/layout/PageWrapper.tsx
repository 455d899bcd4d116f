/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet } from '@qa/shared/kernel/routing/router';
import type { HeaderVariant } from '@qa/shared/kernel/routing/route-entry';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { LoadingSpinner } from '@qa/shared/ui/widgets/LoadingSpinner';
import { QueryScope } from '@qa/shared/ui/query/QueryScope';
import { HideOnError } from './HideOnError';
import { Header } from './Header';
import { MAIN_ID, SkipLink } from './SkipLink';
import { PAGE_LOADING } from './layout-constants';
import { lazyChunk } from '../chunks/load-chunk';

// Below the fold: loaded after the first screen, so its modules (the footer query, the HTML
// sanitiser) are not resolved in the start-up task.
const Footer = lazyChunk('footer', () => import('./Footer').then((module) => ({ default: module.Footer })));

/** How far ahead of the viewport (px) the footer starts loading: its code, its request and its HTML. */
const FOOTER_AHEAD = 600;

/** A pixel at the end of the page, watched to know when the footer is near. */
const markerStyle = { height: 1 } as const;
const frameStyle = { display: 'flex', flexDirection: 'column', minHeight: '100vh' } as const;
const mainStyle = { flex: 1, minHeight: '100vh', outline: 'none' } as const;

/**
 * The footer, loaded when the visitor nears the end of the page (at once on a short page): a long
 * page such as the landing does not fetch it on its first screen. A page still loading is not taken
 * for a short one: the footer waits until its spinner or skeletons are gone, and then only comes if
 * the page is still near its end. Below `main` (at least a screen tall), so its arrival moves nothing
 * in view.
 */
function FooterWhenNear() {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = marker.current;
    const main = document.getElementById(MAIN_ID);
    if (near || !element) return;
    // Measured when asked, not remembered: content arriving moves the end of the page. Measured after
    // the next frame has laid the page out, not at once: asked right after a render, the measure would
    // force the browser to lay the page out inside the page's own task (~150 ms at 4× CPU on /courses).
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      if (main?.querySelector(PAGE_LOADING)) return;
      if (element.getBoundingClientRect().top <= window.innerHeight + FOOTER_AHEAD) {
        setNear(true);
        return;
      }
      // The observer reports changes only. Content that pushed the end away and a scroll back to it
      // within one frame look like no change to it, and the footer would wait for good: ask it again
      // for the state as it is now.
      observer.unobserve(element);
      observer.observe(element);
    };
    const update = () => {
      if (frame || timer) return;
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => {
          frame = 0;
          timer = undefined;
          measure();
        });
      });
    };
    const observer: IntersectionObserver = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) update();
      },
      { rootMargin: `${FOOTER_AHEAD}px` },
    );
    observer.observe(element);
    // Loading states come and go inside the page: check again when they do.
    const pageChanges = new MutationObserver(update);
    if (main)
      pageChanges.observe(main, { subtree: true, childList: true, attributeFilter: ['aria-busy', 'data-safe-html'] });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      observer.disconnect();
      pageChanges.disconnect();
    };
  }, [near]);
  if (!near) return <div ref={marker} aria-hidden="true" data-footer-pending="" css={markerStyle} />;
  return (
    <HideOnError name="footer">
      <QueryScope>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </QueryScope>
    </HideOnError>
  );
}

/**
 * Header, main content, footer (docs/behaviour.md "Page wrapper"). On mounting it forgets the stored
 * redirect path: a visitor who reached a normal page is no longer on the way back from sign-in.
 * A layout effect, so it runs before a route guard's effect in the same commit stores a new one.
 */
export function PageWrapper({ header = 'landing' }: { header?: HeaderVariant }) {
  useLayoutEffect(() => {
    localStore.remove(storageKeys.redirectPath);
  }, []);
  return (
    <div css={frameStyle}>
      <SkipLink />
      <Header variant={header} />
      {/* min-height: the footer appears below the fold once its content loads (no layout shift) */}
      <main id={MAIN_ID} css={mainStyle}>
        <Suspense fallback={<LoadingSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <FooterWhenNear />
    </div>
  );
}
