import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { notFoundHandler } from '@qa/testing/mock-api';

/**
 * A remote's `startApi`: msw for a page test file with `extra` handlers, then the remote's
 * realistic `handlers`, then 404 for anything else; `server.use` overrides per test.
 */
export function apiStarter(handlers: readonly RequestHandler[]) {
  return (...extra: RequestHandler[]) => {
    const server = setupServer(...extra, ...handlers, notFoundHandler);
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterEach(() => server.resetHandlers());
    afterAll(() => server.close());
    return server;
  };
}
