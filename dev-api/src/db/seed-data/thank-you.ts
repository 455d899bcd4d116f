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
        text: 'Five questions shape the career path we suggest to you.',
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
        title: 'Book a workshop',
        text: 'Live sessions every week, included in your plan.',
        linkText: 'Browse events',
        link: '/events',
      },
    ],
  ),
  page(
    'webinar',
    'You are registered!',
    'We have sent the webinar link to your e-mail. See you there.',
    'Browse events',
    '/events',
    [
      {
        title: 'Add it to your calendar',
        text: 'The e-mail has a calendar file; the event page has one too.',
        linkText: 'Events',
        link: '/events',
      },
      {
        title: 'Warm up with a free course',
        text: 'QA Fundamentals takes about an hour and a half.',
        linkText: 'Open the catalogue',
        link: '/courses',
      },
      {
        title: 'Bring a question',
        text: 'The Q&A takes questions from the chat; the best ones are answered first.',
        linkText: 'Read the blog',
        link: '/posts',
      },
    ],
  ),
  page(
    'mentorship',
    'Request sent',
    'Your mentor will get in touch within two working days.',
    'Back to mentors',
    '/mentorship',
    [
      {
        title: 'Prepare your questions',
        text: 'A CV, a test plan or a bug report you are proud of: send it ahead so the session goes further.',
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
