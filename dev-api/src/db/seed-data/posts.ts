/** Seed: the blog's posts and categories (blog content API). */
import { mediaPath } from '../media-urls.ts';

/** WordPress categories: numeric ids on the posts, names and slugs from `/wp-json/wp/v2/categories`. */
export const postCategories = [
  { id: 2, slug: 'career', name: 'Career' },
  { id: 3, slug: 'testing-skills', name: 'Testing skills' },
  { id: 4, slug: 'automation', name: 'Automation' },
  { id: 5, slug: 'performance', name: 'Performance' },
  { id: 6, slug: 'security', name: 'Security' },
] as const;
type CategorySlug = (typeof postCategories)[number]['slug'];

interface SeedPost {
  slug: string;
  title: string;
  category: CategorySlug;
  author: string;
  intro: string;
  /** The key points: each becomes a list item and a paragraph of the article. */
  points: string[];
  /** Raw HTML used as the body instead of the generated one (the hostile post). */
  html?: string;
}

const seedPosts: SeedPost[] = [
  {
    slug: 'how-to-become-a-qa-engineer',
    title: 'How to Become a QA Engineer: a Step-by-Step Plan',
    category: 'career',
    author: 'Tomasz Nowak',
    intro: 'A realistic, step-by-step plan from zero to your first offer.',
    points: [
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
    points: [
      'Automation executes checks; testing is thinking.',
      'Learn test design first, then automate the boring parts.',
    ],
  },
  {
    slug: 'writing-bug-reports-developers-love',
    title: 'Writing Bug Reports Developers Love',
    category: 'testing-skills',
    author: 'Olena Kravets',
    intro: 'Five habits that get your bugs fixed faster.',
    points: [
      'One bug per report, with exact steps.',
      'Expected versus actual, plus evidence.',
      'Say who is affected and how badly.',
    ],
  },
  {
    slug: 'boundary-value-analysis-explained',
    title: 'Boundary Value Analysis, Explained with Examples',
    category: 'testing-skills',
    author: 'Olena Kravets',
    intro: 'Bugs live at the edges. Here is how to find them.',
    points: [
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
    points: ['Prefer getByRole over CSS selectors.', 'Avoid nth-child and generated class names.'],
  },
  {
    slug: 'api-testing-checklist',
    title: 'The API Testing Checklist',
    category: 'automation',
    author: 'Grace Okafor',
    intro: 'Status codes, schemas, auth and the edge cases everyone forgets.',
    points: ['Check the negative paths: 400, 401, 403, 404.', 'Validate response schemas, not just status codes.'],
  },
  {
    slug: 'reading-performance-percentiles',
    title: 'Reading Performance Percentiles Without Fooling Yourself',
    category: 'performance',
    author: 'Priya Raman',
    intro: 'Why the average lies and p99 tells the truth.',
    points: [
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
    points: ['Explain the difference between severity and priority.', 'Walk through how you would test a login form.'],
  },
  {
    slug: 'flaky-tests-field-guide',
    title: 'A Field Guide to Flaky Tests',
    category: 'automation',
    author: 'Marcus Lee',
    intro: 'Timing, data and environment: the three roots of flakiness.',
    points: ['Never sleep; wait for a condition.', 'Isolate test data per test.'],
  },
  {
    slug: 'owasp-top-10-for-testers',
    title: 'The OWASP Top 10 for Testers',
    category: 'security',
    author: 'Grace Okafor',
    intro: 'Security testing you can start on Monday.',
    points: ['Try other users’ ids in URLs.', 'Paste a script tag into every text field.'],
  },
  {
    slug: 'building-a-qa-portfolio',
    title: 'Building a QA Portfolio That Gets Interviews',
    category: 'career',
    author: 'Tomasz Nowak',
    intro: 'What to put on GitHub when you have no experience yet.',
    points: ['Publish a test plan for a real open-source app.', 'Add an automated suite with a CI badge.'],
  },
  {
    slug: 'shift-left-testing',
    title: 'Shift-Left Testing in Practice',
    category: 'testing-skills',
    author: 'Olena Kravets',
    intro: 'Testing requirements before a line of code is written.',
    points: ['Review user stories for testability.', 'Agree on acceptance criteria with examples.'],
  },
  {
    slug: 'load-testing-with-k6',
    title: 'Your First Load Test with k6',
    category: 'performance',
    author: 'Priya Raman',
    intro: 'From a single script to a ramping load profile in an afternoon.',
    points: [
      'Start with one user and a check per request.',
      'Ramp up slowly and watch the error rate, not only the latency.',
      'Keep the scenario in the repository next to the code it tests.',
    ],
  },
  {
    slug: 'exploratory-testing-charters',
    title: 'Exploratory Testing with Charters',
    category: 'testing-skills',
    author: 'Olena Kravets',
    intro: 'Structure without scripts: time-boxed sessions that find real bugs.',
    points: ['Write a one-line mission for each session.', 'Take notes as you go and debrief within the hour.'],
  },
  {
    slug: 'xss-payloads-explained',
    title: 'What an XSS Payload Looks Like',
    category: 'security',
    author: 'Grace Okafor',
    intro: 'Real cross-site scripting payloads, pasted straight into this article: a safe site shows them inert.',
    points: [],
    // Hostile on purpose: the site must render every part of this inert (docs/behaviour.md "Blog").
    html: [
      '<p>Real cross-site scripting payloads, pasted straight into this article: a safe site shows them inert.</p>',
      '<h2>A script tag</h2>',
      '<p>The classic first try.</p><script>window.__hostile = "script"; alert("script ran")</script>',
      '<h2>Event handlers</h2>',
      '<p onclick="alert(\'onclick ran\')" onmouseover="window.__hostile = \'mouseover\'">Hover or click this paragraph: nothing happens.</p>',
      '<p><img src="data:image/png;base64,broken" alt="A broken image with an onerror handler" width="120" height="60" onerror="window.__hostile = \'onerror\'; alert(\'onerror ran\')"></p>',
      '<h2>Links</h2>',
      '<p><a href="javascript:alert(\'link ran\')">A javascript: link</a> and <a href="JaVaScRiPt:window.__hostile=1">a mixed-case one</a>.</p>',
      '<h2>Frames and forms</h2>',
      '<iframe src="javascript:alert(\'iframe ran\')" title="hostile frame"></iframe>',
      '<form action="javascript:alert(\'form ran\')"><button>Submit</button></form>',
      '<p>If no dialog opened while this page loaded, the sanitiser did its job.</p>',
    ].join('\n'),
  },
];

const categoryId = (slug: CategorySlug): number => postCategories.find((c) => c.slug === slug)?.id ?? 1;

/** A believable article around the post's key points: intro, a summary list and three sections. */
function articleHtml(post: SeedPost): string {
  const sections: [string, string[]][] = [
    ['The short version', [`<ul>${post.points.map((point) => `<li>${point}</li>`).join('')}</ul>`]],
    [
      'Why it matters',
      [
        `${post.intro} Teams that hire testers look for exactly this: judgement you can explain, not a list of tools.`,
        'Every habit below comes from real projects reviewed by our mentors, and each one takes less than a week to practise.',
      ],
    ],
    [
      'How to practise it',
      post.points.map((point) => `${point} Try it on a site you use every day and write down what you notice.`),
    ],
    [
      'What to do next',
      [
        'Pick one idea from this article and use it in your next task. Then share what happened with the community in the chat: questions are welcome.',
      ],
    ],
  ];
  return [
    `<p>${post.intro}</p>`,
    ...sections.map(
      ([heading, parts]) =>
        `<h2>${heading}</h2>\n${parts.map((part) => (part.startsWith('<') ? part : `<p>${part}</p>`)).join('\n')}`,
    ),
  ].join('\n');
}

export const posts = seedPosts.map((post) => ({
  slug: post.slug,
  title: post.title,
  author: post.author,
  categories: [categoryId(post.category)],
  content: post.html ?? articleHtml(post),
  excerpt: `<p>${post.intro}</p>`,
  img: mediaPath.cover('post', post.slug),
}));
