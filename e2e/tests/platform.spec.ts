import { axe, axeSweep } from '../support/axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/auth';
import { API, seedStorage } from '../support/session';

/** A fresh learner on the free plan (the e2e database lives for the whole run), signed in. */
async function signInNewLearner(page: Page, request: APIRequestContext) {
  const response = await request.post(`${API}/auth/register`, {
    data: { email: uniqueEmail('platform'), password: 'Sup3rSecret!', fullName: 'Pat Platform' },
  });
  expect(response.status()).toBe(201);
  const { refreshToken } = (await response.json()) as { refreshToken: string };
  await seedStorage(page, { refreshToken });
}

test('catalogue → search and filter → a course → start → mark complete → next, progress kept', async ({
  page,
  request,
}) => {
  await signInNewLearner(page, request);
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expect(page.getByText('10 courses')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('fundamentals');
  await expect(page).toHaveURL(/\/courses\?q=fundamentals$/);
  await page.getByRole('combobox', { name: 'Price' }).selectOption('free');
  await expect(page).toHaveURL(/q=fundamentals&price=free/);
  await expect(page.getByText('1 course found')).toBeVisible();
  await page.reload();
  await expect(page.getByText('1 course found')).toBeVisible();
  await page.getByRole('link', { name: /QA Fundamentals/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'QA Fundamentals' })).toBeVisible();
  await page.getByRole('link', { name: 'Start course' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to quality assurance' })).toBeVisible();
  await expect(page.locator('video')).toHaveAttribute('poster', /\/media\/covers\/course-qa-fundamentals\.svg$/);
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(page.getByText('✓ Completed · +10 points')).toBeVisible();
  // one of six lectures and three quizzes
  await expect(page.getByText('11% complete')).toBeVisible();
  await page.getByRole('link', { name: 'Next lecture →' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The software development life cycle' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('currentLectureId'))).toMatch(/^\d+$/);
  await page.goto('/courses/qa-fundamentals');
  await expect(page.getByRole('link', { name: 'Continue learning' })).toBeVisible();
  await expect(page.getByText('Next: The software development life cycle')).toBeVisible();
});

test('every image and the lecture video load from the dev API', async ({ page }) => {
  const broken: string[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if ((type === 'image' || type === 'media') && response.status() >= 400) broken.push(response.url());
  });
  await page.goto('/courses');
  await expect(page.getByText('10 courses')).toBeVisible();
  await page.goto('/courses/qa-fundamentals/lecture/1');
  await expect(page.locator('video')).toBeVisible();
  const sizes = await page.$$eval('img', (images) => images.map((img) => [img.src, img.naturalWidth] as const));
  expect(sizes.filter(([, width]) => width === 0)).toEqual([]);
  expect(broken).toEqual([]);
});

test('axe: no serious or critical violations on the catalogue, the career paths, a course and a lecture at 375 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // lecture 2 is locked for an anonymous visitor (only the first is a free preview)
  const urls = [
    '/courses',
    '/paths',
    '/courses/qa-fundamentals',
    '/courses/qa-fundamentals/lecture/1',
    '/courses/qa-fundamentals/lecture/2',
  ];
  expect(await axeSweep(page, urls, { look: 'platform' })).toEqual([]);
});

/** The seeded pro learner's id and their first certificate's id, read from the dev API (ids follow the seed). */
async function proCertificate(request: APIRequestContext) {
  const login = await request.post(`${API}/auth/login`, {
    data: { email: 'pro@qa-career.dev', password: 'Demo12345!' },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const { id } = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as { id: number };
  const card = (await (await request.get(`${API}/rating/${id}`)).json()) as { certificates: { id: number }[] };
  const certificateId = card.certificates[0]?.id;
  expect(certificateId).toBeDefined();
  return { id, certificateId };
}

test('the pro learner’s certificate prints (A4 landscape PDF) and a wrong id is not found', async ({
  page,
  request,
}) => {
  const { id, certificateId } = await proCertificate(request);
  await page.goto(`/rating/${id}/certificate/${certificateId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Certificate: QA Fundamentals' })).toBeVisible();
  await expect(page.getByText('Priya Pro')).toBeVisible();
  const pdf = await page.pdf({ preferCSSPageSize: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.goto(`/rating/${id}/certificate/999999`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('axe: no serious or critical violations on a path, instructor, rating, a certificate and the signed-in pages at 375 and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const certificate = await proCertificate(request);
  await signInNewLearner(page, request);
  const urls = [
    '/paths/1',
    '/courses/qa-fundamentals/instructor/1',
    '/rating',
    '/rating/1',
    `/rating/${certificate.id}/certificate/${certificate.certificateId}`,
    '/dashboard',
    '/courses/my-courses',
    '/profile',
    '/profile/plan',
    '/profile/security',
  ];
  // The page's own content: the signed-in header belongs to the frame, checked by frame.spec.
  expect(await axeSweep(page, urls, { look: 'platform', scan: () => axe(page).include('main') })).toEqual([]);
});
