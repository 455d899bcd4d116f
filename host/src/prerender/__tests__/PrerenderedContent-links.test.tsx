import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@qa/shared/kernel/routing/router';
import { MemoryRouter, Route, Routes } from '@qa/testing/router';
import { PrerenderedContent } from '../PrerenderedContent';

const nodesOf = (html: string): Node[] => {
  const main = document.createElement('main');
  main.innerHTML = html;
  return [...main.childNodes];
};

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

function openCopy(html: string) {
  render(
    <MemoryRouter initialEntries={['/posts/sample']}>
      <Routes>
        <Route path="*" element={<PrerenderedContent nodes={nodesOf(html)} />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

it('a click on a link of the copy opens our page through the router, without loading the site again', async () => {
  openCopy('<article><h1>Post</h1><p>Read <a href="/posts?category=career"><span>more posts</span></a></p></article>');
  await userEvent.click(screen.getByText('more posts'));
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/posts?category=career');
});

it('a link to another site, a new tab, a download or a file is left to the browser', async () => {
  openCopy(
    '<p><a href="https://example.org/">Elsewhere</a> <a href="/posts" target="_blank" rel="noopener">New tab</a>' +
      ' <a href="/files/guide.pdf">Guide</a> <a href="/posts" download>Save</a></p>',
  );
  const location = screen.getByRole('status', { name: 'location' });
  for (const name of ['Elsewhere', 'New tab', 'Guide', 'Save']) {
    const link = screen.getByRole('link', { name });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(location).toHaveTextContent('/posts/sample');
  }
});

it('a click with a modifier (open in a new tab) is left to the browser', () => {
  openCopy('<p><a href="/posts">Blog</a></p>');
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
  screen.getByRole('link', { name: 'Blog' }).dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/posts/sample');
});
