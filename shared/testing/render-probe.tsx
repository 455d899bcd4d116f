/**
 * Renders an exposed module the way the host does (its provider stack, a router at a real
 * URL) and reports, as strings, where it breaks its contract. Used by every remote's
 * contract test and by shared's tests that prove the probe catches a broken module.
 */
import type { ComponentType, ReactElement } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import type { PageExposeContract, WidgetExposeContract } from '@qa/shared/kernel/contracts/remote-contracts';
import { violation } from '@qa/testing/check-remote';
import { AppProviders } from '@qa/shared/ui/AppProviders';
import ChakraScope from '@qa/shared/ui/ChakraScope';
import { createQueryClient } from '@qa/shared/kernel/query/query-client';
import { buildPath, type RouteEntry } from '@qa/shared/kernel/routing/route-table';
import { MemoryRouter, Route, Routes } from '@qa/shared/kernel/routing/router';

/** A distinct, recognisable value per `:param` of a path. */
export function sampleParams(path: string): Record<string, string> {
  const names = [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
  return Object.fromEntries(names.map((name, index) => [name, `sample-${name.toLowerCase()}-${index + 1}`]));
}

/**
 * Renders inside the host's providers: a fresh query client, a memory router at `url` and,
 * unless the route is a 'light' one, the Chakra scope the host puts around such pages.
 */
export function renderInHost(element: ReactElement, url = '/', ui: RouteEntry['ui'] = 'chakra') {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        {ui === 'light' ? element : <ChakraScope>{element}</ChakraScope>}
      </MemoryRouter>
    </AppProviders>,
  );
}

/** The visible words, text nodes joined by spaces (textContent glues `<h2>A</h2><p>B</p>` into "AB"). */
function text(node: Element): string {
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let current = walker.nextNode(); current; current = walker.nextNode()) {
    if (!/^(STYLE|SCRIPT)$/.test(current.parentElement?.tagName ?? '')) parts.push(current.textContent ?? '');
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A page must show an h1 naming one of its contract's routes (or matching `contract.heading`)
 * and every param of the URL it was opened at.
 */
export async function probePage(
  remote: string,
  key: string,
  Page: ComponentType,
  route: RouteEntry,
  contract: PageExposeContract,
): Promise<string[]> {
  const params = sampleParams(route.path);
  const url = buildPath(route.path, params);
  const say = (message: string) => violation(remote, `page ${key} at ${url}`, message);
  const problems: string[] = [];
  try {
    renderInHost(
      <Routes>
        <Route path={route.path} element={<Page />} />
      </Routes>,
      url,
      route.ui,
    );
    const heading = await screen.findByRole('heading', { level: 1 }).catch(() => null);
    const titles = contract.routes.map((r) => r.title);
    if (!heading) problems.push(say(`shows no h1 (expected one of ${JSON.stringify(titles)})`));
    else if (contract.heading ? !contract.heading.test(text(heading)) : !titles.includes(text(heading))) {
      const expected = contract.heading ? String(contract.heading) : `one of ${JSON.stringify(titles)}`;
      problems.push(say(`h1 is "${text(heading)}", expected ${expected}`));
    }
    const shown = text(document.body);
    for (const [name, value] of Object.entries(params)) {
      if (!shown.includes(value)) problems.push(say(`does not show the :${name} param "${value}"`));
    }
  } catch (error) {
    problems.push(say(`threw while rendering: ${errorMessage(error)}`));
  } finally {
    cleanup();
  }
  return problems;
}

function describeProps(props: object): string {
  return JSON.stringify(props, (_key, value: unknown) => (typeof value === 'function' ? undefined : value));
}

/** A widget must render each prop case of its contract: the expected text, or nothing at all. */
export function probeWidget<P extends object>(
  remote: string,
  key: string,
  Widget: ComponentType<P>,
  contract: WidgetExposeContract<P>,
): string[] {
  const problems: string[] = [];
  for (const { props, expectText } of contract.cases) {
    const say = (message: string) => violation(remote, `widget ${key} with ${describeProps(props)}`, message);
    try {
      const { container } = renderInHost(<Widget {...props} />);
      const shown = text(container);
      if (expectText === null && shown !== '') problems.push(say(`must render nothing, rendered "${shown}"`));
      if (expectText && !expectText.test(shown))
        problems.push(say(`must show ${String(expectText)}, rendered "${shown}"`));
    } catch (error) {
      problems.push(say(`threw while rendering: ${errorMessage(error)}`));
    } finally {
      cleanup();
    }
  }
  return problems;
}
