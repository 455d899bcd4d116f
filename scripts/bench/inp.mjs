// Responsiveness of `pnpm bench`: INP of three interactions as the web-vitals library reports it
// (its build from node_modules, injected before the page's own scripts), CPU 4× slower, median of
// N fresh browsers each. Beside it, the time from the click to what it opens being on screen, which
// INP leaves out when the opened part loads its code or data after the first paint.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { href } from '../lib/routes.mjs';
import { median } from './format.mjs';
import { newLearner, refreshTokenFor } from './learner.mjs';
import { collectSamples, openAndSettle, openThrottledPage, timeClick } from './page-timing.mjs';

/** web-vitals only reports interactions of at least 16 ms: a quicker one counts as 16. */
const INP_FLOOR_MS = 16;
const webVitalsScript = () => {
  const entry = createRequire(import.meta.url).resolve('web-vitals');
  return readFileSync(path.join(path.dirname(entry), 'web-vitals.iife.js'), 'utf8');
};

/**
 * In the page: keeps the latest INP web-vitals reports in `window.__benchInp`. Runs in the same
 * script as the library's build, whose `webVitals` stays local to it.
 */
function watchInp(floorMs) {
  window.__benchInp = null;
  // eslint-disable-next-line no-undef
  webVitals.onINP(
    (metric) => {
      window.__benchInp = metric.value;
    },
    { reportAllChanges: true, durationThreshold: floorMs },
  );
}

const course = `a[href="${href('course', { courseSlug: 'qa-fundamentals' })}"]`;

export const interactions = [
  {
    interaction: 'drawer (header burger on /)',
    from: href('landing'),
    fromReady: { h1: null, selector: 'h1' },
    target: (page) => page.getByRole('button', { name: 'Open menu' }),
    ready: { h1: null, selector: '[role="dialog"][aria-label="Menu"]' },
    waitsFor: 'the Menu dialog',
  },
  {
    interaction: 'checkout popup (Monthly, signed in)',
    from: href('subscriptions'),
    signedIn: true,
    fromReady: { h1: 'Plans and pricing', selector: 'button', text: 'Choose Monthly' },
    target: (page) => page.getByRole('button', { name: 'Choose Monthly' }),
    ready: { h1: null, selector: '[role="dialog"]', text: 'Confirm your plan' },
    waitsFor: 'the Confirm your plan dialog',
  },
  {
    interaction: 'course card on /courses',
    from: href('courses'),
    fromReady: { h1: 'Courses', selector: course },
    target: (page) => page.locator(course).first(),
    ready: { h1: 'QA Fundamentals', selector: 'a[href*="/lecture/"]' },
    waitsFor: 'h1 + first syllabus lecture',
  },
];

async function measureOnce(browser, { origin, apiUrl, learner, initScript }, interaction) {
  const refreshToken = interaction.signedIn ? await refreshTokenFor(apiUrl, learner) : undefined;
  const { context, page } = await openThrottledPage(browser, origin, { refreshToken, initScript });
  try {
    await openAndSettle(page, `${origin}${interaction.from}`, interaction.fromReady);
    const shownMs = await timeClick(page, interaction.target(page), interaction.ready);
    // Event timing reaches web-vitals after the next paint: give it a moment.
    const inp = await page
      .waitForFunction(() => window.__benchInp, undefined, { timeout: 2000 })
      .then((handle) => handle.jsonValue())
      .catch(() => INP_FLOOR_MS);
    return { inpMs: inp, shownMs };
  } finally {
    await context.close();
  }
}

/** { [interaction]: { inpMs, shownMs (medians), waitsFor, samples } } */
export async function measureInp(browser, { origin, apiUrl, samples = 5, log = console.log }) {
  const initScript = `${webVitalsScript()}\n;(${watchInp})(${INP_FLOOR_MS});`;
  const learner = await newLearner(apiUrl);
  const results = {};
  for (const interaction of interactions) {
    log(`  measuring ${interaction.interaction} (${samples}×)…`);
    const runs = await collectSamples(
      samples,
      interaction.interaction,
      () => measureOnce(browser, { origin, apiUrl, learner, initScript }, interaction),
      log,
    );
    results[interaction.interaction] = {
      inpMs: median(runs.map((r) => r.inpMs)),
      shownMs: median(runs.map((r) => r.shownMs)),
      waitsFor: interaction.waitsFor,
      samples: runs,
    };
  }
  return results;
}
