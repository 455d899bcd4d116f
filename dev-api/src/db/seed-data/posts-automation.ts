/** Seed: the blog's automation articles. */
import type { SeedPost } from './post-markup.ts';

export const playwrightLocators: SeedPost = {
  slug: 'playwright-locators-that-last',
  title: 'Playwright Locators That Last',
  category: 'automation',
  author: 'Marcus Lee',
  excerpt: 'Find elements the way a user sees them, by role, label and text, and your tests survive the next redesign.',
  body: [
    'Most brittle UI tests I am asked to repair share one cause: they find elements by how the page is built rather than by what the user sees. A redesign renames the classes, someone adds a wrapper, and thirty tests fail although nothing a user would notice has changed.',
    '## Prefer what the user sees',
    'Playwright’s built-in locators follow the same order of preference as the Testing Library family: role first, then label, then text.',
    {
      code: "await page.getByRole('button', { name: 'Add to cart' }).click();\nawait page.getByLabel('E-mail').fill('ana@example.com');\nawait expect(page.getByRole('heading', { name: 'Your order' })).toBeVisible();",
    },
    'A role locator also checks something useful for free: if a button cannot be found by its role and name, a screen reader user probably cannot find it either.',
    '## Narrow the search instead of counting',
    'When a page has several similar elements, search inside the part of the page you mean rather than taking the third match:',
    {
      code: "const summary = page.getByRole('region', { name: 'Order summary' });\nawait expect(summary.getByText('Total')).toBeVisible();\n\nconst row = page.getByRole('row').filter({ hasText: 'Blue T-shirt' });\nawait row.getByRole('button', { name: 'Remove' }).click();",
    },
    'Positions, whether <code>nth()</code>, <code>:nth-child</code> or an XPath index, tie the test to the order of elements, and order is the first thing to change when someone adds a feature.',
    '## What to avoid',
    {
      ul: [
        'Generated class names such as <code>.css-1x2y3z</code>: some styling libraries change them with every build.',
        'Long CSS chains like <code>div.main &gt; div &gt; ul li:first-child a</code>: every level is one more reason to break.',
        'Text that changes often, such as prices or dates, as the way to find an element. Assert on it instead.',
      ],
    },
    '## When there is no good handle',
    'Sometimes an element has no accessible name: an icon button, a canvas, a custom widget. First ask whether that is a bug, because it usually is. If the fix has to wait, agree on a <code>data-testid</code> with the developers and use <code>getByTestId</code>. It is stable and explicit, and the team knows not to rename it.',
    '## Let Playwright wait for you',
    'Locators are lazy: they look for the element when you act on it, and actions and web-first assertions such as <code>toBeVisible()</code> retry until the page is ready. That is why a test with good locators needs no <code>waitForTimeout</code>. If you find yourself adding one, the locator or the assertion is usually what needs to change.',
  ],
};

