import { ApiError } from '@qa/shared/kernel/errors/api-error';
import { contentQuery, learnerQuery } from '@qa/shared/data/content-query';

it('content is fresh for five minutes unless told otherwise', () => {
  const fetchPost = () => Promise.resolve({ id: 1 });
  expect(contentQuery(['posts', 'a'], fetchPost).staleTime).toBe(5 * 60_000);
  expect(contentQuery(['paths'], fetchPost, 10).staleTime).toBe(10 * 60_000);
  expect(contentQuery(['paths'], fetchPost).queryKey).toEqual(['paths']);
  expect(contentQuery(['paths'], fetchPost).queryFn).toBe(fetchPost);
});

it('retries a passing failure once and a 4xx never', () => {
  const { retry } = contentQuery(['posts'], () => Promise.resolve(1));
  if (typeof retry !== 'function') throw new Error('retry is a rule');
  expect(retry(0, new ApiError('down', 'http', 503))).toBe(true);
  expect(retry(1, new ApiError('down', 'http', 503))).toBe(false);
  expect(retry(0, new ApiError('missing', 'http', 404))).toBe(false);
});

it("a learner's own data waits for a signed-in user and retries like content", () => {
  const fetchMine = () => Promise.resolve([]);
  expect(learnerQuery(null, ['mine', null], fetchMine).enabled).toBe(false);
  const signedIn = learnerQuery(7, ['mine', 7], fetchMine);
  expect(signedIn.enabled).toBe(true);
  expect(signedIn.queryKey).toEqual(['mine', 7]);
  const { retry } = signedIn;
  if (typeof retry !== 'function') throw new Error('retry is a rule');
  expect(retry(0, new ApiError('down', 'http', 503))).toBe(true);
  expect(retry(0, new ApiError('gone', 'http', 401))).toBe(false);
});
