import { analyticsEvents, setAnalyticsConsent, track } from '@qa/shared/kernel/analytics/analytics';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { demoUser, makeAccessToken } from '@qa/testing/tokens';

type WithLayer = { dataLayer?: unknown[] };

beforeEach(() => setAnalyticsConsent(true));
afterEach(() => {
  delete (window as WithLayer).dataLayer;
});

describe('consent', () => {
  it('before the visitor accepts, an event is dropped silently: nothing pushed, nothing warned', () => {
    setAnalyticsConsent(false);
    (window as WithLayer).dataLayer = [];
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    track(analyticsEvents.headerLogoClick);
    expect((window as WithLayer).dataLayer).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('track (docs/behaviour.md)', () => {
  it('without a data layer warns once and throws nothing', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => track(analyticsEvents.headerLogoClick)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('pushes the event with the user id, the plan details and a timestamp', () => {
    (window as WithLayer).dataLayer = [];
    useAuthStore.getState().setSession({ accessToken: makeAccessToken({ id: 42 }), user: { ...demoUser, id: 42 } });
    useAuthStore.getState().setCurrentSubscription({
      id: 1,
      status: 'active',
      plan: { id: 3, isFree: false, name: 'Annual', period: 'year', price: 199 },
    });
    track(analyticsEvents.footerEmailClick, { label: 'study@qa-career.dev' });
    expect((window as WithLayer).dataLayer).toEqual([
      {
        event: 'footer_email_click',
        userId: 42,
        plan: { id: 3, isFree: false, name: 'Annual', period: 'year', price: 199 },
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        label: 'study@qa-career.dev',
      },
    ]);
  });

  it('an anonymous visitor is sent with a null user id and plan', () => {
    (window as WithLayer).dataLayer = [];
    useAuthStore.setState({ user: null, currentSubscription: null });
    track(analyticsEvents.headerBurgerClick);
    expect((window as WithLayer).dataLayer?.[0]).toMatchObject({
      event: 'header_burger_click',
      userId: null,
      plan: null,
    });
  });
});
