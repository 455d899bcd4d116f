import type { SeedQuiz } from '../types.ts';

/** One quiz per syllabus section of UI Automation with Playwright. */
export const quizzes: SeedQuiz[] = [
  {
    title: 'First steps: setup, locators and assertions',
    section: 0,
    questions: [
      {
        prompt:
          'After upgrading @playwright/test, every test fails at launch because the browser executable does not exist. What do you run?',
        kind: 'single',
        options: [
          'npm cache clean --force',
          'npx playwright install (with --with-deps on a fresh Linux machine)',
          'npx playwright codegen',
          'npm init playwright@latest in a new folder',
        ],
        correct: [1],
        explanation:
          'Each Playwright release expects its own browser builds, and installing the package does not download them again. The install command fetches the matching builds; --with-deps adds the system libraries on Linux.',
      },
      {
        prompt:
          'You need the "Add to cart" button of the "Blue enamel mug" card in a grid of products. Which locator is the most durable?',
        kind: 'single',
        options: [
          "page.locator('.grid > div:nth-child(4) button')",
          "page.getByRole('button', { name: 'Add to cart' }).nth(3)",
          "page.getByRole('listitem').filter({ hasText: 'Blue enamel mug' }).getByRole('button', { name: 'Add to cart' })",
          "page.locator('//div[4]/div/button[1]')",
        ],
        correct: [2],
        explanation:
          "Finding the card by what the user sees and then the button inside it survives re-styling and re-sorting. The other three all depend on the card's position, which changes as soon as the catalogue does.",
      },
      {
        prompt:
          'Which of these lines keep checking until the page reaches the expected state, instead of checking once?',
        kind: 'multiple',
        options: [
          "await expect(page.getByRole('status')).toHaveText('Saved');",
          "expect(await page.getByRole('status').textContent()).toBe('Saved');",
          "await expect(page.getByRole('dialog')).not.toBeVisible();",
          "expect(await page.getByText('Saved').isVisible()).toBe(true);",
        ],
        correct: [0, 2],
        explanation:
          'Web-first assertions receive a locator and retry until they pass or time out, and negated ones wait too. Reading textContent() or isVisible() yourself takes one snapshot, so expect compares a value that may already be out of date.',
      },
      {
        prompt:
          "A click fails with \"strict mode violation: getByRole('button', { name: 'Delete' }) resolved to 3 elements\". What is the best fix?",
        kind: 'single',
        options: [
          'Add .first() so the test clicks the first Delete button',
          'Narrow the locator to the row you mean, for example with filter({ hasText }) and then getByRole',
          "Replace it with a CSS selector that includes the button's class",
          'Raise the action timeout so the page settles on one button',
        ],
        correct: [1],
        explanation:
          'Strictness protects you from clicking the wrong element. Scoping the locator to the right row states your intent; .first() silently picks whichever row happens to be on top.',
      },
      {
        prompt: 'What does the webServer block in playwright.config.ts do?',
        kind: 'single',
        options: [
          'Starts your application before the tests and stops it after the run',
          'Deploys the application to a staging server',
          'Mocks every API request the page makes',
          'Runs the tests on a remote browser grid',
        ],
        correct: [0],
        explanation:
          'webServer runs a command such as npm run start and waits for its URL before testing. With reuseExistingServer it uses a server you already have running on your machine.',
      },
      {
        prompt:
          'An icon-only "Delete" button has no accessible name, so getByRole cannot find it by name. Which responses are appropriate?',
        kind: 'multiple',
        options: [
          'Report it as an accessibility bug, since screen reader users cannot tell what it does',
          'Agree on a data-testid with the developers and use getByTestId until it is fixed',
          'Locate it with a long nth-child CSS path copied from DevTools',
          'Add page.waitForTimeout(1000) before looking for it',
        ],
        correct: [0, 1],
        explanation:
          'A control that tests cannot find by role is usually unusable with assistive technology, so it is a product bug. A test id is a stable stopgap; a copied CSS path breaks with the next layout change, and waiting does not give the button a name.',
      },
    ],
  },
  {
    title: 'Structure: fixtures, page objects and mocking',
    section: 1,
    questions: [
      {
        prompt: 'In a custom fixture defined with test.extend, where does the cleanup code go?',
        kind: 'single',
        options: [
          'Before await use(value)',
          'After await use(value)',
          "In the page object's constructor",
          'In a separate afterAll hook in every spec file',
        ],
        correct: [1],
        explanation:
          'The test runs while the fixture is paused at use(); everything after it runs once the test is finished, even if the test failed. That keeps setup and cleanup side by side.',
      },
      {
        prompt: 'In the approach taught in this course, what belongs in a page object?',
        kind: 'multiple',
        options: [
          "Locators for the screen's elements",
          'User-level actions such as logIn(email, password)',
          'The expect assertions that decide whether the test passed',
          'Hard-coded passwords shared by every test',
        ],
        correct: [0, 1],
        explanation:
          'Page objects hold knowledge about a screen: how to find things and how to perform actions. Assertions stay in the test so readers see what is checked, and credentials come from fixtures or environment variables.',
      },
      {
        prompt:
          "A test calls page.goto('/orders') and only then page.route('**/api/orders', ...). The page shows real data and the mock is ignored. Why?",
        kind: 'single',
        options: [
          'The request was sent during navigation, before the route existed',
          'Glob patterns do not support **',
          'page.route only intercepts POST requests',
          'route.fulfill needs an explicit contentType to work',
        ],
        correct: [0],
        explanation:
          'Routes apply only to requests made after they are registered. Move page.route above page.goto, or above the click that triggers the request.',
      },
      {
        prompt: 'Which statements about route handlers are true?',
        kind: 'multiple',
        options: [
          'route.abort() makes the request fail as if the network were down',
          'route.fetch() performs the real request so you can change its response before fulfilling',
          'route.fulfill({ json }) answers with your own body without contacting the server',
          'page.route also intercepts requests from other tabs opened in the same context',
        ],
        correct: [0, 1, 2],
        explanation:
          'abort, fetch and fulfill do exactly what the first three options say. page.route covers only its own tab; context.route is the one that covers every page of the context, pop-ups included.',
      },
      {
        prompt: 'Mocked tests are faster and more stable. Why keep some end-to-end tests against a real backend?',
        kind: 'single',
        options: [
          'Mocked tests stay green when the real API changes its contract, while production breaks',
          'Playwright cannot mock POST requests',
          'Mocked tests cannot run in CI',
          'Real backends always answer faster than mocks',
        ],
        correct: [0],
        explanation:
          'A mock only proves the page handles answers you invented. A thin layer of real journeys catches the moment the front end and the API stop agreeing.',
      },
      {
        prompt: 'What is the main advantage of a fixture over a beforeEach hook?',
        kind: 'single',
        options: [
          'It is created only for the tests that ask for it, and its cleanup sits next to its setup',
          'It runs before every test in the file, whether needed or not',
          'It cannot fail, so tests become more stable',
          'It replaces the need for assertions',
        ],
        correct: [0],
        explanation:
          'Fixtures are on demand, composable and typed. beforeEach is the one that runs for every test in scope, needed or not.',
      },
    ],
  },
  {
    title: 'At scale: flaky tests and parallel runs',
    section: 2,
    questions: [
      {
        prompt:
          'With retries: 2, a test fails on its first attempt and passes on the second. How does Playwright report it?',
        kind: 'single',
        options: ['Passed', 'Flaky', 'Failed', 'Skipped'],
        correct: [1],
        explanation:
          'A pass after a failed attempt is reported as flaky, so the instability stays visible. That is exactly the test to open a trace for.',
      },
      {
        prompt: 'Which trace setting records a trace only when a test is retried, keeping green runs fast?',
        kind: 'single',
        options: ["trace: 'on'", "trace: 'on-first-retry'", "trace: 'retain-on-failure'", "trace: 'off'"],
        correct: [1],
        explanation:
          'on-first-retry records during the first retry, which only happens after a failure. retain-on-failure records every test and keeps only failing traces, which costs time on every run.',
      },
      {
        prompt:
          'A test fails about once in twenty runs of the full suite with four workers, but never when run alone. What should you check first?',
        kind: 'multiple',
        options: [
          'Whether two tests use the same user account at the same time',
          'Whether another test edits or deletes records this test reads',
          'Whether the browser binaries are out of date',
          'Whether the test uses getByRole instead of CSS selectors',
        ],
        correct: [0, 1],
        explanation:
          'Failing only in parallel points to shared state in the backend, because browser contexts are already isolated. Outdated browsers or the choice of locator would fail alone as well.',
      },
      {
        prompt:
          'A test sometimes clicks "Apply" before the list of discount codes has loaded. Which change actually fixes it?',
        kind: 'single',
        options: [
          'Add page.waitForTimeout(2000) before the click',
          'Raise retries to 5',
          'Assert the loaded state first, for example await expect(codes).toHaveCount(3), then click',
          'Double the global test timeout',
        ],
        correct: [2],
        explanation:
          'Waiting for the state the test depends on removes the race. Sleeps, retries and bigger timeouts only make the failure rarer and the suite slower.',
      },
      {
        prompt: 'With default settings (fullyParallel is off), how does Playwright run the tests inside one spec file?',
        kind: 'single',
        options: [
          'In order, one after another, in the same worker',
          'Each in its own worker at the same time',
          'All in one shared browser context',
          'In a random order to expose dependencies',
        ],
        correct: [0],
        explanation:
          'Files run in parallel, but tests inside a file run sequentially in one worker. fullyParallel: true spreads them across workers too; each test still gets its own browser context either way.',
      },
      {
        prompt: 'Which statements about a setup project that saves storageState are true?',
        kind: 'multiple',
        options: [
          'It logs in once and saves cookies and local storage to a file',
          'Projects that list it in dependencies run after it has finished',
          'The saved file is safe to commit because it contains no password',
          'It makes every test share one browser context',
        ],
        correct: [0, 1],
        explanation:
          'The setup project runs first and writes the session to disk, and the dependent projects load it into each new context. The file holds live session cookies, so it must stay out of git, and each test still gets its own context.',
      },
    ],
  },
];