export const apiTestingChecklist: SeedPost = {
  slug: 'api-testing-checklist',
  title: 'The API Testing Checklist',
  category: 'automation',
  author: 'Grace Okafor',
  excerpt: 'Status codes, schemas, authorisation and the edge cases everyone forgets: what I check on every endpoint.',
  body: [
    'Every API I test gets the same first pass. It takes an hour or two per endpoint, finds bugs more often than you would expect, and gives the team a shared idea of what “tested” means. Here it is.',
    '## The happy path, properly',
    {
      ul: [
        'The status code is the one the documentation promises: 201 for a created resource rather than 200, and 204 when there is no body.',
        'The response matches its schema: required fields present, types right, and no extra fields leaking internals such as password hashes.',
        'The headers are right: <code>Content-Type</code>, caching headers, and a <code>Location</code> header after a create.',
        'What the request changed really changed: read the resource back instead of trusting the response.',
      ],
    },
    '## Bad input',
    {
      ul: [
        'Missing required fields, wrong types, empty strings and very long strings each get a 400 with a message a person can act on.',
        'Unknown fields are either ignored or refused, and the documentation says which.',
        'Every number and length limit is tested at its boundaries, as you would test a form.',
        'Characters that trip naive code get through intact: quotes, emoji, right-to-left text and a plain <code>%</code> in a search.',
      ],
    },
    '## Authentication and authorisation',
    {
      ul: [
        'No token, an expired token and a malformed token each get a 401.',
        'A valid token of another user gets a 403 or a 404, never the data. Change the id in every request you make as user A to an id that belongs to user B: this one check finds more serious bugs than anything else here.',
        'A user without the right role cannot call the admin endpoints, even when the interface hides the buttons.',
      ],
    },
    '## Not found, conflicts and limits',
    {
      ul: [
        'An unknown id gets a 404, and so does an id in the wrong format: not a 500.',
        'Creating the same thing twice gives a clear 409, or is safely idempotent.',
        'Rate limits answer 429 with a <code>Retry-After</code> header.',
        'A page past the last one, a page size of zero and an enormous page size all behave sensibly.',
      ],
    },
    '## Turn it into tests',
    'Once the checks pass, keep them. Save the requests in a Postman collection with assertions on status and schema, run it with Newman in the pipeline, and add a contract test for each consumer that depends on the API. The checklist becomes a regression suite you no longer have to remember.',
  ],
};

export const flakyTestsFieldGuide: SeedPost = {
  slug: 'flaky-tests-field-guide',
  title: 'A Field Guide to Flaky Tests',
  category: 'automation',
  author: 'Marcus Lee',
  excerpt: 'Timing, data and environment: the three roots of flakiness, how to tell them apart and how to fix each.',
  body: [
    'A flaky test passes and fails on the same code. One is an annoyance; twenty of them teach the whole team to press “re-run” instead of reading failures, and then a real bug slips through with the rest. Almost every flaky test I have debugged grew from one of three roots.',
    {
      ol: [
        '<strong>Timing.</strong> The test acts before the application is ready: it clicks a button that is still disabled, reads a list before the request that fills it has returned, or asserts in the middle of an animation. Fixed sleeps make it worse: too short on a slow CI machine, wasted time on a fast one.',
        '<strong>Data.</strong> Tests share state. Two tests edit the same user, a test expects an empty basket that another one filled, or the order of the tests decides the result. These failures often appear only when tests run in parallel or in a different order.',
        '<strong>Environment.</strong> Something outside the test changes: a third-party service is slow, a test server runs out of memory, the clock passes midnight, the browser is updated, or the screen size differs between a laptop and the CI runner.',
      ],
    },
    '## Find out which one you have',
    'Run the failing test on its own, many times in a row: <code>npx playwright test checkout.spec.ts --repeat-each=30</code>. If it fails alone, suspect timing. If it fails only together with other tests, suspect data. If it fails only on CI, compare the environments. Keep the evidence: a trace, screenshots and logs from the failed run are worth more than any number of green re-runs.',
    '## Fixing timing',
    'Wait for a condition, never for a number of milliseconds. Web-first assertions such as <code>await expect(locator).toBeVisible()</code> retry until the condition holds or the timeout runs out. When the page depends on a request, wait for that response, or mock it so that the test decides when it arrives.',
    '## Fixing data',
    'Give each test its own data. Create the user, basket or order a test needs at its start, through the API rather than the interface so that it is quick, and give it a unique name. Do not rely on other tests having run, and clean up wherever leftovers could confuse a later run.',
    '## Fixing the environment',
    'Control what you can: pin browser versions, set the viewport and time zone in the configuration, and mock the third-party services you are not testing. For what you cannot control, such as a shared staging server, make the test say clearly that the environment failed rather than the feature.',
    '## Quarantine, do not ignore',
    'If a fix will take time, move the test to a quarantine group that runs but does not block the pipeline, with a ticket and an owner. Retries hide flakiness: use them to keep the pipeline useful, but track every test that needed one and fix the worst first.',
  ],
};
