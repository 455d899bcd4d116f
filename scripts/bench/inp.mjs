// Responsiveness of `pnpm bench`: INP of six interactions as the web-vitals library reports it
// (its build from node_modules, injected before the page's own scripts), CPU 4× slower, median of
// N fresh browsers each. Beside it, the time from the click to what it opens being on screen, which
// INP leaves out when the opened part loads its code or data after the first paint.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { href } from '../lib/routes.mjs';
import { median } from './format.mjs';
import { firstLectures, firstQuizId, newLearner, refreshTokenFor } from './learner.mjs';
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

const courseSlug = 'qa-fundamentals';
const course = `a[href="${href('course', { courseSlug })}"]`;

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
  {
    interaction: 'account menu (signed in, /dashboard)',
    from: href('dashboard'),
    signedIn: true,
    fromReady: { h1: null, selector: 'header button[aria-haspopup="menu"]' },
    target: (page) => page.getByRole('button', { name: /: your account/ }),
    ready: { h1: null, selector: '[role="menu"]' },
    waitsFor: 'the account menu',
  },
  {
    interaction: 'quiz answer (first option)',
    // The learner's own first attempt: the quiz is open to every signed-in learner of the free course.
    from: async (apiUrl) => href('quiz', { courseSlug, quizId: String(await firstQuizId(apiUrl, courseSlug)) }),
    signedIn: true,
    fromReady: { h1: null, selector: 'button', text: 'Start quiz' },
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Start quiz' }).click();
      await page.locator('fieldset input').first().waitFor();
    },
    target: (page) => page.locator('fieldset input').first(),
    ready: { h1: null, selector: 'fieldset input:checked' },
    waitsFor: 'the answer chosen',
  },
  {
    interaction: 'mark complete (first lecture)',
    from: async (apiUrl) => {
      const [first] = await firstLectures(apiUrl, courseSlug);
      return href('lecture', { courseSlug, lectureId: String(first.id) });
    },
    // A lecture completes once: each sample is a new learner's first.
    signedIn: 'fresh',
    fromReady: { h1: null, selector: 'button', text: 'Mark as complete' },
    target: (page) => page.getByRole('button', { name: 'Mark as complete' }),
    ready: { h1: null, selector: 'main', text: '✓ Completed' },
    waitsFor: 'the lecture marked done (after the API answers)',
  },
];

async function measureOnce(browser, { origin, apiUrl, learner, initScript }, interaction) {
  const who = interaction.signedIn === 'fresh' ? await newLearner(apiUrl) : learner;
  const refreshToken = interaction.signedIn ? await refreshTokenFor(apiUrl, who) : undefined;
  const from = typeof interaction.from === 'function' ? await interaction.from(apiUrl) : interaction.from;
  const { context, page } = await openThrottledPage(browser, origin, { refreshToken, initScript });
  try {
    await openAndSettle(page, `${origin}${from}`, interaction.fromReady);
    await interaction.prepare?.(page);
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
