import { ApiError } from '@qa/shared/kernel/errors/api-error';

/** True when the API said the thing does not exist: the page shows the site's not-found page. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** One retry for a passing failure; none for a 4xx, which a retry cannot change. */
export const retryOnce = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && !(error instanceof ApiError && error.status !== null && error.status < 500);
