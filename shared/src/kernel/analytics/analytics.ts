/** Analytics (docs/behaviour.md): events pushed to the tag manager's data layer, with who and which plan. */
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';

export const analyticsEvents = {
  headerNavigationLinkClick: 'header_navigation_link_click',
  headerLogoClick: 'header_logo_click',
  headerBurgerClick: 'header_burger_click',
  headerSignUpLoginButtonClick: 'header_sign_up_login_button_click',
  sidebarLinkClick: 'sidebar_link_click',
  sidebarLogoClick: 'sidebar_logo_click',
  sidebarUserClick: 'sidebar_user_click',
  sidebarLogoutClick: 'sidebar_logout_click',
  sidebarSignUpLoginButtonClick: 'sidebar_sign_up_login_button_click',
  sidebarSocialButtonClick: 'sidebar_social_button_click',
  footerLogoClick: 'footer_logo_click',
  footerSocialButtonClick: 'footer_social_button_click',
  footerNavigationLinkClick: 'footer_navigation_link_click',
  footerEmailClick: 'footer_email_click',
  webinar: 'webinar',
} as const;

export type AnalyticsEvent = (typeof analyticsEvents)[keyof typeof analyticsEvents];

type DataLayerHost = { dataLayer?: unknown };

/**
 * Nothing is pushed before the visitor accepts analytics in the cookie dialog (docs/behaviour.md
 * "Analytics"): events before that are dropped, not queued, so a visitor who declines or never
 * answers sends nothing at all. The host's consent module grants it.
 */
let consentGranted = false;

export function setAnalyticsConsent(granted: boolean): void {
  consentGranted = granted;
}

export function hasAnalyticsConsent(): boolean {
  return consentGranted;
}

/** `event` is one of analyticsEvents (a plain string is accepted for labels built at run time). */
export function track(
  event: AnalyticsEvent | (string & Record<never, never>),
  extra: Record<string, unknown> = {},
): void {
  if (!consentGranted) return;
  const layer = (globalThis as DataLayerHost).dataLayer;
  if (!Array.isArray(layer)) {
    console.warn(`analytics: no dataLayer, "${event}" was not sent`);
    return;
  }
  const { user, currentSubscription } = useAuthStore.getState();
  const plan = currentSubscription?.plan;
  try {
    layer.push({
      event,
      userId: user?.id ?? null,
      plan: plan ? { id: plan.id, isFree: plan.isFree, name: plan.name, period: plan.period, price: plan.price } : null,
      timestamp: new Date().toISOString(),
      ...extra,
    });
  } catch (error) {
    console.warn('analytics: the dataLayer refused the event', error);
  }
}
