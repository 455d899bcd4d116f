import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/auth';
import { passQuizzes } from '../support/quizzes';
import { API, openLive } from '../support/session';

/**
 * A learner's journeys through the platform against the dev API. Each test registers its own
 * learner (the e2e database lives for the whole run), so a rerun starts from the same state.
 */
const PASSWORD = 'Sup3rSecret!';

async function newLearner(request: APIRequestContext, fullName = 'Jo Journey') {
  const email = uniqueEmail('journey');
  const response = await request.post(`${API}/auth/register`, { data: { email, password: PASSWORD, fullName } });
  expect(response.status()).toBe(201);
  return { email, fullName, ...((await response.json()) as { accessToken: string }) };
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
async function drawerCard(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  return drawer(page).getByTestId('drawer-user-card');
}
async function closeDrawer(page: Page) {
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer(page)).toBeHidden();
}

/** A real 1×1 PNG. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('catalogue → course → lectures to 33 % → popup1 once → dashboard and my courses continue at the next lecture', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const learner = await newLearner(request);
  await logIn(page, learner.email, PASSWORD);
  await page.goto('/courses');
  await page.getByRole('searchbox', { name: 'Search' }).fill('fundamentals');
  await page.getByRole('combobox', { name: 'Price' }).selectOption('free');
  await expect(page.getByText('1 course found')).toBeVisible();
  await page.getByRole('link', { name: /QA Fundamentals/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'QA Fundamentals' })).toBeVisible();
  await page.getByRole('link', { name: 'Start course' }).click();

  const popup = page.getByRole('dialog', { name: 'Great start!' });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to quality assurance' })).toBeVisible();
  // six lectures and three quizzes: each is a ninth of the course
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(page.getByText('11% complete')).toBeVisible();
  await expect(popup).toBeHidden();
  await page.getByRole('link', { name: 'Next lecture →' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The software development life cycle' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(page.getByText('22% complete')).toBeVisible();
  await expect(popup).toBeHidden();
  await page.getByRole('link', { name: 'Next lecture →' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verification and validation' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  // 3 of 9: 33 %, the first popup
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('You have finished 33% of QA Fundamentals');
  await popup.getByRole('button', { name: 'Continue learning' }).click();
  await expect(popup).toBeHidden();
  await page.getByRole('link', { name: 'Next lecture →' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Levels and types of testing' })).toBeVisible();
  await expect(page.getByText('33% complete')).toBeVisible();
  await expect(popup).toBeHidden();

  await page.goto('/dashboard');
  await expect(page.getByRole('progressbar', { name: 'QA Fundamentals progress' }).first()).toHaveAttribute(
    'aria-valuenow',
    '33',
  );
  await page.goto('/courses/my-courses');
  await expect(page.getByText('33% complete')).toBeVisible();
  await page.getByRole('link', { name: 'Continue QA Fundamentals' }).click();
  await expect(page).toHaveURL(/\/courses\/qa-fundamentals\/lecture\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Levels and types of testing' })).toBeVisible();
});

test('the last lecture of a course → popup3 → the certificate prints', async ({ page, request }) => {
  test.setTimeout(90_000);
  const learner = await newLearner(request, 'Cora Complete');
  const course = (await (await request.get(`${API}/courses/qa-fundamentals`)).json()) as { lectures: { id: number }[] };
  const last = course.lectures[course.lectures.length - 1];
  // every lecture but the last through the API: the journey is about finishing
  for (const lecture of course.lectures.slice(0, -1)) {
    const done = await request.post(`${API}/courses/qa-fundamentals/lectures/${lecture.id}/complete`, {
      headers: { Authorization: `Bearer ${learner.accessToken}` },
    });
    expect(done.ok()).toBe(true);
  }
  await passQuizzes(request, learner.accessToken, 'qa-fundamentals');
  await logIn(page, learner.email, PASSWORD);
  await page.goto(`/courses/qa-fundamentals/lecture/${last?.id}`);
  const halfway = page.getByRole('dialog', { name: 'You are halfway there' });
  await halfway.getByRole('button', { name: 'Continue learning' }).click();
  await page.getByRole('button', { name: 'Finish course' }).click();
  const popup = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(popup).toContainText('You have completed QA Fundamentals');
  await popup.getByRole('button', { name: 'Continue learning' }).click();

  const progress = await request.post(`${API}/courses/qa-fundamentals/lectures/${last?.id}/complete`, {
    headers: { Authorization: `Bearer ${learner.accessToken}` },
  });
  const { certificateId } = (await progress.json()) as { certificateId: number };
  const userId = (
    JSON.parse(Buffer.from(learner.accessToken.split('.')[1] ?? '', 'base64url').toString()) as { id: number }
  ).id;
  await page.goto(`/rating/${userId}/certificate/${certificateId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Certificate: QA Fundamentals' })).toBeVisible();
  await expect(page.getByText('Cora Complete')).toBeVisible();
  const pdf = await page.pdf({ preferCSSPageSize: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});

test('profile: a new name shows in the drawer after navigation and reload; a 10 MB photo is refused; a PNG shows in the drawer', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const learner = await newLearner(request, 'Pat Before');
  await logIn(page, learner.email, PASSWORD);
  await page.goto('/profile');
  const name = page.getByRole('textbox', { name: /Full name/ });
  await name.fill('Pat After');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await openLive(page, '/courses'); // its menu button works once the app has taken the prerendered copy over
  await expect(await drawerCard(page)).toContainText('Pat After');
  await closeDrawer(page);
  await openLive(page, '/courses'); // a reload
  await expect(await drawerCard(page)).toContainText('Pat After');
  await closeDrawer(page);

  await page.goto('/profile');
  const input = page.getByLabel('Upload photo');
  await input.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([tinyPng, Buffer.alloc(10 * 1024 * 1024)]),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'That image is larger than 2 MB. Choose a JPEG, PNG or WebP image of at most 2 MB.',
  );
  await expect(page.getByRole('button', { name: 'Save photo' })).toBeDisabled();
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Save photo' }).click();
  await expect(page.getByText('Photo updated.')).toBeVisible();
  const photo = drawer(page).getByTestId('drawer-user-card').locator('img');
  await drawerCard(page);
  await expect(photo).toHaveAttribute('src', /\/media\/uploads\/\d+-[0-9a-f-]+\.png$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});

test('the server refuses a 10 MB photo with 413 and its message (the browser check bypassed)', async ({ request }) => {
  const learner = await newLearner(request);
  const response = await request.post(`${API}/users/me/avatar`, {
    headers: { Authorization: `Bearer ${learner.accessToken}` },
    multipart: { avatar: { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024) } },
  });
  expect(response.status()).toBe(413);
  expect(((await response.json()) as { message: string }).message).toMatch(/larger than 2 MB/);
});

test('security: a changed password signs in; the old one no longer does', async ({ page, request }) => {
  const learner = await newLearner(request);
  await logIn(page, learner.email, PASSWORD);
  await page.goto('/profile/security');
  await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('N3wSecret!pass');
  await page.getByLabel('Confirm new password', { exact: true }).fill('N3wSecret!pass');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Your other sessions have been signed out.')).toBeVisible();
  const old = await request.post(`${API}/auth/login`, { data: { email: learner.email, password: PASSWORD } });
  expect(old.status()).toBe(401);
  // a new visit without the session (the dialogs' answers stay, so nothing covers the form)
  await page.evaluate(() => localStorage.removeItem('refreshToken'));
  await logIn(page, learner.email, 'N3wSecret!pass');
  await page.goto('/profile');
  await expect(page.getByText(learner.email)).toBeVisible();
});
