// Navigation timings of `pnpm bench`: a click on a real link of the page to the new page's h1 and
// its first data on screen, CPU 4× slower, median of N samples per pair. Each sample is a fresh
// browser (first visit to the target's remote), then back and the same click again (the remote
// loaded and its data cached). Playwright's click moves the pointer onto the link first, as a person
// does, so hover prefetching counts as it would for them. Pairs from the landing and the catalogue are also measured
// "after reading": another fresh browser in which the pointer moves over the page and 2 s pass before
// the click, as when a person reads the hero first (what the page may do once a visitor engages
// counts then; the first column is a click the moment the page is ready).
import { firstLectures, newLearner, refreshTokenFor } from './learner.mjs';
import { collectSamples, openAndSettle, openThrottledPage, timeClick, waitUntilShown } from './page-timing.mjs';
import { href } from '../lib/routes.mjs';
import { median } from './format.mjs';

const COURSE = 'qa-fundamentals';
/** How long the "after reading" visitor looks at the page, pointer moved, before the click. */
const READING_MS = 2_000;

/** The measured pairs: where from, which link, and what on the new page counts as shown. */
export function navigationPairs({ courseTitle, lectures: [first, next] }) {
  const lecture = (id) => href('lecture', { courseSlug: COURSE, lectureId: id });
  const course = href('course', { courseSlug: COURSE });
  /** A pair from the landing (named by its paths, as in earlier results), a click on its link to a route; also measured after reading. */
  const fromLanding = (routeId, ready, waitsFor, note = '') => ({
    pair: `${href('landing')} → ${href(routeId)}${note}`,
    afterReading: true,
    from: href('landing'),
    fromReady: { h1: null, selector: '[data-testid="landing-hero"]' },
    link: { href: href(routeId) },
    ready,
    waitsFor,
  });
  /** Links to the items of a listing (`/courses/…`). */
  const itemLinks = (listingId) => `a[href^="${href(listingId)}/"]`;
  return [
    fromLanding('courses', { h1: 'Courses', selector: `article ${itemLinks('courses')}` }, 'h1 + first course card'),
    // The landing has no login link: its header's 'Sign Up / Login' is how a visitor reaches the auth remote.
    fromLanding(
      'registration',
      { h1: 'Create your account', selector: 'form input[type="email"]' },
      'h1 + e-mail field',
      ' (auth)',
    ),
    fromLanding('posts', { h1: 'Blog', selector: `article ${itemLinks('posts')}` }, 'h1 + first post card'),
    // Drawn with Chakra until its first click took ~800 ms; now a light page like the other three.
    fromLanding('paths', { h1: 'Career Paths', selector: `ul ${itemLinks('paths')}` }, 'h1 + first career path card'),
    {
      pair: `${href('courses')} → ${course}`,
      // Both light pages. When Chakra's warm-up ran for every visitor, it landed in this navigation.
      afterReading: true,
      from: href('courses'),
      fromReady: { h1: 'Courses', selector: `a[href="${course}"]` },
      link: { href: course },
      ready: { h1: courseTitle, selector: 'a[href*="/lecture/"]' },
      waitsFor: 'h1 + first syllabus lecture',
    },
    {
      pair: 'lecture → next lecture',
      from: lecture(first.id),
      signedIn: true,
      fromReady: { h1: first.title, selector: 'a[href*="/lecture/"]' },
      link: { name: 'Next lecture →' },
      ready: { h1: next.title, selector: `a[href$="${lecture(next.id)}"][aria-current]` },
      waitsFor: "h1 (the lecture's title) + its sidebar entry current",
    },
  ];
}

/**
 * The visible link to click. Links of the footer appear once the visitor nears it, so scroll to the
 * end if needed, and again while lazy sections arriving on the way lengthen the page.
 */
async function findLink(page, link) {
  const locator = (
    link.href ? page.locator(`a[href="${link.href}"]:visible`) : page.getByRole('link', { name: link.name })
  ).first();
  if (await locator.count()) return locator;
  const deadline = Date.now() + 20_000;
  while (!(await locator.count())) {
    if (Date.now() > deadline) throw new Error(`no visible link ${JSON.stringify(link)} after 20 s at the page's end`);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(250);
  }
  await page.waitForLoadState('networkidle');
  return locator;
}

const failedIn = (phase) => (error) => {
  throw new Error(`${phase} click: ${error.message}`);
};

/** A fresh browser: the page ready, the pointer moved over it, a moment of reading, then the click. */
async function measureAfterReading(browser, origin, pair) {
  const { context, page } = await openThrottledPage(browser, origin);
  try {
    await openAndSettle(page, `${origin}${pair.from}`, pair.fromReady);
    await page.mouse.move(200, 400, { steps: 5 });
    await page.waitForTimeout(READING_MS);
    await page.waitForLoadState('networkidle');
    return await timeClick(page, await findLink(page, pair.link), pair.ready).catch(failedIn('after reading'));
  } finally {
    await context.close();
  }
}

async function measurePair(browser, { origin, apiUrl, learner }, pair) {
  const refreshToken = pair.signedIn ? await refreshTokenFor(apiUrl, learner) : undefined;
  const { context, page } = await openThrottledPage(browser, origin, { refreshToken });
  try {
    await openAndSettle(page, `${origin}${pair.from}`, pair.fromReady);
    const firstMs = await timeClick(page, await findLink(page, pair.link), pair.ready).catch(failedIn('first'));
    await page.waitForLoadState('networkidle');
    await page.goBack();
    await page.waitForURL(`${origin}${pair.from}`);
    await waitUntilShown(page, pair.fromReady);
    await page.waitForLoadState('networkidle');
    const repeatMs = await timeClick(page, await findLink(page, pair.link), pair.ready).catch(failedIn('repeat'));
    return { firstMs, repeatMs };
  } finally {
    await context.close();
  }
}

async function measureSample(browser, timed, pair) {
  const { firstMs, repeatMs } = await measurePair(browser, timed, pair);
  const afterReadingMs = pair.afterReading ? await measureAfterReading(browser, timed.origin, pair) : null;
  return { firstMs, repeatMs, afterReadingMs };
}

/** { [pair]: { firstMs, repeatMs, afterReadingMs (medians; null for a pair not measured so), waitsFor, samples } } */
export async function measureNavigation(browser, { origin, apiUrl, samples = 5, log = console.log, only = null }) {
  const learner = await newLearner(apiUrl);
  const course = await (await fetch(`${apiUrl}/courses/${COURSE}`)).json();
  const pairs = navigationPairs({ courseTitle: course.title, lectures: await firstLectures(apiUrl, COURSE) }).filter(
    (pair) => !only || only.test(pair.pair),
  );
  const results = {};
  for (const pair of pairs) {
    log(`  measuring ${pair.pair} (${samples}×)…`);
    const runs = await collectSamples(
      samples,
      pair.pair,
      () => measureSample(browser, { origin, apiUrl, learner }, pair),
      log,
    );
    results[pair.pair] = {
      firstMs: median(runs.map((r) => r.firstMs)),
      repeatMs: median(runs.map((r) => r.repeatMs)),
      afterReadingMs: median(runs.map((r) => r.afterReadingMs)),
      waitsFor: pair.waitsFor,
      samples: runs,
    };
  }
  return results;
}
