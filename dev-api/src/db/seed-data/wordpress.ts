/** Seed: blog posts, footer items and the webinar popup (blog content API). */
import { mediaPath } from '../media-urls.ts';

const p = (...paragraphs: string[]): string => paragraphs.map((text) => `<p>${text}</p>`).join('\n');

export const posts: {
  slug: string;
  title: string;
  category: string;
  author: string;
  intro: string;
  body: string[];
}[] = [
  {
    slug: 'how-to-become-a-qa-engineer',
    title: 'How to Become a QA Engineer: a Step-by-Step Plan',
    category: 'career',
    author: 'Tomasz Nowak',
    intro: 'A realistic, step-by-step plan from zero to your first offer.',
    body: [
      'Start with testing fundamentals before tools.',
      'Build a small portfolio of bug reports and test cases on real sites.',
      'Apply early: interviews teach you what to learn next.',
    ],
  },
  {
    slug: 'manual-vs-automation-testing',
    title: 'Manual vs Automation Testing: Which First?',
    category: 'career',
    author: 'Olena Kravets',
    intro: 'Why strong manual skills make better automation engineers.',
    body: [
      'Automation executes checks; testing is thinking.',
      'Learn test design first, then automate the boring parts.',
    ],
  },
  {
    slug: 'writing-bug-reports-developers-love',
    title: 'Writing Bug Reports Developers Love',
    category: 'skills',
    author: 'Olena Kravets',
    intro: 'Five habits that get your bugs fixed faster.',
    body: [
      'One bug per report, with exact steps.',
      'Expected versus actual, plus evidence.',
      'Say who is affected and how badly.',
    ],
  },
  {
    slug: 'boundary-value-analysis-explained',
    title: 'Boundary Value Analysis, Explained with Examples',
    category: 'skills',
    author: 'Olena Kravets',
    intro: 'Bugs live at the edges. Here is how to find them.',
    body: [
      'Pick the values just inside and just outside each limit.',
      'Combine with equivalence classes to keep the suite small.',
    ],
  },
  {
    slug: 'playwright-locators-that-last',
    title: 'Playwright Locators That Last',
    category: 'automation',
    author: 'Marcus Lee',
    intro: 'Query by role and label and your tests survive redesigns.',
    body: ['Prefer getByRole over CSS selectors.', 'Avoid nth-child and generated class names.'],
  },
  {
    slug: 'api-testing-checklist',
    title: 'The API Testing Checklist',
    category: 'automation',
    author: 'Grace Okafor',
    intro: 'Status codes, schemas, auth and the edge cases everyone forgets.',
    body: ['Check the negative paths: 400, 401, 403, 404.', 'Validate response schemas, not just status codes.'],
  },
  {
    slug: 'reading-performance-percentiles',
    title: 'Reading Performance Percentiles Without Fooling Yourself',
    category: 'performance',
    author: 'Priya Raman',
    intro: 'Why the average lies and p99 tells the truth.',
    body: [
      'Averages hide the slow tail your users feel.',
      'Always report p50, p95 and p99 with the load that produced them.',
    ],
  },
  {
    slug: 'qa-interview-questions',
    title: '25 QA Interview Questions and How to Answer Them',
    category: 'career',
    author: 'Tomasz Nowak',
    intro: 'The questions we ask candidates, and what we listen for.',
    body: ['Explain the difference between severity and priority.', 'Walk through how you would test a login form.'],
  },
  {
    slug: 'flaky-tests-field-guide',
    title: 'A Field Guide to Flaky Tests',
    category: 'automation',
    author: 'Marcus Lee',
    intro: 'Timing, data and environment: the three roots of flakiness.',
    body: ['Never sleep; wait for a condition.', 'Isolate test data per test.'],
  },
  {
    slug: 'owasp-top-10-for-testers',
    title: 'The OWASP Top 10 for Testers',
    category: 'security',
    author: 'Grace Okafor',
    intro: 'Security testing you can start on Monday.',
    body: ['Try other users’ ids in URLs.', 'Paste a script tag into every text field.'],
  },
  {
    slug: 'building-a-qa-portfolio',
    title: 'Building a QA Portfolio That Gets Interviews',
    category: 'career',
    author: 'Tomasz Nowak',
    intro: 'What to put on GitHub when you have no experience yet.',
    body: ['Publish a test plan for a real open-source app.', 'Add an automated suite with a CI badge.'],
  },
  {
    slug: 'shift-left-testing',
    title: 'Shift-Left Testing in Practice',
    category: 'skills',
    author: 'Olena Kravets',
    intro: 'Testing requirements before a line of code is written.',
    body: ['Review user stories for testability.', 'Agree on acceptance criteria with examples.'],
  },
].map((post) => ({ ...post, body: [post.intro, ...post.body] }));

export const renderPost = (post: (typeof posts)[number]): { content: string; excerpt: string; img: string } => ({
  content: p(...post.body),
  excerpt: p(post.intro),
  img: mediaPath.cover('post', post.slug),
});

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

export function webinarPopup(now: Date): Record<string, string> {
  const date = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000);
  return {
    date: date.toISOString().slice(0, 10),
    time: '18:00 UTC',
    link: 'https://example.com/webinars/qa-career-kickstart',
    title: 'QA Career Kickstart',
    subtitle: 'Free live webinar',
    text: 'How to land your first QA job: skills that matter, a portfolio that gets interviews and a live Q&A.',
    button_text: 'Join the webinar',
    type: 'Webinar',
    webinar_id: 'qa-career-kickstart-1',
  };
}
