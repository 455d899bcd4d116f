import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link } from '@qa/shared/kernel/routing/router';
import { MemoryRouter, Route, Routes } from '@qa/testing/router';
import { LongCardGrid } from '@qa/shared/ui/primitives/LongCardGrid';

describe('a long card grid', () => {
  const titles = Array.from({ length: 10 }, (_, n) => `Course ${n + 1}`);
  const Catalogue = () => (
    <LongCardGrid label="Courses">
      {titles.map((title) => (
        <li key={title}>{title}</li>
      ))}
    </LongCardGrid>
  );
  const site = (entries: string[]) => (
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/" element={<Link to="/courses">Courses</Link>} />
        <Route path="/courses" element={<Catalogue />} />
      </Routes>
    </MemoryRouter>
  );
  const cards = () => screen.queryAllByRole('listitem').map((item) => item.textContent);
  const atWidth = (px: number) => {
    window.matchMedia = ((query: string) => ({
      matches: px >= Number(/min-width: (\d+)px/.exec(query)?.[1]),
    })) as unknown as typeof window.matchMedia;
  };
  const stub = window.matchMedia;
  afterEach(() => {
    window.matchMedia = stub;
  });

  it("opened by a link, renders its first screen's rows (one column on a phone) and the rest after that paint", async () => {
    atWidth(412);
    render(site(['/']));
    fireEvent.click(screen.getByRole('link', { name: 'Courses' }));
    expect(cards()).toEqual(['Course 1', 'Course 2']);
    await waitFor(() => expect(cards()).toEqual(titles));
  });

  it('counts the columns of the width: three from lg, two from sm', async () => {
    atWidth(1280);
    const { unmount } = render(site(['/']));
    fireEvent.click(screen.getByRole('link', { name: 'Courses' }));
    expect(cards()).toHaveLength(6);
    await waitFor(() => expect(cards()).toHaveLength(10));
    unmount();
    atWidth(600);
    render(site(['/']));
    fireEvent.click(screen.getByRole('link', { name: 'Courses' }));
    expect(cards()).toHaveLength(4);
  });

  it('on a page load and on Back or Forward (a pop), renders every card at once', () => {
    atWidth(412);
    const { unmount } = render(site(['/courses']));
    expect(cards()).toEqual(titles);
    unmount();
    render(site(['/', '/courses'])); // the entry a Back or Forward lands on
    expect(cards()).toEqual(titles);
  });
});
