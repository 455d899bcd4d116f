import { buildPath, href, routeById, routesOwnedBy, routeTable } from '@qa/shared/kernel/routing/route-table';
import type { RouteOwner } from '@qa/shared/kernel/routing/route-entry';

/** Who owns which path (docs/behaviour.md §2 "Routes"), written out by hand so a drift in either fails. */
const designRoutes: Record<Exclude<RouteOwner, 'host'>, string[]> = {
  marketing: [
    '/',
    '/plans',
    '/subscriptions',
    '/subscriptions/six-months',
    '/promo/courses/:courseSlug',
    '/thank-you/:slug',
    '/affiliate-program-conditions',
    '/privacy-policy',
    '/terms-and-conditions',
    '/posts',
    '/posts/:slug',
    '/events',
    '/events/:slug',
    '/mentorship',
    '/mentorship/:id',
  ],
  platform: [
    '/paths',
    '/paths/:id',
    '/courses',
    '/courses/:courseSlug',
    '/courses/:courseSlug/lecture/:lectureId',
    '/courses/:courseSlug/quiz/:quizId',
    '/courses/:courseSlug/instructor/:instructorId',
    '/courses/my-courses',
    '/rating',
    '/rating/:id',
    '/rating/:userId/certificate/:certificateId',
    '/profile',
    '/profile/plan',
    '/profile/security',
    '/dashboard',
  ],
  auth: [
    '/registration',
    '/registration/resend-password',
    '/registration/create-profile',
    '/login',
    '/forgot-password',
    '/resend-password',
    '/reset-password',
    '/questionnaire',
  ],
};
const hostRoutes = ['/test-performance', '/discord-redirect'];

describe('routeTable', () => {
  for (const [owner, paths] of Object.entries(designRoutes)) {
    it(`gives the ${owner} app exactly its docs/behaviour.md routes`, () => {
      expect(
        routesOwnedBy(owner as RouteOwner)
          .map((r) => r.path)
          .sort(),
      ).toEqual([...paths].sort());
    });
  }

  it('gives the host its own routes, without a federated module', () => {
    const host = routesOwnedBy('host');
    expect(host.map((r) => r.path).sort()).toEqual([...hostRoutes].sort());
    expect(host.every((r) => r.module === undefined)).toBe(true);
  });

  it('names a federated module for every remote route', () => {
    const missing = routeTable.filter((r) => r.owner !== 'host' && !r.module?.startsWith('./'));
    expect(missing).toEqual([]);
  });

  it('writes every path and every id once', () => {
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((r) => r.id)).size).toBe(routeTable.length);
  });

  it('sends anonymous users of guarded routes somewhere', () => {
    const guarded = routeTable.filter((r) => r.guard === 'signedIn' || r.guard === 'questionnaire');
    expect(guarded.length).toBeGreaterThan(0);
    expect(guarded.filter((r) => !r.unauthenticatedRedirect)).toEqual([]);
  });

  it('keeps signed-in users away from the auth routes', () => {
    expect(routeById('login').guard).toBe('authRoute');
    expect(routeById('registration').guard).toBe('authRoute');
  });

  it('lists the items of every route prerendered or in the sitemap one page per item, and only of those', () => {
    const perItem = routeTable.filter((r) => r.prerender === 'items' || r.sitemap === 'items');
    expect(perItem.length).toBeGreaterThan(0);
    expect(perItem.filter((r) => !r.items || r.path.split(':').length !== 2).map((r) => r.id)).toEqual([]);
    expect(routeTable.filter((r) => r.items && !perItem.includes(r)).map((r) => r.id)).toEqual([]);
  });

  it('prerenders and lists as a page of its own only a public route without params', () => {
    const asPage = routeTable.filter((r) => r.prerender === 'page' || r.sitemap === 'page');
    expect(asPage.length).toBeGreaterThan(0);
    expect(asPage.filter((r) => r.path.includes(':') || r.guard !== 'public').map((r) => r.id)).toEqual([]);
  });

  it('prerenders only pages anyone may see', () => {
    expect(routeTable.filter((r) => r.prerender && r.guard !== 'public').map((r) => r.id)).toEqual([]);
  });

  it('throws for an unknown route id', () => {
    expect(() => routeById('nope')).toThrow('Unknown route id: nope');
  });
});

describe('buildPath', () => {
  it('fills every param', () => {
    expect(buildPath('/courses/:courseSlug/lecture/:lectureId', { courseSlug: 'manual-qa', lectureId: '7' })).toBe(
      '/courses/manual-qa/lecture/7',
    );
  });

  it('encodes param values', () => {
    expect(buildPath('/posts/:slug', { slug: 'a b/c' })).toBe('/posts/a%20b%2Fc');
  });

  it('leaves a path without params unchanged', () => {
    expect(buildPath('/courses/my-courses', {})).toBe('/courses/my-courses');
  });
});

describe('href', () => {
  it('is the path of a route without params', () => {
    expect(href('landing')).toBe('/');
    expect(href('my-courses')).toBe('/courses/my-courses');
  });

  it('fills and encodes the params of the route', () => {
    expect(href('lecture', { courseSlug: 'manual-qa', lectureId: 7 })).toBe('/courses/manual-qa/lecture/7');
    expect(href('post', { slug: 'a b/c' })).toBe('/posts/a%20b%2Fc');
  });

  it('sends anonymous users to a route of the table', () => {
    const targets = routeTable.flatMap((r) => (r.unauthenticatedRedirect ? [r.unauthenticatedRedirect] : []));
    expect(targets.map((id) => href(id))).toEqual(targets.map((id) => routeById(id).path));
  });
});
