/** Seed: blog posts, footer items and the webinar popup (blog content API). */
import { mediaPath } from '../media-urls.ts';
import { events, seedEvents } from './cms.ts';

export { postCategories, posts } from './posts.ts';

/** Footer items in display order: 0–2 the first column, 3–5 the second (button text from item 3). */
export const footerItems = [
  {
    slug: 'career-paths',
    title: 'Career Paths',
    text: 'Career Paths',
    link: '/paths',
    content: 'Step-by-step programs from beginner to job-ready.',
  },
  {
    slug: 'courses',
    title: 'Courses',
    text: 'Courses',
    link: '/courses',
    content: 'Every course in the catalogue.',
  },
  {
    slug: 'events',
    title: 'Workshops & Events',
    text: 'Workshops & Events',
    link: '/events',
    content: 'Live workshops, webinars and meetups.',
  },
  {
    slug: 'mentorship',
    title: 'Mentorship',
    text: 'Find a mentor',
    link: '/mentorship',
    content: 'One-to-one sessions with senior QA engineers.',
  },
  {
    slug: 'blog',
    title: 'Blog',
    text: 'Blog',
    link: '/posts',
    content: 'Articles on testing, automation and careers.',
  },
  {
    slug: 'rating',
    title: 'Rating',
    text: 'Rating',
    link: '/rating',
    content: 'The learners with the most points this season.',
  },
].map((item) => ({ ...item, img: mediaPath.cover('footer', item.slug) }));

/** The webinar the popup promotes: one of the seeded events, so its date, time and page agree. */
const WEBINAR = seedEvents.find((event) => event.slug === 'qa-career-kickstart');
export const WEBINAR_TITLE = WEBINAR?.title ?? 'QA Career Kickstart';

/**
 * The popup's date and time are its event's start as the events API serves it (UTC), so the popup,
 * the event card and the event page name the same moment.
 */
export function webinarPopup(now: Date): Record<string, string> {
  const slug = WEBINAR?.slug ?? 'qa-career-kickstart';
  const startsAt = String(events(now).find((event) => event.slug === slug)?.data['startsAt']);
  return {
    date: startsAt.slice(0, 10),
    time: `${startsAt.slice(11, 16)} UTC`,
    // our own event page (the popup opens it in a new tab)
    link: `/events/${slug}`,
    title: WEBINAR_TITLE,
    subtitle: 'Free live webinar',
    text: 'Planning your way into a first QA job: the skills to learn first, a portfolio that shows them and a live Q&A.',
    button_text: 'Join the webinar',
    type: 'Webinar',
    webinar_id: 'qa-career-kickstart-1',
  };
}
