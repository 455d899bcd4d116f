import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useNavigate } from '@qa/shared/kernel/routing/router';
import { MemoryRouter, Route, Routes } from '@qa/testing/router';
import { RootLayout } from '../RootLayout';

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
beforeEach(() => {
  scrollTo.mockClear();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
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
