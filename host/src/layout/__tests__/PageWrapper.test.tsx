import { isValidElement, useEffect, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { useFooterItems } from '../../api/footer';
import { MemoryRouter, Route, Routes } from '@qa/testing/router';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { PageWrapper } from '../PageWrapper';
import { PlatformLayout } from '../PlatformLayout';
import { appRoutes } from '../../app/router';
import { fakeAuth } from './auth-mock';
import { queryResult } from './footer-fixtures';

jest.mock('@qa/shared/kernel/session/auth-store', () => ({ useAuthStore: jest.fn() }));
jest.mock('@qa/shared/kernel/analytics/analytics', () => ({ track: jest.fn() }));
jest.mock('../../api/footer', () => ({ useFooterItems: jest.fn() }));

function renderLayout(layout: 'page' | 'platform', path: string, page: ReactNode = <h1>Page body</h1>) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={layout === 'page' ? <PageWrapper /> : <PlatformLayout />}>
          <Route path="*" element={page} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  fakeAuth();
  jest.mocked(useFooterItems).mockReturnValue(queryResult(undefined, 'pending'));
  localStore.remove(...Object.values(storageKeys));
});

it('page wrapper: header, the page in main, and removes the stored redirect path on mount', () => {
  localStore.setString(storageKeys.redirectPath, '/dashboard');
  renderLayout('page', '/posts');
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Page body' }));
  expect(localStore.getString(storageKeys.redirectPath)).toBeNull();
});

it('page wrapper: each page route sits under the wrapper of its header variant in the route table', () => {
  const wrappers = (appRoutes[0]?.children ?? []).filter(
    (route) => isValidElement(route.element) && route.element.type === PageWrapper,
  );
  const headerOf = (path: string) => {
    const wrapper = wrappers.find((route) => route.children?.some((child) => child.path === path));
    return isValidElement<{ header?: string }>(wrapper?.element) ? (wrapper.element.props.header ?? 'landing') : null;
  };
  expect(headerOf('/promo/courses/:courseSlug')).toBe('promo');
  expect(headerOf('/')).toBe('landing');
  expect(headerOf('/posts')).toBe('landing');
  expect(headerOf('*')).toBe('landing');
});

it('page wrapper: renders the header variant it is given', () => {
  render(
    <MemoryRouter initialEntries={['/promo/courses/qa-101']}>
      <Routes>
        <Route element={<PageWrapper header="promo" />}>
          <Route path="*" element={<h1>Promo</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('banner')).toHaveAttribute('data-variant', 'promo');
});

it('platform layout: the platform header, and removes the stored redirect path on mount', () => {
  localStore.setString(storageKeys.redirectPath, '/profile');
  renderLayout('platform', '/courses');
  expect(screen.getByRole('banner')).toHaveAttribute('data-variant', 'platform');
  expect(localStore.getString(storageKeys.redirectPath)).toBeNull();
});

/** Like a route guard: stores the current path in an effect of the page it wraps. */
function GuardLike() {
  useEffect(() => localStore.setString(storageKeys.redirectPath, '/dashboard'), []);
  return null;
}

it('a redirect path stored by a guarded page in the same render survives the layout mounting', () => {
  renderLayout('platform', '/dashboard', <GuardLike />);
  expect(localStore.getString(storageKeys.redirectPath)).toBe('/dashboard');
});
