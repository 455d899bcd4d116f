import { expect, type Page, type Request } from '@playwright/test';

const watched = new WeakMap<Page, () => Promise<void>>();

/**
 * Requests in flight, from before the page is opened. Playwright's 'networkidle' load state is
 * reached once, after the load: the requests a page makes later (the footer's content, asked for
 * when the visitor nears the end) would not be waited for. Media and streams stay open: not counted.
 * One watch per page, however often asked for; a navigation forgets the last document's requests.
 */
export function watchNetwork(page: Page): () => Promise<void> {
  const watching = watched.get(page);
  if (watching) return watching;
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (!['media', 'websocket', 'eventsource'].includes(request.resourceType())) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  // A request the last document left open (a beacon sent as it went) may never report its end.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) inFlight.clear();
  });
  /** Resolves once nothing has been in flight for half a second. */
  const quiet = async () => {
    let quietSince = Date.now();
    await expect
      .poll(
        () => {
          if (inFlight.size > 0) quietSince = Date.now();
          return Date.now() - quietSince;
        },
        { intervals: [100] },
      )
      .toBeGreaterThanOrEqual(500);
  };
  watched.set(page, quiet);
  return quiet;
}
