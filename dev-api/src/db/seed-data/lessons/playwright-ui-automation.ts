import type { CourseLessons } from './types.ts';

export const lessons: CourseLessons = {
  course: 'playwright-ui-automation',
  lectures: [
    {
      title: 'Installing Playwright',
      body: `<h2>What you are installing</h2>
<p>Playwright is two tools in one package. <code>@playwright/test</code> is a test runner: it finds your spec files, runs them in parallel, retries failures and writes reports. Underneath sits a browser automation library that drives Chromium, Firefox and WebKit (the engine behind Safari) through one API, so a test written once runs against all three engines.</p>

<h3>Create a project</h3>
<p>You need Node.js (an LTS release) and either an empty folder or the front-end repository you will test. Run the initializer and answer its questions:</p>
<pre><code>npm init playwright@latest
# TypeScript or JavaScript? TypeScript
# Where to put your end-to-end tests? tests
# Add a GitHub Actions workflow? true
# Install Playwright browsers? true</code></pre>
<p>It adds <code>@playwright/test</code> to <code>devDependencies</code>, writes <code>playwright.config.ts</code> and an example spec, and downloads the browser builds that match this exact version. On a fresh Linux machine or CI runner, <code>npx playwright install --with-deps</code> also installs the system libraries the browsers need. Every release is tested against specific browser builds, so run the install command again after each upgrade.</p>

<h3>The config file</h3>
<pre><code>import { defineConfig, devices } from '@playwright/test';

export default defineConfig({
  testDir: './tests',
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] } },
    { name: 'webkit', use: { ...devices['Desktop Safari'] } },
  ],
  webServer: {
    command: 'npm run start',
    url: 'http://localhost:3000',
    reuseExistingServer: !process.env.CI,
  },
});</code></pre>
<p><code>baseURL</code> lets tests write <code>page.goto('/login')</code> instead of repeating the host. Each <strong>project</strong> runs the whole suite with its own settings, here two browser engines. <code>webServer</code> starts the application before the run and stops it afterwards; on your machine it reuses a server that is already running.</p>

<h3>Your first test</h3>
<pre><code>import { test, expect } from '@playwright/test';

test('a visitor can reach the sign-up form', async ({ page }) =&gt; {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\\/signup$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});</code></pre>
<p>The <code>page</code> argument is a new tab in a new, isolated browser context: no cookies or storage leak in from other tests. Every browser call is asynchronous, so every line starts with <code>await</code>. A forgotten <code>await</code> is the classic beginner bug; the ESLint rule <code>@typescript-eslint/no-floating-promises</code> catches it before it costs you an afternoon.</p>

<h3>Commands you will use daily</h3>
<ul>
<li><code>npx playwright test</code> runs everything headless; add <code>--project=chromium</code> for one engine or a file name for one spec.</li>
<li><code>npx playwright test --ui</code> opens UI mode, with watch mode, a timeline of each step and a locator picker.</li>
<li><code>npx playwright test --headed --workers=1</code> shows the browser while you debug.</li>
<li><code>npx playwright codegen localhost:3000</code> records your clicks as code, a quick way to discover locators.</li>
<li><code>npx playwright show-report</code> opens the HTML report of the last run.</li>
</ul>`,
      slides: [
        {
          heading: 'What Playwright is',
          points: [
            'A test runner and a browser driver',
            'Chromium, Firefox and WebKit, one API',
            'Tests in TypeScript, run by Node.js',
          ],
          narration: [
            'Playwright gives you a test runner and a browser automation library in one package.',
            'One test can run against Chromium, Firefox and WebKit, the engine behind Safari.',
          ],
        },
        {
          heading: 'Create a project',
          points: [
            'npm init playwright@latest',
            'Config, example test, matching browsers',
            'Reinstall browsers after every upgrade',
          ],
          narration: [
            'Run npm init playwright, answer four questions, and you get a config file and an example test.',
            'Each Playwright version expects its own browser builds, so run the install command again after upgrading.',
          ],
        },
        {
          heading: 'The config file',
          points: [
            'baseURL keeps hosts out of tests',
            'Projects repeat the suite per browser',
            'webServer starts the app for you',
          ],
          narration: [
            'The config sets a base URL, so tests navigate with short paths such as slash login.',
            'Projects repeat the suite with different settings, and the web server block starts your application before the run.',
          ],
        },
        {
          heading: 'Your first test',
          points: [
            'Every test gets a fresh, isolated page',
            'Await every browser call',
            'Finish with a web-first assertion',
          ],
          narration: [
            'Each test receives its own page in a clean browser context, with no cookies left by other tests.',
            'Every browser call returns a promise, so a missing await is the first bug to look for.',
          ],
        },
        {
          heading: 'Daily commands',
          points: [
            'npx playwright test',
            '--ui for watch mode and a timeline',
            'codegen to record, show-report to read',
          ],
          narration: [
            'Run the suite headless in the terminal, or open UI mode to watch each test step by step.',
            'Codegen records your clicks as code, and show report opens the HTML report of the last run.',
          ],
        },
      ],
    },
    {
      title: 'Locators that last',
      body: `<h2>Why most UI tests break</h2>
<p>Ask a team why they gave up on UI automation and you will hear the same story: a designer moved a button, a developer renamed a CSS class, and forty tests went red although the product still worked. Those tests were coupled to how the page was built, not to what the user sees. Choosing locators well prevents most of this pain.</p>

<h3>What a locator is</h3>
<p>A locator describes how to find an element; it is not the element itself. Playwright resolves it at the moment you act or assert, and again on every retry, so an element that React re-rendered is simply found again. Locators are also <strong>strict</strong>: if the locator of a click matches three buttons, the test fails with a "strict mode violation" instead of clicking a random one.</p>

<h3>The order of preference</h3>
<ol>
<li><code>getByRole</code> with an accessible name, such as <code>page.getByRole('button', { name: 'Add to cart' })</code>. This is how assistive technology sees the page, and it matches how users talk about it.</li>
<li><code>getByLabel</code> for form fields: <code>page.getByLabel('Email')</code>.</li>
<li><code>getByPlaceholder</code>, <code>getByText</code>, <code>getByAltText</code> and <code>getByTitle</code> for content without a better role.</li>
<li><code>getByTestId</code> when the text is dynamic or translated; it reads <code>data-testid</code> by default.</li>
<li>CSS or XPath through <code>page.locator()</code>, only as a last resort.</li>
</ol>
<pre><code>// Brittle: depends on layout, order and styling
page.locator('#app &gt; div:nth-child(3) &gt; .card .btn-primary');

// Durable: depends on what the user sees
page.getByRole('button', { name: 'Add to cart' });</code></pre>

<h3>Narrowing down inside lists</h3>
<p>Real pages repeat things: ten product cards, each with its own "Add to cart" button. Find the card first, then the button inside it:</p>
<pre><code>const mug = page.getByRole('listitem').filter({ hasText: 'Blue enamel mug' });
await mug.getByRole('button', { name: 'Add to cart' }).click();

const invoice = page
  .getByRole('row')
  .filter({ has: page.getByRole('cell', { name: 'INV-2041' }) });
await expect(invoice.getByRole('cell', { name: 'Paid' })).toBeVisible();</code></pre>
<p>A chain like this reads like a sentence and keeps working when the items are sorted differently. Avoid <code>.first()</code> and <code>.nth(2)</code> unless the position is itself the thing under test, such as "the newest order is at the top".</p>

<h3>Matching text</h3>
<p>By default names match case-insensitively and as substrings, so <code>{ name: 'Save' }</code> also matches "Save draft". Add <code>exact: true</code> or pass a regular expression like <code>/^Save$/</code> when the difference matters.</p>

<h3>When there is no role to find</h3>
<p>If a clickable element has no role or name, for example a <code>div</code> with a click handler or an icon button without a label, a screen reader user cannot operate it either. Report that as an accessibility bug instead of reaching for CSS. Until it is fixed, agree on a <code>data-testid</code> with the developers.</p>

<p>The locator picker in UI mode and in <code>codegen</code> suggests a locator for any element you hover. Treat the suggestion as a draft: it picks something unique, not necessarily something meaningful.</p>`,
      slides: [
        {
          heading: 'Why UI tests break',
          points: [
            'Tests tied to markup, not behaviour',
            'A renamed class should not fail a test',
            'Good locators prevent most of the pain',
          ],
          narration: [
            'Most broken UI suites were tied to how the page was built, not to what the user sees.',
            'A renamed CSS class or a moved button should never turn a working feature red.',
          ],
        },
        {
          heading: 'Locators are lazy and strict',
          points: [
            'Resolved on every action and retry',
            'Re-rendered elements are found again',
            'Several matches for a click fail the test',
          ],
          narration: [
            'A locator is a recipe, resolved each time you act or assert, so re-rendered elements are found again.',
            'If a locator matches several elements, Playwright refuses to guess and reports a strict mode violation.',
          ],
        },
        {
          heading: 'The order of preference',
          points: [
            'getByRole with an accessible name',
            'getByLabel for form fields',
            'getByTestId for dynamic text',
            'CSS and XPath as a last resort',
          ],
          narration: [
            'Reach for get by role first, with the name a user would read, then get by label for form fields.',
            'Test ids help with dynamic or translated text, and CSS selectors come last.',
          ],
        },
        {
          heading: 'Narrow down inside lists',
          points: [
            'Find the card, then the button in it',
            'filter with hasText or has',
            'Avoid nth unless order is the point',
          ],
          narration: [
            'When a page repeats elements, find the right card or row with filter, then the button inside it.',
            'Positional locators like nth break as soon as the list is sorted differently.',
          ],
        },
        {
          heading: 'No role? Report it',
          points: [
            'Unlabelled buttons fail screen readers',
            'File an accessibility bug',
            'Agree on a data-testid meanwhile',
          ],
          narration: [
            'If you cannot find an element by its role, a screen reader user probably cannot use it either.',
            'Report that as an accessibility bug, and agree on a test id with the developers until it is fixed.',
          ],
        },
      ],
    },
    {
      title: 'Assertions and auto-waiting',
      body: `<h2>Waiting is the hard part</h2>
<p>A modern page is never quite finished. After a click, a request goes out, a spinner appears, data comes back and the list re-renders. A test that checks too early fails; a test that sleeps for three seconds is slow on good days and still fails on bad ones. Playwright handles this with two mechanisms: actions that wait, and assertions that retry.</p>

<h3>Actions wait until the element is ready</h3>
<p>Before <code>click()</code>, Playwright waits until the element is visible, stable (not animating), enabled and able to receive the click, meaning nothing else covers it. <code>fill()</code> also waits for the field to be editable. If a condition is not met before the timeout, the error names the check that failed, for example "element is not enabled".</p>

<h3>Web-first assertions retry</h3>
<p>An assertion on a locator keeps re-checking until it passes or the expect timeout, five seconds by default, runs out:</p>
<pre><code>await page.getByRole('button', { name: 'Place order' }).click();

await expect(page.getByRole('status')).toHaveText('Order received');
await expect(page.getByRole('listitem')).toHaveCount(3);
await expect(page.getByLabel('Quantity')).toHaveValue('1');
await expect(page).toHaveURL(/\\/orders\\/\\d+$/);</code></pre>
<p>Compare that with a generic assertion on a value you read yourself:</p>
<pre><code>// Reads the text once, right now, and never retries: flaky
expect(await page.getByRole('status').textContent()).toBe('Order received');

// isVisible() also answers immediately, without waiting
expect(await page.getByText('Saved').isVisible()).toBe(true);</code></pre>
<p>The rule: when the thing you check is on the page, pass the locator to <code>expect</code> and let it wait. Never add <code>page.waitForTimeout(3000)</code> to turn a test green; it hides the condition you were really waiting for.</p>

<h3>The assertions you will use most</h3>
<ul>
<li><code>toBeVisible()</code> and <code>toBeHidden()</code>: a dialog opened, a spinner went away.</li>
<li><code>toHaveText()</code> and <code>toContainText()</code>: exact or partial text; both accept an array for lists.</li>
<li><code>toHaveValue()</code>, <code>toBeChecked()</code>, <code>toBeEnabled()</code>, <code>toBeDisabled()</code>: form state.</li>
<li><code>toHaveCount()</code>: how many elements match, including zero.</li>
<li><code>toHaveURL()</code> and <code>toHaveTitle()</code>: checks on the page itself.</li>
<li><code>toHaveAttribute()</code> and <code>toHaveAccessibleName()</code>: details that matter for accessibility.</li>
</ul>
<p>Negations wait as well: <code>await expect(spinner).not.toBeVisible()</code> waits for the spinner to disappear.</p>

<h3>Tuning and special cases</h3>
<pre><code>// One genuinely slow report: give this assertion more time
await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });

// Keep going after a mismatch and report every difference at the end
await expect.soft(page.getByTestId('subtotal')).toHaveText('$40.00');
await expect.soft(page.getByTestId('shipping')).toHaveText('$5.00');

// Retry a value that is not on the page, such as an API status
await expect.poll(async () =&gt; (await request.get('/api/orders/42')).status()).toBe(200);</code></pre>
<p>Raise the timeout of one assertion when a feature is truly slow, not the global timeout to cover up flakiness. Soft assertions suit screens with many independent fields; use them sparingly, so a test still stops when its precondition fails.</p>`,
      slides: [
        {
          heading: 'Why waiting is hard',
          points: [
            'Pages keep changing after every click',
            'Checking too early fails',
            'Fixed sleeps are slow and still flaky',
          ],
          narration: [
            'After a click the page sends requests, shows spinners and re-renders, so the right moment to check keeps moving.',
            'A fixed sleep is too long on good days and still too short on bad ones.',
          ],
        },
        {
          heading: 'Actions auto-wait',
          points: [
            'Visible, stable, enabled, not covered',
            'fill also waits until editable',
            'Errors name the check that failed',
          ],
          narration: [
            'Before clicking, Playwright waits until the element is visible, stable, enabled and not covered by anything else.',
            'When that never happens, the error tells you exactly which check failed.',
          ],
        },
        {
          heading: 'Web-first assertions',
          points: ['Pass the locator to expect', 'Retried until pass or timeout', 'Five seconds by default'],
          narration: [
            'Give expect the locator itself, and Playwright keeps checking until the condition holds or the timeout runs out.',
            'Reading the text yourself and comparing it checks only once, and that is how flaky tests are born.',
          ],
        },
        {
          heading: 'Everyday assertions',
          points: [
            'toBeVisible and toBeHidden',
            'toHaveText, toHaveValue, toHaveCount',
            'toHaveURL for the page itself',
          ],
          narration: [
            'Most tests need only a handful of matchers: visibility, text, form values, counts and the page address.',
            'Negated assertions wait too, so not to be visible waits for a spinner to go away.',
          ],
        },
        {
          heading: 'Special cases',
          points: [
            'A longer timeout for one slow check',
            'expect.soft collects several failures',
            'expect.poll retries values off the page',
          ],
          narration: [
            'Raise the timeout on a single assertion when a feature is genuinely slow, never globally.',
            'Soft assertions collect several differences at once, and poll retries a value such as an API status.',
          ],
        },
      ],
    },
    {
      title: 'Fixtures and page objects',
      body: `<h2>From scripts to a suite</h2>
<p>Ten tests that each type an email and a password into the login form work fine until the login form changes; then you fix ten files. Two tools keep a growing suite maintainable: <strong>page objects</strong> keep the knowledge about a screen in one place, and <strong>fixtures</strong> hand each test exactly what it needs, already set up and cleaned up afterwards.</p>

<h3>A page object</h3>
<pre><code>// tests/pages/login-page.ts
import type { Locator, Page } from '@playwright/test';

export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(private readonly page: Page) {
    this.email = page.getByLabel('Email');
    this.password = page.getByLabel('Password');
    this.submit = page.getByRole('button', { name: 'Log in' });
    this.error = page.getByRole('alert');
  }

  async goto() {
    await this.page.goto('/login');
  }

  async logIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}</code></pre>
<p>Keep page objects small. They expose locators and user-level actions named in the product's language, such as <code>logIn</code>. Keep assertions in the tests, so a reader sees what is checked without opening another file. One class per screen or per shared component (a header, a cart drawer) is enough; deep inheritance makes failures harder to trace.</p>

<h3>Fixtures: what a test asks for</h3>
<p>You already use built-in fixtures: <code>page</code>, <code>context</code>, <code>browser</code> and <code>request</code> for API calls. Playwright creates only the fixtures a test lists in its arguments, and tears them down afterwards. Add your own with <code>test.extend</code>. This one assumes your team exposes a small API for creating test users:</p>
<pre><code>// tests/fixtures.ts
import { test as base } from '@playwright/test';
import { LoginPage } from './pages/login-page';

type Customer = { email: string; password: string };

export const test = base.extend&lt;{ loginPage: LoginPage; customer: Customer }&gt;({
  customer: async ({ request }, use) =&gt; {
    const customer = { email: 'buyer-' + crypto.randomUUID() + '@example.test', password: 'S3cure-pass' };
    const created = await request.post('/api/test-users', { data: customer });
    const { id } = await created.json();
    await use(customer);
    await request.delete('/api/test-users/' + id);
  },
  loginPage: async ({ page }, use) =&gt; {
    const loginPage = new LoginPage(page);
    await loginPage.goto();
    await use(loginPage);
  },
});
export { expect } from '@playwright/test';</code></pre>
<p>Code before <code>await use(...)</code> is setup; code after it is teardown, and it runs even when the test fails. The spec file now talks only about behaviour:</p>
<pre><code>import { test, expect } from './fixtures';

test('a wrong password shows an error', async ({ loginPage, customer }) =&gt; {
  await loginPage.logIn(customer.email, 'not-the-password');
  await expect(loginPage.error).toHaveText('Email or password is incorrect');
});</code></pre>

<h3>Why fixtures beat beforeEach</h3>
<ul>
<li>They are created <strong>on demand</strong>: a test that does not ask for <code>customer</code> creates no user.</li>
<li>They <strong>compose</strong>: <code>loginPage</code> builds on <code>page</code>, and another fixture can build on yours.</li>
<li>They are <strong>typed</strong>, so the editor autocompletes them and flags typos.</li>
<li>Setup and cleanup sit side by side, so cleanup is never forgotten.</li>
</ul>`,
      slides: [
        {
          heading: 'Why structure matters',
          points: [
            'One login change, ten broken files',
            'Page objects hold knowledge of a screen',
            'Fixtures hand tests what they need',
          ],
          narration: [
            'When every test types into the login form itself, one change to that form means fixing every test.',
            'Page objects and fixtures put that knowledge in one place.',
          ],
        },
        {
          heading: 'A page object',
          points: [
            'Locators built once in the constructor',
            "Actions named in the product's language",
            'Assertions stay in the tests',
          ],
          narration: [
            'A page object creates its locators once and offers actions like log in, named the way users talk.',
            'Keep assertions in the tests, so a reader sees what is checked without opening another file.',
          ],
        },
        {
          heading: 'Custom fixtures',
          points: [
            'test.extend adds your own fixtures',
            'Setup before use, teardown after it',
            'Teardown runs even when a test fails',
          ],
          narration: [
            'With test extend you declare fixtures such as a ready login page or a brand new customer account.',
            'Code before use is setup, code after it is cleanup, and cleanup runs even after a failure.',
          ],
        },
        {
          heading: 'Why fixtures beat beforeEach',
          points: ['Created only when a test asks', 'Built on top of each other', 'Typed, so the editor catches typos'],
          narration: [
            'A fixture is created only for the tests that request it, so unrelated tests stay fast.',
            'Fixtures build on one another and are fully typed, which keeps a growing suite manageable.',
          ],
        },
      ],
    },
    {
      title: 'Network mocking',
      body: `<h2>Taking control of the network</h2>
<p>Some screens are hard to reach with real data: an empty order history, a payment provider that times out, a list with exactly 500 items, a server error at the worst moment. Playwright can intercept any request the page makes and answer it for the server, so these states become ordinary, fast, repeatable tests.</p>

<h3>Answering a request yourself</h3>
<pre><code>test('shows an empty state when there are no orders', async ({ page }) =&gt; {
  await page.route('**/api/orders', (route) =&gt; route.fulfill({ json: [] }));

  await page.goto('/orders');
  await expect(page.getByText('You have no orders yet')).toBeVisible();
});

test('explains a server error instead of spinning forever', async ({ page }) =&gt; {
  await page.route('**/api/orders', (route) =&gt;
    route.fulfill({ status: 500, json: { message: 'Internal error' } }),
  );

  await page.goto('/orders');
  await expect(page.getByRole('alert')).toContainText('Could not load your orders');
});</code></pre>
<p>Register a route <strong>before</strong> the navigation or click that triggers the request; a route added later misses it. The pattern can be a glob (<code>**</code> matches any prefix), a regular expression or a function of the URL. <code>page.route</code> covers one tab; <code>context.route</code> covers every page of the test, pop-ups included.</p>

<h3>Other things a handler can do</h3>
<ul>
<li><code>route.abort()</code> simulates a network failure; it is also handy for blocking analytics and chat widgets that slow tests down.</li>
<li><code>route.continue({ headers })</code> lets the request through with changes.</li>
<li><code>route.fetch()</code> performs the real request, so you can change only part of the answer:</li>
</ul>
<pre><code>await page.route('**/api/cart', async (route) =&gt; {
  const response = await route.fetch();
  const cart = await response.json();
  cart.items[0].quantity = 99; // the edge case we want to see
  await route.fulfill({ response, json: cart });
});</code></pre>

<h3>Checking what the page sent</h3>
<p>Mocking answers is only half of it; often the bug is in the request. Start waiting before the action, then inspect what went out:</p>
<pre><code>const orderRequest = page.waitForRequest(
  (req) =&gt; req.url().endsWith('/api/orders') &amp;&amp; req.method() === 'POST',
);
await page.getByRole('button', { name: 'Place order' }).click();

const sent = await orderRequest;
expect(sent.postDataJSON()).toMatchObject({ items: [{ sku: 'MUG-BLUE', quantity: 2 }] });</code></pre>
<p>The same pattern with <code>page.waitForResponse</code> gives you the status code and the body the server actually returned.</p>

<h3>How much to mock</h3>
<p>Mocked tests are fast and deterministic, but they only prove that the front end handles answers you invented. If the real API renames a field, mocked tests stay green while production breaks. A balanced suite keeps a thin layer of true end-to-end tests for the main journeys against a real backend, and uses mocks for edge cases and error states. When you need realistic payloads, record them once into a HAR file and replay them with <code>page.routeFromHAR('hars/catalog.har', { url: '**/api/**' })</code>; re-record with <code>update: true</code> when the API changes.</p>`,
      slides: [
        {
          heading: 'Why mock the network',
          points: [
            'Empty states, errors and timeouts on demand',
            'Fast and repeatable',
            'No hunting for the right real data',
          ],
          narration: [
            'Some states are hard to reach with real data, like an empty order history or a failing payment provider.',
            'Intercepting requests turns those states into ordinary, fast and repeatable tests.',
          ],
        },
        {
          heading: 'Answering with route.fulfill',
          points: [
            'Register the route before navigating',
            'json for the body, status for errors',
            'context.route covers every tab',
          ],
          narration: [
            'Register the route before the page makes the request, then answer it with your own JSON and status code.',
            'A route on the browser context covers pop-ups and new tabs as well.',
          ],
        },
        {
          heading: 'Abort, continue, modify',
          points: [
            'abort simulates a network failure',
            'continue passes the request through',
            'fetch, then change a single field',
          ],
          narration: [
            'Abort a request to simulate a broken network or to block slow third-party widgets.',
            'Or fetch the real answer and change just one field to create the edge case you need.',
          ],
        },
        {
          heading: 'Check what the page sent',
          points: [
            'Start waitForRequest before the click',
            'Inspect the method and the payload',
            'waitForResponse for status and body',
          ],
          narration: [
            'Many bugs live in the request, so start waiting for it before the click, then inspect the payload.',
            'The same pattern with wait for response gives you the real status code and body.',
          ],
        },
        {
          heading: 'How much to mock',
          points: [
            'Mocks can drift from the real API',
            'Keep real journeys end to end',
            'Record realistic payloads in a HAR',
          ],
          narration: [
            'A mocked test only proves the page handles answers you invented, so it can stay green while production breaks.',
            'Keep a few real end-to-end journeys, and use mocks for edge cases and error states.',
          ],
        },
      ],
    },
    {
      title: 'Tracing flaky tests',
      body: `<h2>Passes, fails, same code</h2>
<p>A flaky test is worse than no test. At first people rerun the pipeline; after a month nobody reads red builds any more, and a real regression slips through. Your job is not to make the test green but to find out why it is sometimes red, and Playwright's trace is the best evidence you can get.</p>

<h3>Record evidence automatically</h3>
<pre><code>// playwright.config.ts
export default defineConfig({
  retries: process.env.CI ? 2 : 0,
  use: {
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    video: 'retain-on-failure',
  },
});</code></pre>
<p>With retries on, a test that fails and then passes is reported as <strong>flaky</strong>, not as passed, so it stays visible in the report. <code>'on-first-retry'</code> records a trace only when it is needed, which keeps green runs fast. <code>'retain-on-failure'</code> records every test and keeps the traces of failures, which helps when a failure does not come back on retry.</p>

<h3>Reading a trace</h3>
<p>Open it from the HTML report, or run <code>npx playwright show-trace path/to/trace.zip</code>. The trace viewer shows:</p>
<ul>
<li><strong>Actions</strong>: every step with its duration and the locator it used.</li>
<li><strong>DOM snapshots</strong> before, during and after each action, which you can inspect like a live page.</li>
<li><strong>Network</strong>: each request with its timing, status and body.</li>
<li><strong>Console</strong> messages and uncaught page errors.</li>
<li><strong>Source</strong>: the line of your test behind each step.</li>
</ul>
<p>Put the failing attempt next to the passing retry. The difference is usually visible: in the failing one, the click happened while the list still showed old data, or two requests finished in a different order.</p>

<h3>Reproduce before you fix</h3>
<pre><code>npx playwright test tests/checkout.spec.ts --repeat-each=30 --workers=4 --retries=0
npx playwright test --grep "applies a discount code" --trace on</code></pre>
<p>If it fails only with several workers, suspect data shared between tests. If it also fails alone, suspect timing inside the test itself.</p>

<h3>Usual causes and their fixes</h3>
<table>
<thead><tr><th>What the trace shows</th><th>Cause</th><th>Fix</th></tr></thead>
<tbody>
<tr><td>Assertion saw old text</td><td>Value read once with <code>textContent()</code></td><td>Web-first assertion on the locator</td></tr>
<tr><td>Click before the data loaded</td><td>No wait for the state the test needed</td><td>Assert the loaded state first</td></tr>
<tr><td>Another test's item in the list</td><td>Shared account or records</td><td>Unique data per test</td></tr>
<tr><td>Fails near midnight or month end</td><td>The real clock</td><td>A fixed time with <code>page.clock</code></td></tr>
<tr><td>Error from a third-party script</td><td>External widget</td><td>Block it with <code>page.route</code></td></tr>
</tbody>
</table>

<h3>Make traces readable</h3>
<p>Wrap logical phases in <code>test.step('add two items to the cart', async () =&gt; { ... })</code>; steps appear as named groups in both the trace and the report. And resist the two tempting non-fixes, a longer timeout and more retries. Both make the build green while the race stays in the test or in the product.</p>`,
      slides: [
        {
          heading: 'Why flaky tests hurt',
          points: [
            'People stop trusting red builds',
            'Real regressions slip through',
            'Find the cause, do not just rerun',
          ],
          narration: [
            'A flaky test teaches the team to ignore red builds, and then a real regression slips through unnoticed.',
            'The goal is to understand why the test is sometimes red, not to make it green.',
          ],
        },
        {
          heading: 'Record evidence',
          points: [
            'Retries in CI mark tests as flaky',
            'Trace on first retry keeps runs fast',
            'Screenshots and video for failures',
          ],
          narration: [
            'With retries on in CI, a test that fails and then passes is reported as flaky, so it stays visible.',
            'Recording the trace on the first retry gives you evidence without slowing down green runs.',
          ],
        },
        {
          heading: 'Reading a trace',
          points: [
            'Actions with timings and locators',
            'DOM snapshots before and after',
            'Network, console and source',
          ],
          narration: [
            'The trace viewer replays every action with snapshots of the page before and after it.',
            'Compare the failing attempt with the passing retry, and the difference is usually plain to see.',
          ],
        },
        {
          heading: 'Reproduce, then fix',
          points: [
            '--repeat-each to shake out failures',
            'Fails only in parallel? Shared data',
            'Fails alone too? Timing in the test',
          ],
          narration: [
            'Run the test thirty times with retries off to reproduce the failure on your own machine.',
            'If it fails only with several workers, look for data shared between tests.',
          ],
        },
        {
          heading: 'Fixes that last',
          points: [
            'Web-first assertions, not textContent',
            'Unique data, fixed clock, blocked widgets',
            'Not longer timeouts, not more retries',
          ],
          narration: [
            'Most flakiness comes from reading values too early, shared data, the real clock or third-party scripts.',
            'Longer timeouts and more retries only hide the race, so fix the cause instead.',
          ],
        },
      ],
    },
    {
      title: 'Parallel runs',
      body: `<h2>Fast enough that people run it</h2>
<p>A suite that takes forty minutes runs once a night and nobody waits for it. The same suite in six minutes can guard every pull request. Playwright is parallel by default; your part is writing tests that are safe to run side by side.</p>

<h3>How Playwright splits the work</h3>
<ul>
<li>Tests run in <strong>worker processes</strong>, each with its own browser. By default you get half as many workers as CPU cores.</li>
<li>Different <strong>files</strong> run in parallel; the tests inside one file run in order, in one worker.</li>
<li><code>fullyParallel: true</code> spreads the tests of a single file across workers too.</li>
<li>Every test gets a new browser context, so cookies and local storage never leak between tests.</li>
</ul>
<pre><code>export default defineConfig({
  fullyParallel: true,
  workers: process.env.CI ? 4 : undefined,
  forbidOnly: !!process.env.CI,
});</code></pre>
<p><code>forbidOnly</code> fails the CI run when someone commits a <code>test.only</code>, which would otherwise quietly skip the rest of the suite.</p>

<h3>The real problem: shared data</h3>
<p>The browser is isolated; your backend is not. Two tests that log in as the same user and both empty the cart will break each other at random. Give every test its own data:</p>
<ul>
<li>Create records in a fixture with unique names, for example using <code>crypto.randomUUID()</code>.</li>
<li>When accounts are expensive, give each worker one: <code>testInfo.parallelIndex</code> stays the same for a worker slot, so slot 0 uses <code>qa-user-0</code> and slot 1 uses <code>qa-user-1</code>.</li>
<li>Never let one test depend on another test's leftovers. <code>test.describe.configure({ mode: 'serial' })</code> exists, but it slows the suite, and one failure skips the rest of the group.</li>
</ul>

<h3>Log in once, reuse everywhere</h3>
<p>Logging in through the form in every test wastes minutes. A setup project logs in once and saves the session:</p>
<pre><code>// tests/auth.setup.ts
import { test as setup, expect } from '@playwright/test';

setup('log in as the shared customer', async ({ page }) =&gt; {
  await page.goto('/login');
  await page.getByLabel('Email').fill(process.env.E2E_USER_EMAIL!);
  await page.getByLabel('Password').fill(process.env.E2E_USER_PASSWORD!);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.context().storageState({ path: 'playwright/.auth/user.json' });
});

// playwright.config.ts, inside defineConfig
projects: [
  { name: 'setup', testMatch: /.*\\.setup\\.ts/ },
  {
    name: 'chromium',
    use: { ...devices['Desktop Chrome'], storageState: 'playwright/.auth/user.json' },
    dependencies: ['setup'],
  },
],</code></pre>
<p>Add <code>playwright/.auth</code> to <code>.gitignore</code>: the file holds live session cookies. Tests that change account settings should still create their own user, or they disturb everyone reusing this session.</p>

<h3>Beyond one machine</h3>
<p>When one machine is not enough, shard the suite: <code>npx playwright test --shard=2/4</code> runs the second quarter. Four CI jobs run side by side, each writes a <code>blob</code> report, and <code>npx playwright merge-reports --reporter html ./all-blob-reports</code> combines them into one.</p>`,
      slides: [
        {
          heading: 'Why speed matters',
          points: [
            'A slow suite runs nightly and is ignored',
            'A fast one guards every pull request',
            'Playwright is parallel by default',
          ],
          narration: [
            'A forty-minute suite runs once a night, and nobody waits for its results.',
            'Cut it to six minutes and it can guard every pull request instead.',
          ],
        },
        {
          heading: 'How workers split the work',
          points: [
            'Each worker has its own browser',
            'Files in parallel, tests in a file in order',
            'fullyParallel splits files too',
          ],
          narration: [
            'Playwright runs tests in worker processes, and by default different files run at the same time.',
            'Turn on fully parallel to spread the tests inside one file across workers as well.',
          ],
        },
        {
          heading: 'Isolate the data',
          points: [
            'Browser contexts are already isolated',
            'The backend is shared: unique records',
            'One account per worker via parallelIndex',
          ],
          narration: [
            'Each test gets a clean browser, but all of them talk to the same backend and database.',
            'Create unique records per test, or give every worker its own account using the parallel index.',
          ],
        },
        {
          heading: 'Log in once',
          points: [
            'A setup project saves storageState',
            'Other projects depend on it',
            'Keep the auth file out of git',
          ],
          narration: [
            'A setup project logs in once and saves the session to a file that the other projects reuse.',
            'That file holds live session cookies, so keep it out of version control.',
          ],
        },
        {
          heading: 'Sharding across machines',
          points: [
            '--shard=2/4 runs one quarter',
            'Each shard writes a blob report',
            'merge-reports builds one HTML report',
          ],
          narration: [
            'When one machine is not enough, shard the suite across several CI jobs running side by side.',
            'Each shard writes a blob report, and merge reports combines them into a single HTML report.',
          ],
        },
      ],
    },
  ],
  quizzes: [
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
          prompt:
            'With default settings (fullyParallel is off), how does Playwright run the tests inside one spec file?',
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
  ],
};
