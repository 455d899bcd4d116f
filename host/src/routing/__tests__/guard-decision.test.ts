import { routeById } from '@qa/shared/kernel/routing/route-table';
import { followablePath, guardDecision } from '../guard-decision';

const signedIn = { user: { isQuestionnaireComplete: false }, isAuthLoading: false };
const anonymous = { user: null, isAuthLoading: false };
const loading = { user: null, isAuthLoading: true };
const reconnecting = { user: null, isAuthLoading: false, isReconnecting: true };
const none = { redirectPath: null, lastVisitedPath: null, origin: 'http://localhost' };

describe('guardDecision (docs/behaviour.md)', () => {
  it('sends an anonymous visitor of courses/my-courses to /registration and remembers the path', () => {
    expect(guardDecision(routeById('my-courses'), anonymous, none)).toEqual({
      kind: 'redirect',
      to: '/registration',
      rememberCurrentPath: true,
    });
  });

  it.each(['profile', 'profile-plan', 'profile-security', 'dashboard'])(
    'sends an anonymous visitor of %s to /login',
    (id) => {
      expect(guardDecision(routeById(id), anonymous, none)).toMatchObject({ to: '/login', rememberCurrentPath: true });
    },
  );

  it('shows a guarded page while auth is loading', () => {
    expect(guardDecision(routeById('dashboard'), loading, none)).toEqual({ kind: 'show' });
  });

  it('shows a guarded page to a signed-in user', () => {
    expect(guardDecision(routeById('dashboard'), signedIn, none)).toEqual({ kind: 'show' });
  });

  it('shows an auth route to an anonymous visitor', () => {
    expect(guardDecision(routeById('login'), anonymous, none)).toEqual({ kind: 'show' });
  });

  it('follows the next path set with the session before the saved paths, and keeps redirectPath for later', () => {
    const storage = { ...none, redirectPath: '/dashboard', lastVisitedPath: '/paths' };
    const justSignedUp = { ...signedIn, nextPath: '/questionnaire' };
    expect(guardDecision(routeById('registration'), justSignedUp, storage)).toEqual({
      kind: 'redirect',
      to: '/questionnaire',
      rememberCurrentPath: false,
      followsNextPath: true,
    });
  });

  it('sends a user who just completed the questionnaire to the next path, else to /profile', () => {
    const complete = { user: { isQuestionnaireComplete: true }, isAuthLoading: false };
    expect(guardDecision(routeById('questionnaire'), { ...complete, nextPath: '/dashboard' }, none)).toMatchObject({
      to: '/dashboard',
      followsNextPath: true,
    });
    expect(guardDecision(routeById('questionnaire'), complete, none)).toMatchObject({ to: '/profile' });
  });

  it.each(['//evil.com', 'https://evil.com', '/login', 'javascript:alert(1)'])(
    'ignores a next path that leaves the origin or loops to an auth route: %s',
    (nextPath) => {
      expect(guardDecision(routeById('login'), { ...signedIn, nextPath }, none)).toEqual({
        kind: 'redirect',
        to: '/',
        rememberCurrentPath: false,
      });
    },
  );

  it('ignores a next path for an anonymous visitor', () => {
    expect(guardDecision(routeById('login'), { ...anonymous, nextPath: '/dashboard' }, none)).toEqual({ kind: 'show' });
  });

  it('sends a signed-in user on an auth route to the saved redirectPath first', () => {
    const storage = { ...none, redirectPath: '/dashboard?tab=1', lastVisitedPath: '/paths' };
    expect(guardDecision(routeById('login'), signedIn, storage)).toMatchObject({ to: '/dashboard?tab=1' });
  });

  it('then to the last-visited path', () => {
    expect(guardDecision(routeById('registration'), signedIn, { ...none, lastVisitedPath: '/paths/7' })).toMatchObject({
      to: '/paths/7',
    });
  });

  it('else to /', () => {
    expect(guardDecision(routeById('forgot-password'), signedIn, none)).toMatchObject({ to: '/' });
  });

  it.each(['//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)', '%2F%2Fevil.com'])(
    'never follows the stored redirect path %s',
    (evil) => {
      expect(
        guardDecision(routeById('login'), signedIn, { ...none, redirectPath: evil, lastVisitedPath: evil }),
      ).toMatchObject({
        to: '/',
      });
    },
  );

  it('never redirects to an auth route (no loop)', () => {
    expect(followablePath('/login', 'http://localhost')).toBeNull();
    expect(followablePath('/registration/create-profile', 'http://localhost')).toBeNull();
  });

  it('sends an anonymous visitor of /questionnaire to /login', () => {
    expect(guardDecision(routeById('questionnaire'), anonymous, none)).toMatchObject({
      to: '/login',
      rememberCurrentPath: true,
    });
  });

  it('sends a user with a complete questionnaire to /profile', () => {
    const done = { user: { isQuestionnaireComplete: true }, isAuthLoading: false };
    expect(guardDecision(routeById('questionnaire'), done, none)).toMatchObject({ to: '/profile' });
  });

  it('shows the questionnaire to a user who has not completed it', () => {
    expect(guardDecision(routeById('questionnaire'), signedIn, none)).toEqual({ kind: 'show' });
  });
});

describe('guardDecision while the session reconnects after an outage', () => {
  it.each(['dashboard', 'profile', 'my-courses'])('keeps the visitor of %s on the page, reconnecting', (id) => {
    expect(guardDecision(routeById(id), reconnecting, none)).toEqual({ kind: 'reconnecting' });
  });

  it('keeps the visitor of the questionnaire on it, reconnecting', () => {
    expect(guardDecision(routeById('questionnaire'), reconnecting, none)).toEqual({ kind: 'reconnecting' });
  });

  it('shows a public page as it is', () => {
    expect(guardDecision(routeById('paths'), reconnecting, none)).toEqual({ kind: 'show' });
  });

  it('shows an auth route the visitor opened (the login form they asked for)', () => {
    expect(guardDecision(routeById('login'), reconnecting, none)).toEqual({ kind: 'show' });
  });

  it('shows the guarded page once the session is back', () => {
    expect(guardDecision(routeById('dashboard'), { ...signedIn, isReconnecting: false }, none)).toEqual({
      kind: 'show',
    });
  });

  it('sends the visitor to /login and remembers the path once reconnecting has ended signed out', () => {
    expect(guardDecision(routeById('dashboard'), { ...anonymous, isReconnecting: false }, none)).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberCurrentPath: true,
    });
  });
});
