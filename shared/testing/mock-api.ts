/**
 * The API a probed page talks to: msw/node in front of a fake origin the app config points at.
 * Requests no handler takes get 404 JSON, so a real page shows its error or not-found state
 * instead of waiting forever. Needs the jsdom-msw jest environment in DOM tests.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { setAppConfig } from '@qa/shared/kernel/config/app-config';
import { mockApiConfig } from '@qa/testing/mock-api-config';

export const notFoundHandler = http.all('*', () => HttpResponse.json({ message: 'Not found' }, { status: 404 }));

export interface MockApi {
  /** Requests answered or still open, for waiting until the page has settled. */
  inFlight(): number;
  close(): void;
}

/** Sets the app config and starts answering requests: `handlers` first, then 404 for anything else. */
export function startMockApi(handlers: readonly RequestHandler[] = []): MockApi {
  setAppConfig(mockApiConfig);
  const server = setupServer(...handlers, notFoundHandler);
  const open = new Set<string>();
  server.events.on('request:start', ({ requestId }) => open.add(requestId));
  server.events.on('request:end', ({ requestId }) => open.delete(requestId));
  server.listen({ onUnhandledRequest: 'bypass' });
  return { inFlight: () => open.size, close: () => server.close() };
}
