/**
 * Renders an exposed module the way the host does (its provider stack, a router at a real
 * URL) and reports, as strings, where it breaks its contract. Used by every remote's
 * contract test and by shared's tests that prove the probe catches a broken module.
 */
import { Component, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { cleanup, render, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { PagePrefetch } from '@qa/shared/kernel/contracts/remote-contracts';
import type { RequestHandler } from 'msw';
import { violation } from '@qa/testing/check-remote';
import { AppProviders } from '@qa/shared/ui/chakra/AppProviders';
import ChakraScope from '@qa/shared/ui/chakra/ChakraScope';
import { createQueryClient } from '@qa/shared/kernel/query/query-client';
import { buildPath } from '@qa/shared/kernel/routing/route-table';
import type { RouteEntry } from '@qa/shared/kernel/routing/route-entry';
import { MemoryRouter, Route, Routes } from '@qa/testing/router';

/** A distinct, recognisable value per `:param` of a path. */
export function sampleParams(path: string): Record<string, string> {
  const names = [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
  return Object.fromEntries(names.map((name, index) => [name, `sample-${name.toLowerCase()}-${index + 1}`]));
}

/**
 * Renders inside the host's providers: a fresh query client, a memory router at `url` and,
 * unless the route is a 'light' one, the Chakra scope the host puts around such pages.
 */
export function renderInHost(
  element: ReactElement,
  url = '/',
  ui: RouteEntry['ui'] = 'chakra',
  queryClient: QueryClient = createQueryClient(),
) {
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        {ui === 'light' ? element : <ChakraScope>{element}</ChakraScope>}
      </MemoryRouter>
    </AppProviders>,
  );
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface PageProbeOptions {
  /** The remote's MSW handlers (realistic data); any other request gets 404 `{message:'Not found'}`. */
  handlers?: readonly RequestHandler[];
  /** How long the page has to show its content, its loading state or its error state. */
  timeoutMs?: number;
  /** The module's `prefetch`, run first as the host runs it: it must not throw, and the page must read every query it starts. */
  prefetch?: PagePrefetch;
}

export const pageProbeTimeoutMs = 4000;

type PageState = 'content' | 'loading' | 'error';

/** What the page shows now: an h1, its error state (role=alert) or its loading state (role=status, aria-busy). */
function pageState(root: Element): PageState | null {
  if (root.querySelector('h1, [role="heading"][aria-level="1"]')) return 'content';
  if (root.querySelector('[role="alert"]')) return 'error';
  if (root.querySelector('[role="status"], [aria-busy="true"]')) return 'loading';
  return null;
}

/** Records what the page throws, as the host's RemoteErrorBoundary would catch it. */
class ProbeBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Not the page's fault: act() notices about the test harness, and features jsdom lacks. */
const harnessNoise = /not wrapped in act\(|not configured to support act\(|^Error: Not implemented:/;

/** The first line of a console.error call, with React's `%s` placeholders filled in. */
function firstLine(args: unknown[]): string {
  const [first, ...rest] = args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg)));
  const message = (first ?? '').replace(/%[sdio]/g, () => rest.shift() ?? '');
  return message.split('\n')[0] ?? '';
}

/**
 * A page must mount without throwing (nor logging to console.error) and, within `timeoutMs`, show
 * its content (an h1), its loading state (role=status or aria-busy=true) or its error state
 * (role=alert), against a mocked API that answers 404 to anything its handlers do not take.
 */
export async function probePage(
  remote: string,
  key: string,
  Page: ComponentType,
  route: RouteEntry,
  { handlers = [], timeoutMs = pageProbeTimeoutMs, prefetch }: PageProbeOptions = {},
): Promise<string[]> {
  const url = buildPath(route.path, sampleParams(route.path));
  const say = (message: string) => violation(remote, `page ${key} at ${url}`, message);
  const problems: string[] = [];
  const thrown: unknown[] = [];
  const logged: string[] = [];
  // Loaded here, not on import: renderInHost's users run without msw's test environment.
  const { startMockApi } = await import('@qa/testing/mock-api').catch((error: unknown) => {
    throw new Error(
      `probePage needs msw's test environment (/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */): ${errorMessage(error)}`,
    );
  });
  const api = startMockApi(handlers);
  // Replaced, not spied: jest.spyOn would hand back a spy the calling test already holds.
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    const line = firstLine(args);
    if (harnessNoise.test(line)) consoleError(...args);
    else logged.push(line);
  };
  const queryClient = createQueryClient();
  try {
    // As the host does when the module arrives: the page's first data starts before it renders.
    let prefetched: string[] = [];
    if (prefetch) {
      try {
        prefetch({ params: sampleParams(route.path), search: new URLSearchParams(), queryClient });
        prefetched = queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.queryHash);
      } catch (error) {
        problems.push(say(`prefetch threw: ${errorMessage(error)}`));
      }
    }
    const { container } = renderInHost(
      <ProbeBoundary onError={(error) => thrown.push(error)}>
        <Routes>
          <Route path={route.path} element={<Page />} />
        </Routes>
      </ProbeBoundary>,
      url,
      route.ui,
      queryClient,
    );
    // Wait for a settled page (content or error, its requests answered); a page still loading
    // at the deadline passes, one that crashes on the way does not.
    await waitFor(
      () => {
        const state = pageState(container);
        const settled = state !== 'loading' && state !== null && api.inFlight() === 0 && queryClient.isFetching() === 0;
        if (thrown.length === 0 && !settled) throw new Error('not settled yet');
      },
      { timeout: timeoutMs, interval: 50 },
    ).catch(() => undefined);
    for (const error of thrown) problems.push(say(`threw while rendering: ${errorMessage(error)}`));
    // A prefetched query nobody reads is a request the visitor pays for in vain (or a key that drifted from the page's).
    for (const hash of prefetched) {
      if (!queryClient.getQueryCache().get(hash)?.getObserversCount())
        problems.push(say(`prefetch started a query the page does not read: ${hash}`));
    }
    // React also logs what the boundary caught: report that once, as thrown.
    const caught = thrown.map((error) => firstLine([error]));
    for (const line of new Set(logged)) if (!caught.includes(line)) problems.push(say(`logged an error: ${line}`));
    if (thrown.length === 0 && pageState(container) === null) {
      problems.push(
        say(
          `showed no h1, no loading state (role=status, aria-busy=true) and no error state (role=alert) within ${timeoutMs} ms`,
        ),
      );
    }
  } catch (error) {
    problems.push(say(`threw while rendering: ${errorMessage(error)}`));
  } finally {
    cleanup();
    await queryClient.cancelQueries();
    queryClient.clear();
    api.close();
    console.error = consoleError;
  }
  return problems;
}
