import type { SeedLesson } from '../types.ts';

/** 7. Parallel runs */
export const lesson: SeedLesson = {
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
      points: ['A setup project saves storageState', 'Other projects depend on it', 'Keep the auth file out of git'],
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
};
