import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { lookAt } from './look';
import { watchNetwork } from './network';

/**
 * axe on a page, asked for its violations only: the sweeps read nothing else, and leaving out the
 * details of every passed and incomplete check makes a scan a fifth cheaper.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).options({ resultTypes: ['violations'] });

/** A scan's serious and critical violations, each as `where: rule targets`: what every check expects to be empty. */
export async function seriousViolations(scan: AxeBuilder, where: string): Promise<string[]> {
  const { violations } = await scan.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Expects no serious or critical violation inside `selector` (a dialog, `main`) of the page as it is. */
export async function expectNoSeriousViolations(page: Page, selector: string): Promise<void> {
  expect(await seriousViolations(axe(page).include(selector), selector)).toEqual([]);
}

/** The widths the axe sweeps read every page at: a phone's, then a laptop's. */
const sweepWidths = [375, 1280] as const;

/** What a sweep waits for by default before its first scan: the page's level-1 heading, then the network idle. */
const headingThenIdle = (page: Page) => async () => {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
};

/**
 * Opens `url` at a phone's width, waits for `ready` (by default its level-1 heading, then the network
 * idle), runs `check`; then widens the same page to a laptop's and runs `check` again once the new
 * layout is drawn and what it asked for has loaded (a wider image, a part shown on wide screens only).
 * One load for both widths: a page load is ≈ 2 CPU-seconds of the test machine, an axe scan about
 * half that.
 */
export async function openAtEachWidth(
  page: Page,
  url: string,
  { ready = headingThenIdle(page), check }: { ready?: () => Promise<void>; check: (width: number) => Promise<void> },
): Promise<void> {
  const [first, ...wider] = sweepWidths;
  await page.setViewportSize({ width: first, height: 900 });
  await page.goto(url);
  await ready();
  const networkQuiet = watchNetwork(page);
  await check(first);
  for (const width of wider) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    await networkQuiet();
    await check(width);
  }
}

/**
 * axe on each of `urls` at both widths (`openAtEachWidth`), `scan` choosing what is read (the whole
 * page by default); a full-page look at each, named `look-width-url`, when E2E_SHOTS asks. Returns
 * every serious or critical violation found, for the test to expect none.
 */
export async function axeSweep(
  page: Page,
  urls: string[],
  options: { look: string; scan?: (url: string) => AxeBuilder; ready?: (url: string) => Promise<void> },
): Promise<string[]> {
  const { look, scan = () => axe(page), ready } = options;
  const found: string[] = [];
  for (const url of urls)
    await openAtEachWidth(page, url, {
      ready: ready && (() => ready(url)),
      check: async (width) => {
        found.push(...(await seriousViolations(scan(url), `${url} at ${width} px`)));
        await lookAt(page, `${look}-${width}-${url}`, { fullPage: true });
      },
    });
  return found;
}
