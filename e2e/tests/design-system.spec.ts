import { expect, test, type Locator, type Page } from '@playwright/test';
import { API, openAtFooter, openLive } from '../support/session';
import { token } from '../support/tokens';

/**
 * One look across the three remotes (docs/architecture.md "Design system"): the page title and the
 * primary action measure the same on a marketing, a platform and an auth page, at both widths.
 */
const titleLook = (title: Locator) =>
  title.evaluate((element) => {
    const style = getComputedStyle(element);
    return { fontSize: style.fontSize, fontWeight: style.fontWeight, lineHeight: style.lineHeight };
  });

const buttonLook = (button: Locator) =>
  button.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      background: style.backgroundColor,
      color: style.color,
      radius: style.borderRadius,
      weight: style.fontWeight,
      height: element.getBoundingClientRect().height,
    };
  });

/** A token's colour as the browser computes it: the hex of the token table becomes `rgb(…)`. */
const computedColour = (page: Page, colour: string) =>
  page.evaluate((value) => {
    const probe = document.createElement('i');
    probe.style.color = value;
    document.body.append(probe);
    const result = getComputedStyle(probe).color;
    probe.remove();
    return result;
  }, colour);

async function upcomingEventSlug(page: Page) {
  const events = (await (await page.request.get(`${API}/api/events?limit=50`)).json()) as {
    data: { slug: string; startsAt: string }[];
  };
  const upcoming = events.data.find((event) => Date.parse(event.startsAt) > Date.now());
  if (!upcoming) throw new Error('the seed has no upcoming event');
  return upcoming.slug;
}

/** A page of each remote and its primary action, a large one on each. */
const pages: { path: (page: Page) => Promise<string>; action: (page: Page) => Locator }[] = [
  {
    path: (page) => upcomingEventSlug(page).then((slug) => `/events/${slug}`),
    action: (page) => page.locator('main').getByRole('link', { name: /^Register/ }),
  },
  {
    path: async () => '/courses/qa-fundamentals',
    action: (page) => page.locator('main').getByRole('button', { name: 'Start for free' }),
  },
  {
    path: async () => '/login',
    // The form's submit, not the Login / Create account switch above the card.
    action: (page) => page.getByRole('form', { name: 'Log in with e-mail' }).getByRole('button', { name: 'Login' }),
  },
];

/** Measures until the measurement is of an element in the document. */
async function settled<T>(measure: () => Promise<T>, attached: (look: T) => boolean): Promise<T> {
  let look = await measure();
  await expect
    .poll(async () => {
      look = await measure();
      return attached(look);
    })
    .toBe(true);
  return look;
}

for (const width of [375, 1280]) {
  test(`${width} px: the page title and the primary action look the same in every remote`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const titles = [];
    const actions = [];
    for (const { path, action } of pages) {
      await page.goto(await path(page));
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      const button = action(page);
      await expect(button).toBeVisible();
      await expect(button).toBeEnabled();
      // A page that takes over from its prerendered copy replaces its elements once, and a detached element
      // computes no style: measure the ones that stay.
      titles.push(
        await settled(
          () => titleLook(title),
          (look) => look.fontSize !== '',
        ),
      );
      const look = await settled(
        () => buttonLook(button),
        (measured) => measured.height > 0,
      );
      actions.push(look);
    }
    expect(titles[1]).toEqual(titles[0]);
    expect(titles[2]).toEqual(titles[0]);
    expect(actions[1]).toEqual(actions[0]);
    expect(actions[2]).toEqual(actions[0]);
    // The brand fill with white text, 48 px tall.
    expect(actions[0]).toMatchObject({
      background: await computedColour(page, token('colors-brand-500')),
      color: await computedColour(page, token('colors-white')),
      height: 48,
    });
  });
}

/**
 * One page container: the h1 starts at the same x on a page of the marketing, the platform (a light
 * page and a Chakra one) and the auth remote, and on the host's own not-found page.
 */
const containerPages = ['/posts', '/courses', '/rating', '/login', '/no-such-page'];

for (const width of [375, 1280]) {
  test(`${width} px: every page's title starts at the container's edge`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const edges: Record<string, number> = {};
    for (const path of containerPages) {
      // A prerendered page is taken over once: measure the title that stays.
      await openLive(page, path);
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      edges[path] = await settled(
        () => title.evaluate((element) => Math.round(element.getBoundingClientRect().left)),
        (left) => Number.isFinite(left),
      );
    }
    const expected = Object.fromEntries(containerPages.map((path) => [path, edges['/posts']]));
    expect(edges).toEqual(expected);
    // The container's gutter at a phone's width, the content centred in 72rem beyond it.
    expect(edges['/posts']).toBe(width === 375 ? 16 : (width - 1152) / 2);
  });
}

/** An element's left and right edges, rounded to the pixel. */
const edges = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { left: Math.round(box.left), right: Math.round(box.right) };
  });

/**
 * The header and the footer sit on the page container too: their logos start where the page's title
 * starts, and the header's last action (the menu button) ends where the content ends.
 */
for (const width of [375, 768, 1280]) {
  test(`${width} px: the header's and the footer's logos start at the page title's edge`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAtFooter(page, '/posts');
    const title = await edges(page.getByRole('heading', { level: 1 }));
    const header = page.getByRole('banner');
    const footer = page.getByRole('contentinfo');
    const gutter = width < 640 ? 16 : Math.max(24, (width - 1152) / 2);
    expect(title).toMatchObject({ left: gutter });
    expect({
      headerLogo: (await edges(header.getByRole('link', { name: 'QA Career home' }))).left,
      headerActionsEnd: (await edges(header.getByRole('button', { name: 'Open menu' }))).right,
      footerLogo: (await edges(footer.getByRole('link', { name: 'QA Career home' }))).left,
    }).toEqual({ headerLogo: title.left, headerActionsEnd: width - gutter, footerLogo: title.left });
  });
}
