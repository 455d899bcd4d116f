import type { Page } from '@playwright/test';

/**
 * From the first paint of every page the tab opens: sums the layout shifts the visitor did not cause
 * (shifts right after an input are expected), as Lighthouse's CLS counts them. Read with `layoutShift`.
 */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const seen = { shift: 0 };
    (window as unknown as { __layoutShift: typeof seen }).__layoutShift = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) seen.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The summed layout shift of the page shown, since it loaded. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __layoutShift: { shift: number } }).__layoutShift.shift);
}
