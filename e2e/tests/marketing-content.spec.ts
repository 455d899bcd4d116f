import { axe, axeSweep } from '../support/axe';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { API } from '../support/session';
import { layoutShift, watchLayoutShift } from '../support/layout-shift';

/** The blog, events and mentorship pages against the seeded dev API. */

const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading');

test('blog: pages from the total-pages header, page in the URL across a reload, category filter', async ({
  page,
  request,
}) => {
  const head = await request.get(`${API}/wp-json/wp/v2/posts?per_page=9&_fields=id`);
  const totalPages = Number(head.headers()['x-wp-totalpages']);
  expect(totalPages).toBeGreaterThanOrEqual(2);
  await page.goto('/posts');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(cardTitles(page)).toHaveCount(9);
  const pages = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pages.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(totalPages);
  const firstPageTitles = await cardTitles(page).allTextContents();
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/posts\?page=2$/);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }),
  ).toHaveAttribute('aria-current', 'page');
  const secondPageTitles = await cardTitles(page).allTextContents();
  expect(secondPageTitles.length).toBeGreaterThan(0);
  expect(secondPageTitles.filter((title) => firstPageTitles.includes(title))).toEqual([]);

  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Automation' }).click();
  await expect(page).toHaveURL(/\/posts\?category=automation$/);
  const categories = (await (await request.get(`${API}/wp-json/wp/v2/categories`)).json()) as {
    slug: string;
    count: number;
  }[];
  const automation = categories.find((c) => c.slug === 'automation');
  await expect(page.getByText(`${automation?.count} articles in Automation`)).toBeVisible();
  await expect(cardTitles(page)).toHaveCount(automation?.count ?? -1);
  for (const card of await page.getByRole('main').getByRole('article').all())
    await expect(card.getByText('Automation', { exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search articles' }).fill('flaky');
  await expect(page).toHaveURL(/category=automation&q=flaky$/);
  await expect(cardTitles(page)).toHaveText(['A Field Guide to Flaky Tests']);
});

test('the post with hostile HTML renders inert', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/posts/xss-payloads-explained');
  await expect(page.getByRole('heading', { level: 1, name: 'What an XSS Payload Looks Like' })).toBeVisible();
  // the post itself (the related posts below are articles too)
  const article = page.getByRole('main').getByRole('article').first();
  await expect(article.getByText('Hover or click this paragraph: nothing happens.')).toBeVisible();
  await article.getByText('Hover or click this paragraph: nothing happens.').click();
  await article.getByText('A javascript: link').click();
  const found = await article.evaluate((root) => ({
    scripts: root.querySelectorAll('script').length,
    frames: root.querySelectorAll('iframe, frame, object, embed, form').length,
    handlers: Array.from(root.querySelectorAll('*')).flatMap((el) =>
      Array.from(el.attributes)
        .filter((a) => a.name.toLowerCase().startsWith('on'))
        .map((a) => `${el.tagName} ${a.name}`),
    ),
    scriptLinks: Array.from(root.querySelectorAll('[href], [src], [action]'))
      .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('action') ?? '')
      .filter((value) => /^\s*javascript:/i.test(value)),
    hostile: (window as { __hostile?: unknown }).__hostile ?? null,
  }));
  expect(found).toEqual({ scripts: 0, frames: 0, handlers: [], scriptLinks: [], hostile: null });
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  // the section links survive the sanitiser and point at their headings
  const anchor = article.getByRole('link', { name: 'Link to the section Links' });
  await anchor.click();
  await expect(page).toHaveURL(/#user-content-links$/);
});

test('an event: registration stays on the site, and its .ics downloads with its start time in UTC', async ({
  page,
  request,
}) => {
  const events = (await (await request.get(`${API}/api/events?limit=50`)).json()) as {
    data: { slug: string; title: string; startsAt: string; durationMinutes: number }[];
  };
  const upcoming = events.data.find((e) => Date.parse(e.startsAt) > Date.now());
  if (!upcoming) throw new Error('the seed has no upcoming event');
  await page.goto('/events');
  await page.getByRole('link', { name: upcoming.title }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${upcoming.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: upcoming.title })).toBeVisible();
  // registering stays on the site: an anonymous visitor signs up first and comes back here
  const register = page.getByRole('link', { name: 'Register for this event', exact: true });
  await expect(register).toHaveAttribute('href', '/registration');
  await expect(register).not.toHaveAttribute('target');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${upcoming.slug}.ics`);
  const ics = readFileSync((await download.path()) ?? '', 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  const field = (name: string) => new RegExp(`\\r\\n${name}:(\\d{8}T\\d{6}Z)\\r\\n`).exec(ics)?.[1] ?? '';
  const parse = (value: string) =>
    Date.UTC(
      Number(value.slice(0, 4)),
      Number(value.slice(4, 6)) - 1,
      Number(value.slice(6, 8)),
      Number(value.slice(9, 11)),
      Number(value.slice(11, 13)),
      Number(value.slice(13, 15)),
    );
  expect(parse(field('DTSTART'))).toBe(Date.parse(upcoming.startsAt));
  expect(parse(field('DTEND'))).toBe(Date.parse(upcoming.startsAt) + upcoming.durationMinutes * 60_000);
  expect(ics).toMatch(/\r\nUID:event-\d+-[a-z0-9-]+@/);
  expect(ics).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
});

test('a mentor page opens from its card, with the booking call to action', async ({ page }) => {
  await page.goto('/mentorship');
  await expect(page.getByRole('heading', { level: 1, name: 'Mentorship' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  // The heading shows before the list has loaded.
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(6);
  const card = cards.filter({ hasText: 'Priya Raman' });
  await expect(card.getByRole('img', { name: /Priya Raman's rating: 5\.0 out of 5 stars/ })).toBeVisible();
  await card.getByRole('link', { name: 'Priya Raman' }).click();
  await expect(page).toHaveURL(/\/mentorship\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Raman' })).toBeVisible();
  await expect(page).toHaveTitle('Priya Raman, Performance engineer — QA Career');
  const book = page.getByRole('region', { name: 'Book a session' });
  await expect(book.getByRole('button', { name: 'Chat with US' })).toBeEnabled();
});

test('unknown slugs and ids are the not-found page', async ({ page }) => {
  for (const url of ['/posts/no-such-post', '/events/no-such-event', '/mentorship/99999']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }
});

test('axe: no serious or critical violations on the blog, events and mentorship pages at 375 and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const mentors = (await (await request.get(`${API}/api/mentorship`)).json()) as { data: { id: number }[] };
  const urls = [
    '/posts',
    '/posts/how-to-become-a-qa-engineer',
    '/events',
    '/events/playwright-workshop',
    '/mentorship',
    `/mentorship/${mentors.data[0]?.id}`,
  ];
  expect(await axeSweep(page, urls, { look: 'marketing-content', scan: () => axe(page).include('main') })).toEqual([]);
});

test('the plans and a blog post hold still once loaded: summed layout shift at most 0.02', async ({ page }) => {
  await watchLayoutShift(page);
  for (const url of ['/subscriptions', '/posts/how-to-become-a-qa-engineer']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Late content (images, fonts, lazily loaded sections) has had time to arrive.
    await page.waitForTimeout(3_000);
    expect(await layoutShift(page), `${url}: summed layout shift`).toBeLessThanOrEqual(0.02);
  }
});
