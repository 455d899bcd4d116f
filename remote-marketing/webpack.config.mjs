import { createAppConfig } from "../scripts/webpack/create-app-config.mjs";

/** What this remote exposes; its contract test compares it with @qa/shared/contracts. */
export const exposes = {
  "./LandingPage": "./src/pages/LandingPage.tsx",
  "./SubscriptionsPage": "./src/pages/SubscriptionsPage.tsx",
  "./PromoCoursePage": "./src/pages/PromoCoursePage.tsx",
  "./ThankYouPage": "./src/pages/ThankYouPage.tsx",
  "./AffiliateConditionsPage": "./src/pages/AffiliateConditionsPage.tsx",
  "./PrivacyPolicyPage": "./src/pages/PrivacyPolicyPage.tsx",
  "./TermsPage": "./src/pages/TermsPage.tsx",
  "./PostsPage": "./src/pages/PostsPage.tsx",
  "./PostPage": "./src/pages/PostPage.tsx",
  "./EventsPage": "./src/pages/EventsPage.tsx",
  "./EventPage": "./src/pages/EventPage.tsx",
  "./MentorshipPage": "./src/pages/MentorshipPage.tsx",
  "./MentorPage": "./src/pages/MentorPage.tsx"
};

export default createAppConfig({ appDir: import.meta.dirname, name: "marketing", port: 3001, exposes });
