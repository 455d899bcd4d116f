import type { SeedLesson } from '../types.ts';

/** 1. Installing Playwright */
export const lesson: SeedLesson = {
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
      points: ['npx playwright test', '--ui for watch mode and a timeline', 'codegen to record, show-report to read'],
      narration: [
        'Run the suite headless in the terminal, or open UI mode to watch each test step by step.',
        'Codegen records your clicks as code, and show report opens the HTML report of the last run.',
      ],
    },
  ],
};
