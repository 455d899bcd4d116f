import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { likelyNextPaths } from '../likely-next';
import { drawerItemsFor } from '../nav-items';

/** A link drawn at `top` (px from the viewport's top), 20 px high; `hidden`: not drawn at all. */
function link(href: string, top: number, hidden = false): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.getBoundingClientRect = () =>
    ({ top, bottom: top + 20, width: hidden ? 0 : 100, height: hidden ? 0 : 20 }) as DOMRect;
  document.body.append(anchor);
}

const waysOn = (signedIn: boolean) => drawerItemsFor(signedIn).map((item) => item.to as string);

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  useAuthStore.setState({ accessToken: null, user: null });
});
afterEach(() => {
  document.body.innerHTML = '';
});

it('the links on screen come first, in page order, then the ways on; each path once, never the page shown', () => {
  link('/courses', 100);
  link('/registration', 10);
  link('/', 10); // the logo: the page shown
  link('/posts', 300);
  link('/courses', 400);
  expect(likelyNextPaths()).toEqual([...new Set(['/courses', '/registration', '/posts', ...waysOn(false)])]);
});

it('links below the fold, above it, hidden or to another site are not on screen', () => {
  link('/events', window.innerHeight + 10);
  link('/mentorship', -50);
  link('/rating', 50, true);
  link('https://example.com/courses', 50);
  expect(likelyNextPaths()).toEqual(waysOn(false));
});

it('a signed-in visitor’s ways on include their profile; an anonymous visitor’s do not', () => {
  expect(likelyNextPaths()).not.toContain('/profile');
  useAuthStore.setState({ accessToken: 'access-token' });
  expect(likelyNextPaths()).toContain('/profile');
  expect(likelyNextPaths()).toEqual(waysOn(true));
});
