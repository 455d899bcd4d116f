// Renders one page of the built site in Chromium and reads back what a crawler and a first visit
// should get without script: the markup of #root, the CSS the page inserted (the light layer and
// Emotion, on Chakra pages, write their rules through the CSSOM, so they are not in any <style>
// text), the head's search tags and the query data the page was rendered from.

/** Ready: a level-1 heading, nothing busy, the footer in, the network quiet. */
async function waitUntilSettled(page) {
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 20_000 });
  // The footer loads as a visitor nears the end of the page (a long one, such as an already
  // prerendered page, does not fetch it on its first screen): go there, as a visitor would, and
  // again until it comes.
  await page
    .waitForFunction(
      () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return document.querySelector('footer') !== null;
      },
      undefined,
      { timeout: 20_000, polling: 250 },
    )
    .catch(async (error) => {
      // Say why: what still shows as loading (the footer waits for it), or nothing (its request failed).
      const { loading, waiting } = await page.evaluate(() => ({
        loading: [...document.querySelectorAll('main [aria-busy="true"], main [role="status"], main [data-safe-html]')]
          .map((element) => element.outerHTML.slice(0, 120))
          .join(' | '),
        // the footer's place holder: still waiting for the page's end to come near, or gone (its request failed)
        waiting: document.querySelector('[data-footer-pending]') !== null,
      }));
      const why = waiting ? 'it was never asked for' : 'it was asked for and rendered nothing';
      throw new Error(`${page.url()}: the footer never came: ${why} (still loading: ${loading || 'nothing'})`, {
        cause: error,
      });
    });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => !document.querySelector('main [aria-busy="true"], main [role="status"]'),
    undefined,
    { timeout: 20_000 },
  );
  // Images below the fold stay lazy; the ones in view finish, so nothing shifts in the copy.
  await page.waitForFunction(() => [...document.images].every((img) => img.loading === 'lazy' || img.complete));
}

export async function snapshotPage(context, url) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${url}: HTTP ${response?.status()}`);
    await waitUntilSettled(page);
    const snapshot = await page.evaluate(() => {
      const css = [...document.querySelectorAll('style[data-light], style[data-emotion]')]
        .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
        .join('\n');
      const meta = [...document.head.querySelectorAll('meta[name], meta[property], link[rel="canonical"]')].map(
        (tag) => tag.outerHTML,
      );
      const notFound = [...document.querySelectorAll('main h1')].some((h) => h.textContent === 'Page not found');
      // The copy names its remote but no version: the one that will run is chosen per visitor (a
      // canary, a preview); a vital painted by the copy counts for the version running then.
      for (const container of document.querySelectorAll('[data-remote-version]')) {
        for (const name of ['data-remote-version', 'data-remote-role']) container.removeAttribute(name);
      }
      const prerender = window.__qaPrerender;
      return {
        title: document.title,
        root: document.getElementById('root')?.innerHTML ?? '',
        css,
        meta,
        notFound,
        state: prerender?.dehydrate?.() ?? null,
      };
    });
    if (snapshot.notFound) throw new Error(`${url} shows the not-found page`);
    if (errors.length) throw new Error(`${url} threw: ${errors.join('; ')}`);
    return snapshot;
  } finally {
    await page.close();
  }
}
