import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@qa/testing/router';
import { routeById, type RouteId } from '@qa/shared/kernel/routing/route-table';
import { loadRemoteModule } from '../remote-loader';
import { isRemoteRoute, RemotePage } from '../RemotePage';
import { capturePrerenderedPage, releasePrerenderedPage } from '../../prerender/prerendered-page';

jest.mock('../remote-loader', () => {
  const actual = jest.requireActual('../remote-loader');
  return { ...actual, loadRemoteModule: jest.fn(), resetRemote: jest.fn() };
});

const load = jest.mocked(loadRemoteModule);

/**
 * A page of two parts that take 20 ms each to render. The first part queues other work (a microtask,
 * as a network callback would be): it runs between the parts when React yields, after both when
 * React renders the page in one pass.
 */
function slowPage(order: string[]) {
  function Part({ name }: { name: string }) {
    const end = performance.now() + 20;
    while (performance.now() < end);
    if (!order.includes(name)) {
      order.push(name);
      if (name === 'first') queueMicrotask(() => order.push('other work'));
    }
    return <p>{name}</p>;
  }
  return function SlowPage() {
    return (
      <>
        <h1>Slow page</h1>
        <Part name="first" />
        <Part name="second" />
      </>
    );
  };
}

/**
 * The HTML of a page prerendered for `path`, opened at that URL, as the host finds it at start-up. Its
 * search form is left for the live page, so the app takes over at once (takeover-gate.ts).
 */
function openPrerendered(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="qa-prerender-page" data-path="${path}"><main><h1>Prerendered</h1><form data-live-only></form></main></div>`;
  capturePrerenderedPage();
  document.body.innerHTML = '';
}

afterEach(() => {
  releasePrerenderedPage();
  window.history.replaceState(null, '', '/');
});

async function showSlowPage(id: RouteId): Promise<string[]> {
  const route = routeById(id);
  if (!isRemoteRoute(route)) throw new Error(`${id} is not a remote route`);
  const order: string[] = [];
  load.mockResolvedValueOnce({ default: slowPage(order) });
  const { unmount } = render(
    <MemoryRouter initialEntries={[route.path]}>
      <RemotePage entry={{ ...route, ui: 'light' }} />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
  unmount();
  return order;
}

it('a page taking over from its prerendered copy renders in slices: the start-up goes on between its parts', async () => {
  openPrerendered('/events');
  const order = showSlowPage('events');
  expect(screen.getByRole('heading', { name: 'Prerendered' })).toBeInTheDocument();
  expect(await order).toEqual(['first', 'other work', 'second']);
});

it('a page without one (a click, the landing) renders in one pass: no slices’ delay for a visitor who waits', async () => {
  expect(await showSlowPage('posts')).toEqual(['first', 'second', 'other work']);
});
