import type { SeedLesson } from '../types.ts';

/** 2. Running tests in GitHub Actions */
export const lesson: SeedLesson = {
  title: 'Running tests in GitHub Actions',
  body: `<h2>A workflow for a Playwright suite</h2>
<p>Here is a workflow a team would actually keep. It runs on every pull request, installs exactly the locked dependencies, runs the tests with credentials from the repository settings and keeps the report even when tests fail.</p>
<pre><code># .github/workflows/e2e.yml
name: e2e
on:
  pull_request:
  push:
    branches: [main]

concurrency:
  group: e2e-\${{ github.ref }}
  cancel-in-progress: true

jobs:
  playwright:
    runs-on: ubuntu-latest
    timeout-minutes: 30
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 22
          cache: npm
      - run: npm ci
      - run: npx playwright install --with-deps chromium
      - name: Run tests
        run: npx playwright test --project=chromium
        env:
          E2E_USER_EMAIL: \${{ vars.E2E_USER_EMAIL }}
          E2E_USER_PASSWORD: \${{ secrets.E2E_USER_PASSWORD }}
      - uses: actions/upload-artifact@v4
        if: \${{ !cancelled() }}
        with:
          name: playwright-report
          path: playwright-report/
          retention-days: 14</code></pre>

<h3>The lines that matter</h3>
<ul>
<li><strong>on</strong>: run for pull requests, before the merge, and for pushes to <code>main</code>, after it.</li>
<li><strong>concurrency</strong>: a new push to the same branch cancels the older run, so nobody waits for results about outdated code.</li>
<li><strong>timeout-minutes</strong>: a hung browser is stopped after 30 minutes instead of the default six hours.</li>
<li><strong>cache: npm</strong> reuses downloaded packages between runs, and <code>npm ci</code> installs exactly what <code>package-lock.json</code> lists, failing if the lock file is out of date.</li>
<li><strong>install --with-deps chromium</strong>: only the browser you run, plus the Linux libraries it needs.</li>
<li><strong>env</strong>: ordinary settings come from <code>vars</code>, passwords from <code>secrets</code>. GitHub masks secret values in logs and does not pass them to pull requests from forks.</li>
<li><strong>if: !cancelled()</strong>: after a failed step the remaining steps are skipped, yet the report is needed exactly then.</li>
</ul>

<h3>Starting the application</h3>
<p>If the Playwright config has a <code>webServer</code> block, the test command starts the app on the runner itself. Otherwise, point the tests at a deployed environment through a variable the config reads: <code>baseURL: process.env.BASE_URL ?? 'http://localhost:3000'</code>.</p>

<h3>More browsers without more waiting</h3>
<pre><code>jobs:
  playwright:
    runs-on: ubuntu-latest
    strategy:
      fail-fast: false
      matrix:
        project: [chromium, firefox, webkit]
    steps:
      # checkout, setup-node and npm ci as above, then:
      - run: npx playwright install --with-deps \${{ matrix.project }}
      - run: npx playwright test --project=\${{ matrix.project }}</code></pre>
<p>The matrix creates three jobs that run at the same time. <code>fail-fast: false</code> lets the others finish when one fails, so you learn whether a bug is WebKit-only or everywhere. Give each uploaded artifact a name that includes <code>matrix.project</code>, because two artifacts in one run cannot share a name.</p>

<h3>Reading a red run</h3>
<p>Open the failed job, expand the failed step and scroll to the first error rather than the last; later failures are often consequences of the first. Then download the report artifact and open the trace. If the job died before any test ran, during the install or while starting the app, the problem is the environment, not the product, and your pull request comment should say so.</p>`,
  slides: [
    {
      heading: 'A workflow worth keeping',
      points: [
        'Runs on pull requests and on main',
        'Installs the locked dependencies',
        'Keeps the report even on failure',
      ],
      narration: [
        'A good end-to-end workflow runs on every pull request and again after merging to main.',
        'It installs exactly the locked dependencies and always keeps the test report.',
      ],
    },
    {
      heading: 'Settings that save time',
      points: ['concurrency cancels outdated runs', 'timeout-minutes stops hung jobs', 'cache: npm reuses downloads'],
      narration: [
        'Concurrency cancels the run for an older push, so nobody waits for results about outdated code.',
        'A job timeout stops a hung browser after thirty minutes instead of six hours.',
      ],
    },
    {
      heading: 'Secrets and variables',
      points: [
        'Passwords in secrets, settings in vars',
        'Secret values are masked in logs',
        'Forked pull requests get no secrets',
      ],
      narration: [
        'Keep passwords in secrets, and ordinary settings such as user names or addresses in variables.',
        'GitHub masks secret values in logs and does not pass them to pull requests from forks.',
      ],
    },
    {
      heading: 'Always upload the report',
      points: [
        'Steps stop after the first failure',
        'if: !cancelled() runs the upload anyway',
        'Give matrix artifacts distinct names',
      ],
      narration: [
        'After a failed step the rest of the job is skipped, but the report is needed exactly then.',
        'The not cancelled condition makes the upload run even when the tests have failed.',
      ],
    },
    {
      heading: 'Browsers in a matrix',
      points: [
        'One job per browser, side by side',
        'fail-fast: false lets all of them finish',
        'Read the first error, not the last',
      ],
      narration: [
        'A matrix starts one job per browser, so three browsers take about as long as one.',
        'When a run is red, read the first error in the failed step, because later ones are often consequences.',
      ],
    },
  ],
};
