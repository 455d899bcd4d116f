/**
 * The one route table (docs/architecture.md "The apps"): every path of docs/behaviour.md §2 "Routes",
 * written once, as data (what an entry says: kernel/routing/route-entry). The host builds its router
 * from it; guards, the redirect allow-list, the drawer's active item, the remotes' standalone routers,
 * the contract tests and the scripts (prerender, sitemap, bench, smoke) read it too.
 */
import type { ParamNames, RouteEntry, RouteOwner } from '@qa/shared/kernel/routing/route-entry';
import { auth, host, marketing, platform } from '@qa/shared/kernel/routing/route-entry';

const publishedPage = { prerender: 'page', sitemap: 'page' } as const; // prerendered and in the sitemap, as itself

const entries = [
  marketing({
    id: 'landing',
    path: '/',
    title: 'Landing',
    module: './LandingPage',
    header: 'landing',
    ui: 'light',
    queryScope: 'page',
    placeholder: 'landing-hero',
    sitemap: 'page',
  }),
  marketing({
    id: 'plans',
    path: '/plans',
    title: 'Plans',
    module: './LandingPage',
    header: 'landing',
    ui: 'light',
    queryScope: 'page',
    placeholder: 'landing-hero',
  }),
  marketing({
    id: 'subscriptions',
    path: '/subscriptions',
    title: 'Subscriptions',
    module: './SubscriptionsPage',
    ui: 'light',
    ...publishedPage,
  }),
  marketing({
    id: 'subscriptions-six-months',
    path: '/subscriptions/six-months',
    title: 'Subscriptions',
    module: './SubscriptionsPage',
    ui: 'light',
  }),
  marketing({
    id: 'promo-course',
    path: '/promo/courses/:courseSlug',
    title: 'Promo course',
    module: './PromoCoursePage',
    header: 'promo',
    ui: 'light',
  }),
  marketing({ id: 'thank-you', path: '/thank-you/:slug', title: 'Thank you', module: './ThankYouPage', ui: 'light' }),
  marketing({
    id: 'affiliate-program-conditions',
    path: '/affiliate-program-conditions',
    title: 'Affiliate program conditions',
    module: './AffiliateConditionsPage',
    ui: 'light',
    ...publishedPage,
  }),
  marketing({
    id: 'privacy-policy',
    path: '/privacy-policy',
    title: 'Privacy Policy',
    module: './PrivacyPolicyPage',
    ui: 'light',
    ...publishedPage,
  }),
  marketing({
    id: 'terms-and-conditions',
    path: '/terms-and-conditions',
    title: 'Terms and Conditions',
    module: './TermsPage',
    ui: 'light',
    ...publishedPage,
  }),
  // the blog, events and mentorship pages are built on the light layer: Chakra stays out of their first load
  marketing({ id: 'posts', path: '/posts', title: 'Blog', module: './PostsPage', ui: 'light', ...publishedPage }),
  marketing({
    id: 'post',
    path: '/posts/:slug',
    title: 'Blog post',
    module: './PostPage',
    ui: 'light',
    prerender: 'items',
    sitemap: 'items',
    items: { api: 'blog', collection: 'posts', field: 'slug', modified: 'modified' },
  }),
  marketing({
    id: 'events',
    path: '/events',
    title: 'Workshops & Events',
    module: './EventsPage',
    ui: 'light',
    sitemap: 'page',
  }),
  marketing({
    id: 'event',
    path: '/events/:slug',
    title: 'Event',
    module: './EventPage',
    ui: 'light',
    sitemap: 'items',
    items: { api: 'cms', collection: 'events', field: 'slug' },
  }),
  marketing({
    id: 'mentorship',
    path: '/mentorship',
    title: 'Mentorship',
    module: './MentorshipPage',
    ui: 'light',
    sitemap: 'page',
  }),
  marketing({
    id: 'mentor',
    path: '/mentorship/:id',
    title: 'Mentor',
    module: './MentorPage',
    ui: 'light',
    sitemap: 'items',
    items: { api: 'cms', collection: 'mentorship', field: 'id' },
  }),

  platform({ id: 'paths', path: '/paths', title: 'Career Paths', module: './PathsPage', ui: 'light', sitemap: 'page' }),
  platform({
    id: 'path',
    path: '/paths/:id',
    title: 'Career Path',
    module: './PathPage',
    sitemap: 'items',
    items: { api: 'main', collection: 'paths', field: 'id' },
  }),
  platform({
    id: 'courses',
    path: '/courses',
    title: 'Courses',
    module: './CoursesPage',
    ui: 'light',
    ...publishedPage,
  }),
  platform({
    id: 'my-courses',
    path: '/courses/my-courses',
    title: 'My Courses',
    module: './MyCoursesPage',
    guard: 'signedIn',
    unauthenticatedRedirect: 'registration',
  }),
  platform({
    id: 'course',
    path: '/courses/:courseSlug',
    title: 'Course',
    module: './CoursePage',
    ui: 'light',
    prerender: 'items',
    sitemap: 'items',
    items: { api: 'main', collection: 'courses', field: 'slug' },
  }),
  platform({
    id: 'lecture',
    path: '/courses/:courseSlug/lecture/:lectureId',
    title: 'Lecture',
    module: './LecturePage',
    ui: 'light',
  }),
  platform({
    id: 'quiz',
    path: '/courses/:courseSlug/quiz/:quizId',
    title: 'Quiz',
    module: './QuizPage',
    ui: 'light',
    guard: 'signedIn',
    unauthenticatedRedirect: 'login',
  }),
  platform({
    id: 'instructor',
    path: '/courses/:courseSlug/instructor/:instructorId',
    title: 'Instructor',
    module: './InstructorPage',
  }),
  platform({ id: 'rating', path: '/rating', title: 'Rating', module: './RatingPage', sitemap: 'page' }),
  platform({ id: 'rating-user', path: '/rating/:id', title: 'Rating profile', module: './RatingUserPage' }),
  platform({
    id: 'certificate',
    path: '/rating/:userId/certificate/:certificateId',
    title: 'Certificate',
    module: './CertificatePage',
  }),
  platform({
    id: 'profile',
    path: '/profile',
    title: 'Profile',
    module: './ProfilePage',
    guard: 'signedIn',
    unauthenticatedRedirect: 'login',
  }),
  platform({
    id: 'profile-plan',
    path: '/profile/plan',
    title: 'Profile plan',
    module: './ProfilePlanPage',
    guard: 'signedIn',
    unauthenticatedRedirect: 'login',
  }),
  platform({
    id: 'profile-security',
    path: '/profile/security',
    title: 'Profile security',
    module: './ProfileSecurityPage',
    guard: 'signedIn',
    unauthenticatedRedirect: 'login',
  }),
  platform({
    id: 'dashboard',
    path: '/dashboard',
    title: 'Dashboard',
    module: './DashboardPage',
    guard: 'signedIn',
    unauthenticatedRedirect: 'login',
  }),

  auth({ id: 'registration', path: '/registration', title: 'Create your account', module: './RegistrationPage' }),
  auth({
    id: 'registration-resend-password',
    path: '/registration/resend-password',
    title: 'Resend the reset link',
    module: './RegistrationResendPasswordPage',
  }),
  auth({
    id: 'registration-create-profile',
    path: '/registration/create-profile',
    title: 'Create your profile',
    module: './CreateProfilePage',
  }),
  auth({ id: 'login', path: '/login', title: 'Login', module: './LoginPage' }),
  auth({
    id: 'forgot-password',
    path: '/forgot-password',
    title: 'Forgot your password?',
    module: './ForgotPasswordPage',
  }),
  auth({
    id: 'resend-password',
    path: '/resend-password',
    title: 'Resend the reset link',
    module: './ResendPasswordPage',
  }),
  auth({
    id: 'reset-password',
    path: '/reset-password',
    title: 'Choose a new password',
    module: './ResetPasswordPage',
  }),
  auth({
    id: 'questionnaire',
    path: '/questionnaire',
    title: 'Tell us about yourself',
    module: './QuestionnairePage',
    guard: 'questionnaire',
    unauthenticatedRedirect: 'login',
  }),

  host({ id: 'test-performance', path: '/test-performance', title: 'test', layout: 'bare' }),
  host({ id: 'discord-redirect', path: '/discord-redirect', title: 'Discord', layout: 'bare' }),
];

