import { useEffect, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useFooterItems } from '../../api/footer';
import { MemoryRouter, Route, Routes } from '@qa/testing/router';
import { PageWrapper } from '../PageWrapper';
import { fakeAuth } from './auth-mock';
import { footerItems, queryResult } from './footer-fixtures';

jest.mock('@qa/shared/kernel/session/auth-store', () => ({ useAuthStore: jest.fn() }));
jest.mock('@qa/shared/kernel/analytics/analytics', () => ({ track: jest.fn() }));
jest.mock('../../api/footer', () => ({ useFooterItems: jest.fn() }));

/** The browser's observer, driven by the test: `reach()` says the end of the page came within reach. */
class FakeIntersectionObserver {
  static current: FakeIntersectionObserver | null = null;
  /** Elements observed since the last frame: like the browser's, the observer answers each once. */
  private observed: Element[] = [];
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    FakeIntersectionObserver.current = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve(element: Element) {
    this.observed = this.observed.filter((observed) => observed !== element);
  }
  disconnect() {}
  static reach() {
    act(() => FakeIntersectionObserver.current?.callback([{ isIntersecting: true }]));
  }
  /** The next rendering frame: the first answer for each element observed since the last one (no change, no answer). */
  static frame() {
    const observer = FakeIntersectionObserver.current;
    if (!observer?.observed.length) return;
    const entries = observer.observed.map((element) => ({
      isIntersecting: element.getBoundingClientRect().top <= window.innerHeight + 600,
    }));
    observer.observed = [];
    act(() => observer.callback(entries));
  }
}

let finishLoading: () => void = () => {};
/** A page that shows its skeleton (a busy region) until the test lets it finish. */
function LoadingPage({ pending = <div role="status" aria-busy="true" aria-label="Loading the lecture" /> }) {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    finishLoading = () => act(() => setLoading(false));
  }, []);
  return loading ? pending : <h1>Lecture</h1>;
}

beforeEach(() => {
  fakeAuth();
  jest.mocked(useFooterItems).mockReturnValue(queryResult(footerItems));
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
});
afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

/** Long enough for the footer's lazy chunk to arrive, had it been asked for. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

const renderPage = (page = <LoadingPage />) =>
  render(
    <MemoryRouter initialEntries={['/courses/qa/lecture/1']}>
      <Routes>
        <Route element={<PageWrapper />}>
          <Route path="*" element={page} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );

// A page still loading is not taken for a short one: the footer comes once it has loaded, if still in reach.
it.each([
  ['a busy region (skeletons)', <div key="busy" role="status" aria-busy="true" aria-label="Loading the lecture" />],
  ['sanitised HTML still waiting for its sanitiser', <div key="html" data-safe-html="pending" />],
])('a page still loading (%s) is not taken for a short one', async (_kind, pending) => {
  renderPage(<LoadingPage pending={pending} />);
  FakeIntersectionObserver.reach();
  await settle();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  finishLoading();
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
});

it('on a long page the footer waits until the visitor nears its end', async () => {
  const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
  rect.mockReturnValue({ top: 5000 } as DOMRect); // the end of the page, far below the viewport
  renderPage();
  finishLoading();
  FakeIntersectionObserver.reach(); // an observer's late answer from before the content came
  await settle();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  rect.mockReturnValue({ top: 900 } as DOMRect); // scrolled down to it
  FakeIntersectionObserver.reach();
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  rect.mockRestore();
});

it('the end pushed away by content and scrolled back to within one frame still brings the footer', async () => {
  const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
  rect.mockReturnValue({ top: 900 } as DOMRect); // a short page while it loads
  renderPage();
  FakeIntersectionObserver.frame(); // in reach, but still loading
  rect.mockReturnValue({ top: 5000 } as DOMRect);
  finishLoading(); // the content came and pushed the end far down…
  await settle();
  rect.mockReturnValue({ top: 900 } as DOMRect); // …and the visitor went there before the next frame
  FakeIntersectionObserver.frame(); // to the observer nothing changed since its last answer
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  rect.mockRestore();
});

// Measuring right after a render would force the browser to lay the page out inside that render's
// task (~150 ms at 4× CPU on /courses): the end of the page is measured after the next frame.
it('measures the end of the page after the next frame, not in the render that changed it', async () => {
  const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
  rect.mockReturnValue({ top: 5000 } as DOMRect);
  renderPage();
  await settle();
  rect.mockClear();
  finishLoading(); // the page's content replaces its skeleton
  await act(() => Promise.resolve()); // the page's mutation observer has run
  expect(rect).not.toHaveBeenCalled();
  await settle();
  expect(rect).toHaveBeenCalled();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  rect.mockRestore();
});
