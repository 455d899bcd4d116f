/**
 * The axios clients of api-client.ts, loaded with the first request that needs them rather than
 * with the page. A public page that reads the signed-in learner's own data (a course's progress, a
 * path's started courses, the current subscription) does so only when someone is signed in, so an
 * anonymous visitor's course or path page never loads axios (17 KB gzip, ~40 ms to evaluate at 4×
 * CPU); an auth screen loads it once its form is used.
 */
export const apiClients = () => import('@qa/shared/data/api-client');

/** GET `path` of the main API as the signed-in learner (bearer token, one refresh after a 401): the body. */
export async function getWithSession<T>(path: string): Promise<T> {
  const { mainApi } = await apiClients();
  const { data } = await mainApi.get<T>(path);
  return data;
}
