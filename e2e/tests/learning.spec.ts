/**
 * Taking a course as a new learner would (docs/behaviour.md "Learning"): sign up, the questionnaire, the
 * dashboard's first-course recommendation, a lesson read and watched with captions and the transcript,
 * the quizzes, the last lecture, the certificate, and the account menu back to My courses.
 */
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { answerQuestionnaire, uniqueEmail } from '../support/auth';
import { answerKey, passQuizzes } from '../support/quizzes';
import { API } from '../support/session';

const COURSE = 'qa-fundamentals';
const PASSWORD = 'Secret123!';

interface QuizSummary {
  id: number;
  title: string;
}

async function apiSession(request: APIRequestContext, email: string) {
  const response = await request.post(`${API}/auth/login`, { data: { email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return accessToken;
}

test('a new learner signs up, learns, passes the quizzes, finishes and finds the certificate', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('learner');
  await page.goto('/registration');
  await page.getByLabel('Full name', { exact: true }).fill('Grace Hopper');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await answerQuestionnaire(page);

  // The dashboard recommends a first course from the answers.
  await expect(page).toHaveURL(/\/dashboard$/);
  const recommendation = page.getByRole('region', { name: /Recommended first course/ });
  await expect(recommendation).toBeVisible();
  await expect(recommendation.getByRole('heading', { name: /^Recommended first course: / })).toBeVisible();
  await recommendation.getByRole('link', { name: 'Start course' }).click();
  await expect(page).toHaveURL(/\/courses\/[a-z-]+$/);

  // A free course, its first lesson: text, video with captions, transcript.
  await page.goto(`/courses/${COURSE}`);
  await page
    .getByRole('link', { name: /^Start/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to quality assurance' })).toBeVisible();
  const lesson = page.getByRole('article', { name: 'Lesson' });
  await expect(lesson.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect((await lesson.innerText()).split(/\s+/).length).toBeGreaterThan(300);
  const video = page.locator('video');
  await expect(video.locator('track[kind="captions"]')).toHaveCount(1);
  // captions start on; the toggle turns them off and on again
  const captions = page.getByRole('button', { name: 'Captions' });
  await captions.click();
  await expect(captions).toHaveAttribute('aria-pressed', 'false');
  await captions.click();
  await expect(captions).toHaveAttribute('aria-pressed', 'true');
  expect(await video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.mode)).toBe('showing');
  const search = page.getByLabel('Search the transcript');
  await expect(search).toBeHidden();
  await page.getByRole('button', { name: 'Transcript' }).click();
  await search.fill('tester');
  await expect(page.getByRole('status').filter({ hasText: /match/ })).toBeVisible();
  const line = page
    .getByRole('region', { name: 'Transcript' })
    .getByRole('button', { name: /tester/i })
    .first();
  await line.click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(1);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSeriousViolations(page, 'main');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoSeriousViolations(page, 'main');
  await page.getByRole('button', { name: 'Mark as complete' }).click();

  // The rest of the lectures through the API, the first quiz in the page, the others through the API.
  const accessToken = await apiSession(request, email);
  const headers = { Authorization: `Bearer ${accessToken}` };
  const course = (await (await request.get(`${API}/courses/${COURSE}`)).json()) as {
    lectures: { id: number }[];
    quizzes: QuizSummary[];
  };
  expect(course.quizzes.length).toBeGreaterThan(0);
  for (const lecture of course.lectures.slice(1, -1))
    expect((await request.post(`${API}/courses/${COURSE}/lectures/${lecture.id}/complete`, { headers })).ok()).toBe(
      true,
    );

  const [first] = course.quizzes;
  if (!first) throw new Error(`${COURSE} has no quiz`);
  const quiz = await answerKey(request, accessToken, COURSE, first.id);
  const { correct } = quiz;
  await page.goto(`/courses/${COURSE}/quiz/${first.id}`);
  await expect(page.getByText(/pass mark 70 %/)).toBeVisible();
  await expectNoSeriousViolations(page, 'main');
  await page.getByRole('button', { name: 'Start quiz' }).click();
  for (const question of quiz.questions) {
    const group = page.getByRole('group', { name: question.prompt });
    for (const option of question.options.filter((o) => correct.get(question.id)?.includes(o.id)))
      await group.getByLabel(option.text, { exact: true }).check();
  }
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('heading', { name: 'Your result' })).toBeFocused();
  const total = quiz.questions.length;
  await expect(page.getByText(`${total} of ${total} · 100 %`)).toBeVisible();
  await expect(page.getByText('Passed', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSeriousViolations(page, 'main');
  await page.setViewportSize({ width: 1280, height: 800 });

  await passQuizzes(request, accessToken, COURSE, 1);

  // The last lecture finishes the course and leads to the certificate.
  const last = course.lectures.at(-1);
  if (!last) throw new Error(`${COURSE} has no lecture`);
  await page.goto(`/courses/${COURSE}/lecture/${last.id}`);
  // at 89 % the lecture page greets with the halfway popup first
  const halfway = page.getByRole('dialog', { name: 'You are halfway there' });
  await halfway.getByRole('button', { name: 'Continue learning' }).click();
  await page.getByRole('button', { name: 'Finish course' }).click();
  const popup = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(popup).toContainText('You have completed QA Fundamentals. Your certificate is ready.');
  await popup.getByRole('link', { name: 'View your certificate' }).click();
  await expect(page).toHaveURL(/\/rating\/\d+\/certificate\/\d+$/);
  await expect(page.getByText('Grace Hopper')).toBeVisible();
  await expect(page.getByText('QA Fundamentals').first()).toBeVisible();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /QA Fundamentals/);
  await expectNoSeriousViolations(page, 'main');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSeriousViolations(page, 'main');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The course page now leads to the certificate, and the account menu back to My courses.
  await page.goto(`/courses/${COURSE}`);
  await expect(page.getByRole('link', { name: 'View your certificate' })).toBeVisible();
  await page.getByRole('button', { name: /your account/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: 'My courses' }).click();
  await expect(page).toHaveURL(/\/courses\/my-courses$/);
  await expect(page.getByText('QA Fundamentals').first()).toBeVisible();
});
