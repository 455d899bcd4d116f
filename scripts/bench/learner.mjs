// A fresh learner on the bench's dev API (registered per run, as the e2e journeys do): on the free
// plan, so the free course's lectures open and paid plans lead to the checkout popup.
const PASSWORD = 'Bench!Secret1';

async function postJson(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

export async function newLearner(apiUrl) {
  const email = `bench.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await postJson(`${apiUrl}/auth/register`, { email, password: PASSWORD, fullName: 'Bench Learner' });
  return { email, password: PASSWORD };
}

/**
 * A refresh token of its own for each browser context: the API rotates it on use, so two contexts
 * sharing one would look like a token reuse.
 */
export async function refreshTokenFor(apiUrl, learner) {
  const { refreshToken } = await postJson(`${apiUrl}/auth/login`, learner);
  return refreshToken;
}

/** A course as the API serves it: its lectures and quizzes among the rest. */
async function courseOf(apiUrl, courseSlug) {
  const response = await fetch(`${apiUrl}/courses/${courseSlug}`);
  if (!response.ok) throw new Error(`GET /courses/${courseSlug} answered ${response.status}`);
  return response.json();
}

/** The first two lectures of a course, in course order. */
export async function firstLectures(apiUrl, courseSlug) {
  const { lectures } = await courseOf(apiUrl, courseSlug);
  return [...lectures].sort((a, b) => (a.position ?? 0) - (b.position ?? 0)).slice(0, 2);
}

/** The id of a course's first quiz. */
export async function firstQuizId(apiUrl, courseSlug) {
  const { quizzes } = await courseOf(apiUrl, courseSlug);
  if (!quizzes?.length) throw new Error(`${courseSlug} has no quiz`);
  return quizzes[0].id;
}
