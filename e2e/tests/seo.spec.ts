import { expect, test } from '@playwright/test';
import { API } from '../support/session';

test('sitemap.xml lists the public pages and every post, event, mentor, course and career path the APIs serve', async ({
  page,
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  for (const path of ['/', '/subscriptions', '/posts', '/events', '/mentorship', '/courses', '/privacy-policy']) {
    expect(locs).toContain(path);
  }
  expect(locs).not.toContain('/profile');

  const posts: { slug: string }[] = [];
  for (let p = 1, pages = 1; p <= pages; p += 1) {
    const listing = await request.get(`${API}/wp-json/wp/v2/posts?per_page=100&page=${p}&_fields=slug`);
    pages = Number(listing.headers()['x-wp-totalpages']);
    posts.push(...((await listing.json()) as { slug: string }[]));
  }
  expect(posts.length).toBeGreaterThan(0);
  // Built with the dev API up (pnpm test:all does); a build without it lists the static pages only.
  for (const { slug } of posts) expect(locs).toContain(`/posts/${encodeURI(slug)}`);
  const events = (await (await request.get(`${API}/api/events?limit=100`)).json()) as { data: { slug: string }[] };
  for (const { slug } of events.data) expect(locs).toContain(`/events/${slug}`);
  const mentors = (await (await request.get(`${API}/api/mentorship?limit=100`)).json()) as { data: { id: number }[] };
  expect(mentors.data.length).toBeGreaterThan(0);
  for (const { id } of mentors.data) expect(locs).toContain(`/mentorship/${id}`);
  const courses = (await (await request.get(`${API}/courses`)).json()) as { data: { slug: string }[] };
  expect(courses.data.length).toBeGreaterThan(0);
  for (const { slug } of courses.data) expect(locs).toContain(`/courses/${slug}`);
  const paths = (await (await request.get(`${API}/paths`)).json()) as { data: { id: number }[] };
  for (const { id } of paths.data) expect(locs).toContain(`/paths/${id}`);

  // Every listed page opens on the site (not the not-found page).
  await page.goto(`/posts/${posts[0]?.slug ?? ''}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
});

test('robots.txt points at the sitemap and keeps crawlers out of account pages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Disallow: \/profile$/m);
  expect(robots).toMatch(/^Disallow: \/dashboard$/m);
  expect(robots).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
});

test('title, description, canonical URL and preview tags (og:title, og:description, og:image) follow client-side navigation', async ({
  page,
}) => {
  const tags = () =>
    page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
      ogDescription: document.querySelector('meta[property="og:description"]')?.getAttribute('content'),
      ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
    }));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const landing = await tags();
  const nav = page.getByRole('navigation', { name: 'Main' });

  await nav.getByRole('link', { name: 'Plans' }).click();
  await expect(page).toHaveURL(/\/subscriptions$/);
  await expect.poll(async () => new URL((await tags()).canonical ?? '', 'http://x').pathname).toBe('/subscriptions');
  const plans = await tags();
  expect(plans.title).toMatch(/ — QA Career$/);
  expect(plans.description).toBeTruthy();
  expect(plans.description).not.toBe(landing.description);
  expect(new URL(plans.canonical ?? '').pathname).toBe('/subscriptions');
  expect(plans.ogTitle).toBe(plans.title);
  // A shared link previews the page it points at, not the one the visitor came from.
  expect(plans.ogDescription).toBe(plans.description);
  expect(plans.ogDescription).not.toBe(landing.ogDescription);
  expect(plans.ogImage).toMatch(/^https?:\/\//);

  await nav.getByRole('link', { name: 'Mentorship' }).click();
  await expect(page).toHaveURL(/\/mentorship$/);
  await expect.poll(async () => new URL((await tags()).canonical ?? '', 'http://x').pathname).toBe('/mentorship');
  const mentorship = await tags();
  expect(mentorship.description).not.toBe(plans.description);
  expect(new URL(mentorship.canonical ?? '').pathname).toBe('/mentorship');
  expect(mentorship.ogDescription).toBe(mentorship.description);
});
