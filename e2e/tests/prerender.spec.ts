import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, signIn } from '../support/session';

/** A seeded post's slug and title, from the content API. */
async function seededPost(request: APIRequestContext) {
  const [post] = (await (await request.get(`${API}/wp-json/wp/v2/posts?per_page=1&_fields=slug,title`)).json()) as {
    slug: string;
    title: { rendered: string };
  }[];
  if (!post) throw new Error('the seed has no post');
  return post;
}

test.describe('without JavaScript (a crawler)', () => {
  test.use({ javaScriptEnabled: false });

  test('the legal pages, the plans, the blog, a post, the catalogue and a course come with their content in the HTML', async ({
    page,
    request,
  }) => {
    for (const [path, title] of [
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-and-conditions', 'Terms and Conditions'],
      ['/affiliate-program-conditions', 'Affiliate Program Conditions'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect((await page.locator('main').innerText()).split(/\s+/).length).toBeGreaterThan(150); // real text, not a spinner
      await expect(page).toHaveTitle(new RegExp(`${title} — QA Career`));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    }

    await page.goto('/subscriptions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main')).toContainText(/month/i);

    // The catalogue and each course, with their covers.
    const courses = (await (await request.get(`${API}/courses`)).json()) as { data: { slug: string; title: string }[] };
    await page.goto('/courses');
    for (const { title } of courses.data) await expect(page.locator('main')).toContainText(title);
    const [course] = courses.data;
    if (!course) throw new Error('the seed has no course');
    await page.goto(`/courses/${course.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await expect(page.locator('main img').first()).toHaveAttribute('src', /\/media\/covers\//);

    const post = await seededPost(request);
    await page.goto('/posts');
    await expect(page.locator('main')).toContainText(post.title.rendered.replace(/&#8217;/g, '’'));
    await page.goto(`/posts/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });
});

test('the app takes over a prerendered post without a flash or a layout shift', async ({ page, request }) => {
  const post = await seededPost(request);
  await page.addInitScript(() => {
    const seen = { framesWithoutHeading: 0, shift: 0 };
    (window as unknown as { __takeover: typeof seen }).__takeover = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) seen.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const watch = () => {
      // From the parsed document on: the prerendered copy, then the real page, always show the title.
      if (document.readyState !== 'loading' && !document.querySelector('main h1')) seen.framesWithoutHeading += 1;
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await page.goto(`/posts/${post.slug}`);
  // Taken over: the real page replaced the copy.
  await expect(page.locator('#qa-prerender-page')).toHaveCount(0);
  await expect(page.locator('[data-prerendered-page]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  const seen = await page.evaluate(
    () => (window as unknown as { __takeover: { framesWithoutHeading: number; shift: number } }).__takeover,
  );
  expect(seen.framesWithoutHeading).toBe(0);
  expect(seen.shift).toBeLessThanOrEqual(0.02);
  // Client-side navigation still works from a prerendered page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Mentorship' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mentorship' })).toBeVisible();
});

test('a contents link followed before the app has started stays where it led when the app takes over', async ({
  page,
}) => {
  // Hold the host's entry script until the visitor has clicked in the prerendered copy.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/privacy-policy', { waitUntil: 'domcontentloaded' });
  const link = page.getByRole('navigation', { name: 'On this page' }).getByRole('link').last();
  const text = (await link.textContent()) ?? '';
  await link.click();
  const heading = page.getByRole('heading', { level: 2, name: text, exact: true });
  await expect(heading).toBeInViewport();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  release();
  // Taken over: the app's page replaced the copy, and the visitor is still at that section.
  await expect(page.locator('#qa-prerender-page')).toHaveCount(0);
  await expect(page.locator('[data-prerendered-page]')).toHaveCount(0);
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
});

test('a link in the copy of a post, clicked before the app takes over, opens its page without loading the site again', async ({
  page,
  request,
}) => {
  const post = await seededPost(request);
  // The post's own page is held back: whatever the click does, it does on the prerendered copy.
  await page.route(/__federation_expose_PostPage/, async () => {});
  await page.goto(`/posts/${post.slug}`);
  const copy = page.locator('[data-prerendered-page]');
  await expect(copy.getByRole('heading', { level: 1 })).toBeVisible();
  let loads = 0;
  page.on('load', () => (loads += 1));
  await copy.getByRole('link', { name: 'All articles' }).click();
  await expect(page).toHaveURL(/\/posts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  expect(loads).toBe(0);
});

test('a signed-in learner never sees the anonymous call to action of a prerendered course page', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  // Hold the platform's page so the prerendered copy stays on screen as long as the test looks at it.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/__federation_expose_CoursePage/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/courses/qa-fundamentals', { waitUntil: 'domcontentloaded' }); // as holdPage says
  const copy = page.locator('[data-prerendered-page], #qa-prerender-page');
  await expect(copy.getByRole('heading', { level: 1 })).toBeVisible();
  // The anonymous button keeps its place (no shift later) but is not shown to a signed-in learner.
  const anonymous = copy.getByRole('button', { name: /Start for free|Subscribe to start/, includeHidden: true });
  await expect(anonymous).toHaveCount(1);
  await expect(anonymous).toBeHidden();
  release();
  await expect(copy).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Start course|Continue learning|Watch again/ })).toBeVisible();
});

/**
 * Holds a remote page's module until the returned function is called. A test that holds one opens
 * its page without waiting for the load event: when the app asks for the module before that event
 * (a slow machine), the held module holds the event too.
 */
async function holdPage(page: Page, module: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(module, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('the catalogue copy keeps its search for the real page, and a filtered URL never shows the unfiltered copy', async ({
  page,
}) => {
  let release = await holdPage(page, /__federation_expose_CoursesPage/);
  await page.goto('/courses', { waitUntil: 'domcontentloaded' });
  const copy = page.locator('[data-prerendered-page], #qa-prerender-page');
  await expect(copy.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expect(copy.getByRole('link', { name: /UI Automation with Playwright/ })).toBeVisible();
  // In its place, but not offered: typed into the copy, it would be lost at takeover.
  const copySearch = copy.getByRole('searchbox', { name: 'Search', includeHidden: true });
  await expect(copySearch).toHaveCount(1);
  await expect(copySearch).toBeHidden();
  release();
  await expect(copy).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search' }).fill('fundamentals');
  await expect(page).toHaveURL(/\/courses\?q=fundamentals$/);

  await page.unrouteAll();
  release = await holdPage(page, /__federation_expose_CoursesPage/);
  await page.goto('/test-performance');
  await page.goto('/courses?q=fundamentals', { waitUntil: 'domcontentloaded' });
  // Held: neither the parsed HTML nor the started app shows the full list the copy holds.
  await expect(page.getByRole('link', { name: /UI Automation with Playwright/ })).toBeHidden();
  await expect(page.locator('[data-prerendered-page]')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expect(page.getByRole('link', { name: /QA Fundamentals/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /UI Automation with Playwright/ })).toBeHidden();
});
