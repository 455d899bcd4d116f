import { useEffect } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useNavigate } from '@qa/shared/kernel/routing/router';
import { MemoryRouter, Route, Routes } from '@qa/testing/router';
import { RootLayout } from '../RootLayout';
import { MAIN_ID } from '../SkipLink';

let navigate: ReturnType<typeof useNavigate> = () => {};
function Page({ name }: { name: string }) {
  const go = useNavigate();
  useEffect(() => {
    navigate = go;
  });
  return <h1>{name}</h1>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="/a" element={<Page name="A" />} />
          <Route path="/b" element={<Page name="B" />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const scrollTo = jest.fn();
/** The page's height as the browser would lay it out (jsdom lays nothing out). */
const pageHeight = (px: number) =>
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: px, configurable: true });
/** The visitor scrolls to `y`. */
const scrollWindow = (y: number) => {
  window.scrollY = y;
  fireEvent.scroll(window);
};
let resized: (() => void)[] = [];
beforeEach(() => {
  scrollTo.mockClear();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  window.scrollY = 0;
  pageHeight(3000);
  resized = [];
  window.ResizeObserver = class {
    constructor(callback: () => void) {
      resized.push(callback);
    }
    observe() {}
    unobserve() {}
    disconnect() {
      resized = [];
    }
  } as unknown as typeof ResizeObserver;
});

it('a new pathname scrolls to the top; the first page and a change of #section keep the scroll', async () => {
  renderAt('/a');
  expect(await screen.findByRole('heading', { name: 'A' })).toBeInTheDocument();
  // the browser placed the first page (a #section, a reload) or the visitor scrolled a prerendered page
  expect(scrollTo).not.toHaveBeenCalled();
  act(() => void navigate('/a#contact'));
  expect(scrollTo).not.toHaveBeenCalled();
  act(() => void navigate('/b'));
  expect(screen.getByRole('heading', { name: 'B' })).toBeInTheDocument();
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});

it('Back to a page seen in this visit returns to where the visitor had scrolled it', async () => {
  renderAt('/a');
  await screen.findByRole('heading', { name: 'A' });
  scrollWindow(1200);
  act(() => void navigate('/b'));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  scrollWindow(0);
  act(() => void navigate(-1));
  expect(screen.getByRole('heading', { name: 'A' })).toBeInTheDocument();
  expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
});

/** `/a` scrolled to 1200 px, then `/b`; the page is 900 px tall when `/a` comes back (its content not in yet). */
async function leaveAt1200ForAShortPage() {
  renderAt('/a');
  await screen.findByRole('heading', { name: 'A' });
  scrollWindow(1200);
  act(() => void navigate('/b'));
  pageHeight(900);
  scrollTo.mockClear();
}

it('a page coming back too short for its position is scrolled there once its content has grown', async () => {
  await leaveAt1200ForAShortPage();
  act(() => void navigate(-1));
  expect(scrollTo).not.toHaveBeenCalled();
  pageHeight(2400);
  act(() => resized.forEach((callback) => callback()));
  expect(scrollTo).toHaveBeenCalledWith(0, 1200);
});

it('a page come back but short of its position by its footer goes as far as it goes, so the footer comes, then there', async () => {
  await leaveAt1200ForAShortPage();
  // The page wrapper's main, with the page's skeletons in it.
  const main = document.body.appendChild(document.createElement('main'));
  main.id = MAIN_ID;
  const busy = main.appendChild(document.createElement('div'));
  busy.setAttribute('aria-busy', 'true');
  act(() => void navigate(-1));
  act(() => resized.forEach((callback) => callback()));
  expect(scrollTo).not.toHaveBeenCalled(); // still loading: it waits at the top
  busy.remove();
  act(() => resized.forEach((callback) => callback()));
  expect(scrollTo).toHaveBeenCalledWith(0, 1200); // loaded, too short: as far as it goes (the browser stops at the end)
  expect(resized).toHaveLength(1); // and still watching
  pageHeight(2400); // the footer came
  act(() => resized.forEach((callback) => callback()));
  expect(scrollTo).toHaveBeenCalledTimes(2);
  expect(resized).toHaveLength(0);
  main.remove();
});

it('a visitor who scrolls while the page comes back is left where they scrolled', async () => {
  await leaveAt1200ForAShortPage();
  act(() => void navigate(-1));
  fireEvent.wheel(window);
  pageHeight(2400);
  act(() => resized.forEach((callback) => callback()));
  expect(scrollTo).not.toHaveBeenCalled();
});