type TableEntry = (typeof entries)[number];
/** The id of one of the table's routes. */
export type RouteId = TableEntry['id'];
type PathOf<Id extends RouteId> = Extract<TableEntry, { id: Id }>['path'];
/** The values of a route's `:segments`. */
export type RouteParams<Id extends RouteId> = { [Name in ParamNames<PathOf<Id>>]: string | number };
type HrefArgs<Id extends RouteId> = [ParamNames<PathOf<Id>>] extends [never] ? [] : [params: RouteParams<Id>];

export const routeTable: readonly RouteEntry[] = entries.map((e) => ({ guard: 'public', layout: 'page', ...e }));

export function routesOwnedBy(owner: RouteOwner): RouteEntry[] {
  return routeTable.filter((r) => r.owner === owner);
}

export function routeById(id: string): RouteEntry {
  const found = routeTable.find((r) => r.id === id);
  if (!found) throw new Error(`Unknown route id: ${id}`);
  return found;
}

/** Fills `:param` segments, e.g. for links and tests. */
export function buildPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? name));
}

/** The URL of a route of the table, e.g. `href('lecture', { courseSlug, lectureId })`: links never spell paths. */
export function href<Id extends RouteId>(id: Id, ...[params]: HrefArgs<Id>): string {
  return buildPath(routeById(id).path, params ?? {});
}
