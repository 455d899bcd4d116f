// Browser pieces of the bench's navigation and INP timings: a fresh context per sample with the
// CPU slowed through CDP (the network is the local one: fast), and the time from a click to the
// moment the page shows what it is waited for. The CPU is 4× slower, or `BENCH_CPU_SLOWDOWN=N`× (4 ×
// this machine's benchmarkIndex ÷ 1600 plays a machine of index 1600 at 4×).

export const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN) || 4;
/**
 * How long a click's button stays down, in ms: 0 (Playwright's own, the press and the release in one
 * go) unless `BENCH_PRESS_MS=N`; a person's press or tap lasts about 80–120 ms, which the page may
 * use (`host/src/federation/link-preload.ts`). The time is still taken from the click, the release.
 */
export const PRESS_MS = Number(process.env.BENCH_PRESS_MS) || 0;
/** For the headings of the timings: what the press lasts, when it lasts at all. */
export const pressNote = PRESS_MS ? `, presses of ${PRESS_MS} ms` : '';
/** Lighthouse's mobile viewport, as the first-load measure uses. */
const viewport = { width: 412, height: 823 };

/**
 * A throttled page whose storage has the cookie choice made and the seeded webinar dismissed (their
 * dialogs would cover the page), plus a refresh token to start signed in. `initScript` runs before
 * the page's own scripts.
 */
export async function openThrottledPage(browser, origin, { refreshToken, initScript } = {}) {
  const localStorage = [
    { name: 'euCookieState', value: 'false' },
    { name: 'webinars', value: JSON.stringify(['qa-career-kickstart-1']) },
    ...(refreshToken ? [{ name: 'refreshToken', value: refreshToken }] : []),
  ];
  const context = await browser.newContext({
    viewport,
    storageState: { cookies: [], origins: [{ origin, localStorage }] },
  });
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/**
 * In the page: whether `ready` is on screen. `ready`: { h1 (the exact text of a visible h1; null: any
 * visible h1), selector (a visible element matching it), text (that element contains it) }.
 */
function isShown({ h1, selector, text }) {
  const visible = (el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const headingOk = [...document.querySelectorAll('h1')].some(
    (el) => visible(el) && (h1 === null || el.textContent.trim() === h1),
  );
  return (
    headingOk &&
    [...document.querySelectorAll(selector)].some((el) => (!text || el.textContent.includes(text)) && visible(el))
  );
}

/** Opens `url` and waits until the app has taken over any prerendered page, shows `ready` and is idle. */
export async function openAndSettle(page, url, ready) {
  await page.goto(url);
  // The copy in the HTML (the landing's static hero, a prerendered page) is gone once the app starts;
  // the nodes it then keeps showing, once the page renders. Its links are plain anchors until then.
  await page
    .locator('#qa-prerender, #qa-prerender-page, [data-prerendered-page]')
    .first()
    .waitFor({ state: 'detached', timeout: 60_000 });
  await waitUntilShown(page, ready);
  await page.waitForLoadState('networkidle');
}

export async function waitUntilShown(page, ready) {
  await page.waitForFunction(isShown, ready, { timeout: 60_000 });
}

/**
 * Clicks `locator` and returns the milliseconds from the click event to the first animation frame in
 * which `ready` is shown, both read from the page's own clock. A full page load in between loses
 * the armed timer: that times out as an error rather than a figure.
 */
export async function timeClick(page, locator, ready) {
  // Sent as source text: the page's content security policy may forbid building functions in it.
  await page.evaluate(`(${armClickTimer})(${isShown}, ${JSON.stringify(ready)})`);
  await locator.click({ delay: PRESS_MS });
  try {
    const handle = await page.waitForFunction(
      () => {
        const timing = window.__benchTiming;
        return timing?.shownAt != null && { ms: timing.shownAt - timing.clickAt };
      },
      undefined,
      { timeout: 30_000 },
    );
    return (await handle.jsonValue()).ms;
  } catch (error) {
    throw new Error(`not shown within 30 s: ${await whatIsShown(page)}`, { cause: error });
  }
}

/** Where the page is and what it shows, for a timing that never ended. */
async function whatIsShown(page) {
  const state = await page
    .evaluate(() => ({
      h1: [...document.querySelectorAll('h1')].map((el) => el.textContent.trim()),
      text: (document.querySelector('main') ?? document.body).innerText.replace(/\s+/g, ' ').slice(0, 160),
      clicked: window.__benchTiming ? window.__benchTiming.clickAt !== null : 'timer lost (a full page load?)',
    }))
    .catch(() => ({}));
  return `${page.url()} h1 ${JSON.stringify(state.h1)}, click seen: ${state.clicked}, text: ${JSON.stringify(state.text)}`;
}

/** In the page: on the next click, watches every animation frame until `shown(spec)` holds. */
function armClickTimer(shown, spec) {
  const timing = { clickAt: null, shownAt: null };
  window.__benchTiming = timing;
  const watch = () =>
    requestAnimationFrame((now) => {
      if (shown(spec)) timing.shownAt = now;
      else watch();
    });
  const onClick = (event) => {
    timing.clickAt = event.timeStamp;
    watch();
  };
  window.addEventListener('click', onClick, { capture: true, once: true });
}

/** Runs `sample` `count` times, each in a fresh throttled context; a failed sample is logged and left out. */
export async function collectSamples(count, label, sample, log) {
  const results = [];
  for (let i = 0; i < count; i += 1) {
    try {
      results.push(await sample());
    } catch (error) {
      log(`  ✖ ${label}, sample ${i + 1}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
    }
  }
  return results;
}
