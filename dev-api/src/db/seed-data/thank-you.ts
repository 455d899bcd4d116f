/** Seed: the thank-you pages of the CMS (`/api/thank-you/:slug`): a confirmation and the next steps. */
interface Step {
  title: string;
  text: string;
  linkText: string;
  link: string;
}

const page = (
  slug: string,
  title: string,
  text: string,
  buttonText: string,
  buttonLink: string,
  steps: Step[],
): { slug: string; data: Record<string, unknown> } => ({
  slug,
  data: { title, text, buttonText, buttonLink, steps },
});

export const thankYouPages = [
  page(
    'subscription',
    'Welcome aboard!',
    'Your subscription is active. Your courses are waiting in your dashboard.',
    'Go to dashboard',
    '/dashboard',
    [
      {
        title: 'Tell us your goal',
        text: 'Five short questions about your experience, your goal and the time you have each week.',
        linkText: 'Take the questionnaire',
        link: '/questionnaire',
      },
      {
        title: 'Pick a career path',
        text: 'Manual or automation: each path puts the courses in the order teams hire for.',
        linkText: 'See career paths',
        link: '/paths',
      },
      {
        title: 'Join a live session',
        text: 'Webinars, workshops and meetups with the mentors who teach the courses, free to join.',
        linkText: 'Browse events',
        link: '/events',
      },
    ],
  ),
  page(
    'webinar',
    'You are registered!',
    'See you there. The event page shows the start in your own time zone and has an “Add to calendar” button.',
    'Browse events',
    '/events',
    [
      {
        title: 'Add it to your calendar',
        text: 'The calendar file holds the start and end time and a link back to the event page.',
        linkText: 'Events',
        link: '/events',
      },
      {
        title: 'Warm up with a free course',
        text: 'QA Fundamentals is free with an account and takes about an hour and a half.',
        linkText: 'Open the catalogue',
        link: '/courses',
      },
      {
        title: 'Bring a question',
        text: 'The Q&A comes at the end: write your question down before the event starts.',
        linkText: 'Read the blog',
        link: '/posts',
      },
    ],
  ),
  page(
    'mentorship',
    'Request sent',
    'Your mentor replies in the chat to agree on a time for your session.',
    'Back to mentors',
    '/mentorship',
    [
      {
        title: 'Prepare your questions',
        text: 'A CV, a test plan or a bug report you are proud of: have it ready so the session goes further.',
        linkText: 'Your profile',
        link: '/profile',
      },
      {
        title: 'Keep learning meanwhile',
        text: 'Your courses continue where you left them.',
        linkText: 'My courses',
        link: '/courses/my-courses',
      },
    ],
  ),
];
