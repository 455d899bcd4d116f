import type { CourseLessons } from './types.ts';

export const lessons: CourseLessons = {
  course: 'ci-for-qa',
  lectures: [
    {
      title: 'Pipelines explained',
      body: `<h2>What continuous integration means for a tester</h2>
<p>Continuous integration (CI) means that everyone merges small changes into the main branch often, and every change is built and tested automatically, before and after it lands. Continuous delivery (CD) goes one step further: any change that passes the pipeline can be released with one click, or without any click at all. For a QA engineer this moves testing from "the week before the release" to "every pull request". Your tests become the thing that decides whether a change is safe, so they must be fast, reliable and readable by people who did not write them.</p>

<h3>The vocabulary</h3>
<ul>
<li><strong>Pipeline</strong> (GitHub calls it a <em>workflow</em>): everything that runs for one event.</li>
<li><strong>Trigger</strong>: the event that starts it, such as a push, a pull request, a schedule or a manual button.</li>
<li><strong>Job</strong>: a group of steps that runs on one machine. Jobs run in parallel unless one needs another.</li>
<li><strong>Step</strong>: one shell command or one reusable action inside a job.</li>
<li><strong>Runner</strong>: the machine, usually a fresh virtual machine or container, that executes a job. It starts empty every time.</li>
<li><strong>Artifact</strong>: a file the job keeps after it ends, such as a test report.</li>
<li><strong>Secret</strong>: a password or token stored in the CI settings and handed to jobs as an environment variable.</li>
</ul>

<h3>How a pipeline decides pass or fail</h3>
<p>CI has no idea what a test is. It runs commands and reads their exit codes: 0 means success, anything else fails the step, the job and the pipeline. <code>npx playwright test</code> exits with 1 when any test fails, and that is all CI needs. It is also why a script that catches every error and exits with 0 is dangerous: the pipeline shows green while tests failed.</p>

<h3>A typical order</h3>
<p>Cheap checks run first so feedback arrives quickly; a typo should fail in one minute, not after twenty minutes of browser tests.</p>
<ol>
<li>Install dependencies, lint and type-check.</li>
<li>Unit tests, which take seconds.</li>
<li>API tests against a freshly started service.</li>
<li>UI end-to-end tests, the slowest layer, often split across machines.</li>
<li>After the merge: deploy to staging, run a smoke suite, then release.</li>
</ol>

<h3>The same idea in two tools</h3>
<pre><code># GitHub Actions: .github/workflows/tests.yml
name: tests
on:
  pull_request:
  push:
    branches: [main]
jobs:
  unit:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 22
      - run: npm ci
      - run: npm run lint
      - run: npm test</code></pre>
<pre><code># GitLab CI: .gitlab-ci.yml
stages: [check, e2e]

unit:
  stage: check
  image: node:22
  script:
    - npm ci
    - npm run lint
    - npm test

ui:
  stage: e2e
  # the tag must match your @playwright/test version
  image: mcr.microsoft.com/playwright:v1.64.1-noble
  script:
    - npm ci
    - npx playwright test</code></pre>
<p>GitLab groups jobs into <strong>stages</strong> that run one after another; GitHub expresses order with <code>needs</code> between jobs. In both tools every job starts on an empty machine and installs what it uses, which is why the Playwright image, with browsers already inside, saves minutes per run.</p>`,
      slides: [
        {
          heading: 'CI and CD in one sentence each',
          points: [
            'CI: every change built and tested',
            'CD: every green change can be released',
            'Testing moves to every pull request',
          ],
          narration: [
            'Continuous integration builds and tests every change automatically, before and after it reaches the main branch.',
            'Continuous delivery means any change that passes the pipeline can be released, so your tests decide what ships.',
          ],
        },
        {
          heading: 'The vocabulary',
          points: [
            'A trigger starts a pipeline or workflow',
            'Jobs run on runners and contain steps',
            'Artifacts keep files, secrets hold passwords',
          ],
          narration: [
            'A trigger such as a pull request starts a pipeline, which is made of jobs, which are made of steps.',
            'Every job runs on a fresh machine called a runner, and that machine starts empty each time.',
          ],
        },
        {
          heading: 'Exit codes decide',
          points: [
            '0 means success, anything else fails',
            'Playwright exits with 1 when a test fails',
            'Swallowed errors make false green builds',
          ],
          narration: [
            'CI does not understand tests at all, it only reads the exit code of each command.',
            'A script that hides errors and exits with zero gives you a green pipeline over failing tests.',
          ],
        },
        {
          heading: 'Cheap checks first',
          points: [
            'Lint and types, then unit tests',
            'API tests, then UI end-to-end tests',
            'Smoke tests after deploying',
          ],
          narration: [
            'Order the pipeline so the cheapest checks fail first, and a typo never waits for twenty minutes of browser tests.',
            'After merging, deploy to staging and run a short smoke suite before releasing.',
          ],
        },
        {
          heading: 'Two tools, one idea',
          points: [
            'GitHub Actions: jobs ordered with needs',
            'GitLab CI: stages that run in order',
            'Every job installs what it uses',
          ],
          narration: [
            'GitHub Actions orders jobs with needs, while GitLab groups jobs into stages that run one after another.',
            'In both tools each job starts on an empty machine and installs everything it uses.',
          ],
        },
      ],
    },
    {
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
          points: [
            'concurrency cancels outdated runs',
            'timeout-minutes stops hung jobs',
            'cache: npm reuses downloads',
          ],
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
    },
    {
      title: 'Reports and artifacts',
      body: `<h2>A red build nobody can read is useless</h2>
<p>When a pipeline fails, the first person to look is often a developer who has never opened your tests. Within a minute they should know which test failed, what it expected, what the page showed instead and how to see it for themselves. That is the job of reports and artifacts.</p>

<h3>Reporters for different readers</h3>
<pre><code>// playwright.config.ts
export default defineConfig({
  reporter: process.env.CI
    ? [
        ['github'],
        ['html', { open: 'never' }],
        ['junit', { outputFile: 'results/junit.xml' }],
      ]
    : [['list'], ['html']],
});</code></pre>
<ul>
<li><strong>list</strong>, <strong>line</strong> and <strong>dot</strong> print progress to the console; <code>dot</code> stays short for very large suites.</li>
<li><strong>github</strong> turns failures into annotations on the pull request, next to the test code.</li>
<li><strong>html</strong> is a browsable report with steps, errors, screenshots, videos and traces. <code>open: 'never'</code> stops it from trying to open a browser on the runner.</li>
<li><strong>junit</strong> writes the XML format that almost every CI server and test management tool can import.</li>
<li><strong>json</strong> feeds your own scripts, dashboards or chat notifications.</li>
<li><strong>blob</strong> stores the raw results of one shard so they can be merged later.</li>
</ul>

<h3>Artifacts: files that outlive the runner</h3>
<p>The runner is destroyed when the job ends, and anything not uploaded goes with it, including the screenshots of the failure. Upload the HTML report, which contains the traces:</p>
<pre><code>      - uses: actions/upload-artifact@v4
        if: \${{ !cancelled() }}
        with:
          name: e2e-report-attempt-\${{ github.run_attempt }}
          path: playwright-report/
          retention-days: 14</code></pre>
<p>The attempt number in the name keeps a re-run from clashing with the artifact of the first attempt. Choose the retention period on purpose: two weeks covers most investigations, and artifacts count against the storage quota. Traces and videos contain whatever was on screen, including test users' personal details, so treat them as internal documents.</p>

<h3>GitLab reads JUnit natively</h3>
<pre><code>ui:
  stage: e2e
  script:
    - npx playwright test
  artifacts:
    when: always
    expire_in: 2 weeks
    paths:
      - playwright-report/
    reports:
      junit: results/junit.xml</code></pre>
<p><code>when: always</code> keeps the artifacts after a failure as well; <code>reports: junit</code> adds a test summary to the merge request, listing failed tests by name.</p>

<h3>One report for a sharded run</h3>
<p>When the suite runs in four shards, each job uploads its <code>blob-report/</code> folder. A final job downloads all of them into one folder and runs <code>npx playwright merge-reports --reporter html ./all-blob-reports</code>, so readers open one report instead of hunting through four.</p>

<h3>Put the result where people look</h3>
<p>Append a few lines of Markdown to the file named by <code>$GITHUB_STEP_SUMMARY</code> and they appear on the run page: how many tests passed, failed and were flaky, and which artifact to download. The failure message inside the test matters just as much. A custom message says what was being checked:</p>
<pre><code>await expect(page.getByTestId('order-total'), 'total after the 10% discount').toHaveText('$45.00');</code></pre>
<p>The reader sees "total after the 10% discount" above the diff instead of guessing from a test id.</p>`,
      slides: [
        {
          heading: 'Reports are for other people',
          points: [
            'A developer must understand the failure',
            'What failed, what was expected, what showed',
            'Traces let them see it themselves',
          ],
          narration: [
            'When the pipeline fails, the first reader is often a developer who has never opened your tests.',
            'Within a minute they should see what failed, what was expected and what the page showed.',
          ],
        },
        {
          heading: 'Pick reporters per reader',
          points: [
            'github: annotations on the pull request',
            'html: steps, screenshots and traces',
            'junit: imported by CI and test tools',
          ],
          narration: [
            'Use several reporters at once: progress for the log, annotations on the pull request, and an HTML report.',
            'JUnit XML is the format almost every CI server and test management tool can read.',
          ],
        },
        {
          heading: 'Artifacts outlive the runner',
          points: [
            'Upload before the runner is destroyed',
            'Choose a retention period on purpose',
            'Traces may contain personal data',
          ],
          narration: [
            'The runner is deleted when the job ends, so anything you did not upload is gone.',
            'Keep artifacts for a deliberate period, and treat traces as internal, since they record everything on screen.',
          ],
        },
        {
          heading: 'GitLab and sharded runs',
          points: [
            'artifacts when: always, reports: junit',
            'Merge requests list failed tests by name',
            'merge-reports joins shard results',
          ],
          narration: [
            'In GitLab, the junit report puts a test summary with the failed test names into the merge request.',
            'For sharded runs, merge the blob reports of every shard into a single HTML report.',
          ],
        },
        {
          heading: 'Meet people where they look',
          points: ['A short summary on the run page', 'A custom message in important checks'],
          narration: [
            'Write a short summary to the run page, with the counts and the artifact to download.',
            'Add a message to important assertions so the failure says what was being checked.',
          ],
        },
      ],
    },
    {
      title: 'Quality gates',
      body: `<h2>Deciding automatically what may ship</h2>
<p>A quality gate is a rule the pipeline enforces before a change moves on: before it merges, before it reaches staging, before customers see it. Gates turn "we never release with failing tests" from a good intention into something nobody can forget on a Friday afternoon.</p>

<h3>Gates a QA engineer usually shapes</h3>
<ul>
<li><strong>Required test jobs pass</strong> on the pull request: lint, unit, API and a UI suite.</li>
<li><strong>No flaky passes</strong>: Playwright's <code>failOnFlakyTests</code> config option, or <code>--fail-on-flaky-tests</code> on the command line, fails a run in which a test passed only on retry.</li>
<li><strong>No accidental focus</strong>: <code>forbidOnly: !!process.env.CI</code> fails the run when a <code>test.only</code> was committed.</li>
<li><strong>Thresholds</strong> the team agreed on: coverage, accessibility violations, bundle size, response-time budgets.</li>
<li><strong>Post-deploy smoke</strong>: a short suite against staging after each deployment, before production.</li>
</ul>

<h3>Making a gate binding</h3>
<p>A failing job blocks nothing unless the repository says so. On GitHub, a branch protection rule or ruleset on <code>main</code> lists <strong>required status checks</strong>, and a pull request cannot merge until those jobs are green. On GitLab, the project setting "Pipelines must succeed" does the same for merge requests, and <code>allow_failure: true</code> marks a job as informative: it may fail without blocking, which suits a new suite that is still being stabilised.</p>

<h3>Chaining stages</h3>
<pre><code>jobs:
  e2e:
    # the full suite, as in the previous lesson
  deploy-staging:
    needs: e2e
    if: github.ref == 'refs/heads/main'
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: ./scripts/deploy.sh staging
  smoke-staging:
    needs: deploy-staging
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: npm ci &amp;&amp; npx playwright install --with-deps chromium
      - run: npx playwright test --grep @smoke
        env:
          BASE_URL: \${{ vars.STAGING_URL }}
  deploy-production:
    needs: smoke-staging
    environment: production
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: ./scripts/deploy.sh production</code></pre>
<p><code>needs</code> makes a job wait for the previous one and skips it when that one failed. The <code>production</code> environment can be configured to require approval from named reviewers before its job starts: a manual gate with an audit trail. Smoke tests carry a tag, <code>test('checkout with a saved card', { tag: '@smoke' }, async ({ page }) =&gt; { ... })</code>, and <code>--grep @smoke</code> selects them.</p>

<h3>Gates people trust</h3>
<p>A gate is only as good as its signal. If the e2e job fails at random once a week, people learn to click "Re-run" until it passes, and sooner or later an admin bypasses the rule. Keep blocking suites short and stable. When a test turns flaky, move it out of the blocking set quickly, with an owner and a ticket to fix it, instead of letting it erode trust in the whole gate. Avoid gates nobody can act on, too: a coverage threshold that fails on a documentation change teaches people to ignore red. Every gate should answer one question: which risk does it stop, and who fixes it when it fires?</p>`,
      slides: [
        {
          heading: 'What a quality gate is',
          points: [
            'A rule the pipeline enforces',
            'Before merge, staging and production',
            'Good intentions become automatic',
          ],
          narration: [
            'A quality gate is a rule the pipeline enforces before a change can move to the next stage.',
            'It turns good intentions, like never releasing with failing tests, into something nobody can forget.',
          ],
        },
        {
          heading: 'Gates QA usually shapes',
          points: [
            'Required test jobs pass',
            'No flaky passes, no committed test.only',
            'Agreed thresholds, smoke after deploy',
          ],
          narration: [
            'Typical gates are required test jobs, no flaky passes, no committed test only, and thresholds the team agreed on.',
            'A short smoke suite after every deployment to staging guards the step to production.',
          ],
        },
        {
          heading: 'Making a gate binding',
          points: [
            'GitHub: required status checks on main',
            'GitLab: pipelines must succeed',
            'allow_failure for informative jobs',
          ],
          narration: [
            'A red job blocks nothing until the repository requires it, for example through required status checks on main.',
            'In GitLab, allow failure marks a job as informative while a new suite is still being stabilised.',
          ],
        },
        {
          heading: 'Chaining stages',
          points: [
            'needs waits, and skips after a failure',
            'Environments can require approval',
            'Tag smoke tests, select with --grep',
          ],
          narration: [
            'Each job declares what it needs, so deployment waits for the tests and is skipped when they fail.',
            'A protected production environment adds a manual approval with an audit trail.',
          ],
        },
        {
          heading: 'Gates people trust',
          points: [
            'Flaky gates get bypassed',
            'Move flaky tests out, with an owner',
            'Every gate names its risk and its fixer',
          ],
          narration: [
            'If a gate fails at random, people rerun until it is green, and soon someone bypasses the rule.',
            'Keep blocking suites short and stable, and make sure every gate says which risk it stops.',
          ],
        },
      ],
    },
    {
      title: 'Test data in CI',
      body: `<h2>Data is where CI suites go wrong</h2>
<p>On your laptop, tests run against a database you know by heart. In CI they run on a fresh machine, maybe four jobs at a time, maybe against a shared staging environment that other teams use too. Tests that quietly relied on "the user anna@example.test exists and has two orders" start failing in ways nobody can reproduce. Reliable test data in CI follows five rules.</p>

<h3>1. Each test creates what it needs</h3>
<p>Create data through the API in a fixture, with unique values, and delete it afterwards. Never rely on records made by another test or by hand.</p>
<pre><code>import { test as base } from '@playwright/test';
import { randomUUID } from 'node:crypto';

type Product = { id: string; name: string };

export const test = base.extend&lt;{ product: Product }&gt;({
  product: async ({ request }, use) =&gt; {
    const name = 'Test mug ' + randomUUID().slice(0, 8);
    const response = await request.post('/api/products', { data: { name, price: 1200 } });
    const product: Product = await response.json();
    await use(product);
    await request.delete('/api/products/' + product.id);
  },
});</code></pre>
<p>Unique names make searches unambiguous, since "Test mug 3f9c2a1b" matches exactly one card, and they let parallel jobs share an environment without colliding. Add the run id if you want to trace leftovers back to a pipeline: <code>process.env.GITHUB_RUN_ID</code> on GitHub, <code>CI_PIPELINE_ID</code> on GitLab.</p>

<h3>2. A fresh database per run, when you can</h3>
<pre><code>jobs:
  e2e:
    runs-on: ubuntu-latest
    services:
      postgres:
        image: postgres:16
        env:
          POSTGRES_PASSWORD: postgres
          POSTGRES_DB: shop_test
        ports: ['5432:5432']
        options: &gt;-
          --health-cmd pg_isready
          --health-interval 5s
          --health-retries 10
    env:
      DATABASE_URL: postgres://postgres:postgres@localhost:5432/shop_test
    steps:
      - uses: actions/checkout@v4
      - run: npm ci
      - run: npm run db:migrate &amp;&amp; npm run db:seed
      - run: npx playwright test</code></pre>
<p>The service container lives exactly as long as the job, so every run starts from the same state. Migrations build the schema; a small, versioned <strong>seed</strong> adds reference data that every test may read and none may change, such as countries, currencies and product categories. GitLab offers the same idea through its <code>services</code> keyword. The password here is harmless because the database exists only inside the job.</p>

<h3>3. Secrets are not test data</h3>
<p>Credentials for a shared account or keys for a payment sandbox belong in CI secrets, read through <code>process.env</code>. Never commit them in fixtures or <code>.env</code> files. Values that are not secret but differ per environment, such as the staging address, go into CI variables so they can change without a code change.</p>

<h3>4. No real customer data</h3>
<p>Copying production data into a test environment is tempting and usually a privacy incident waiting to happen. Generate realistic values instead, for example with <code>@faker-js/faker</code>, and call <code>faker.seed(42)</code> so a failing run can be repeated with identical values.</p>

<h3>5. Clean up, and tolerate what was not cleaned</h3>
<p>Fixture teardown removes most data, but a cancelled job skips it. A scheduled job that deletes test records older than a day by their prefix keeps environments tidy, and assertions that look for your own unique record, rather than counting every row on the page, keep working when leftovers exist.</p>`,
      slides: [
        {
          heading: 'Why CI data breaks tests',
          points: [
            'Fresh machines and parallel jobs',
            'Environments shared with other teams',
            'Hidden dependencies on existing records',
          ],
          narration: [
            'In CI your tests run on fresh machines, often in parallel, sometimes against an environment other teams share.',
            'Any hidden dependency on a record that happened to exist on your laptop will fail there.',
          ],
        },
        {
          heading: 'Each test creates its own data',
          points: [
            'Create it through the API in a fixture',
            'Unique names, deleted afterwards',
            'Add the run id to trace leftovers',
          ],
          narration: [
            'Create the data a test needs through the API in a fixture, with unique names, and delete it afterwards.',
            'Unique values keep parallel jobs from colliding and make searches on the page unambiguous.',
          ],
        },
        {
          heading: 'A fresh database per run',
          points: [
            'A service container lives with the job',
            'Migrations for schema, seed for reference',
            'Reference data is read, never changed',
          ],
          narration: [
            'The most reliable setup gives each run its own database as a service container.',
            'Migrations build the schema, and a small seed adds reference data that tests read but never change.',
          ],
        },
        {
          heading: 'Secrets and privacy',
          points: [
            'Credentials live in CI secrets',
            'Never commit keys or .env files',
            'Generated data, never customer data',
          ],
          narration: [
            'Store credentials in CI secrets and read them from environment variables, never from committed files.',
            'Generate realistic data with a seeded faker instead of copying production data.',
          ],
        },
        {
          heading: 'Clean up, tolerate leftovers',
          points: ['Cancelled jobs skip teardown', 'Scheduled cleanup by prefix', 'Assert on your own record only'],
          narration: [
            'A cancelled job skips teardown, so run a scheduled cleanup that removes old test records by their prefix.',
            'Assert on your own unique record rather than counting every row on the page.',
          ],
        },
      ],
    },
  ],
  quizzes: [
    {
      title: 'Pipelines: how CI runs your tests',
      section: 0,
      questions: [
        {
          prompt: 'How does a CI pipeline know that your test suite failed?',
          kind: 'single',
          options: [
            'It parses the HTML report for red entries',
            'The test command exits with a non-zero code',
            'It counts the error lines in the log',
            'A QA engineer marks the run as failed',
          ],
          correct: [1],
          explanation:
            'CI only reads exit codes: 0 passes the step, anything else fails it. npx playwright test exits with 1 when a test fails, which is why a wrapper script that always exits 0 produces false green builds.',
        },
        {
          prompt: 'In GitHub Actions, which keyword makes a job wait until another job has succeeded?',
          kind: 'single',
          options: ['stage', 'needs', 'depends_on', 'after'],
          correct: [1],
          explanation:
            'needs lists the jobs that must finish successfully first; without it, jobs run in parallel. GitLab expresses the same order with stages.',
        },
        {
          prompt: 'Which statements about a CI runner are true?',
          kind: 'multiple',
          options: [
            'On hosted runners, each job starts on a clean machine or container',
            'Every job has to install, or start from an image containing, everything it uses',
            'Files a job creates stay on the runner for the next run',
            'Playwright browsers are always preinstalled on it',
          ],
          correct: [0, 1],
          explanation:
            'Runners are disposable, so anything a job needs it installs, and anything worth keeping it uploads as an artifact. The official Playwright container image is one way to start with browsers already present.',
        },
        {
          prompt: 'The step that uploads the Playwright report never runs when tests fail. What is the right fix?',
          kind: 'single',
          options: [
            'Add if: ${{ !cancelled() }} to the upload step',
            'Add continue-on-error: true to the test step',
            'Set retention-days: 30 on the upload step',
            'Move the upload into a separate workflow',
          ],
          correct: [0],
          explanation:
            'After a failed step, later steps are skipped unless their condition says otherwise; !cancelled() runs the upload after success and failure alike. continue-on-error would also run it, but it turns the failed test step green, hiding the failure.',
        },
        {
          prompt: 'Which settings make a workflow give faster, cheaper feedback?',
          kind: 'multiple',
          options: [
            'concurrency with cancel-in-progress: true',
            'Running lint and unit tests before the UI tests',
            'cache: npm on actions/setup-node',
            'timeout-minutes: 360',
          ],
          correct: [0, 1, 2],
          explanation:
            'Cancelling outdated runs, failing early on cheap checks and caching downloads all shorten the wait. 360 minutes is already the default job timeout, so it saves nothing; a short timeout such as 30 is what stops hung jobs.',
        },
        {
          prompt: 'Where should the password of the shared test account live?',
          kind: 'single',
          options: [
            'In the workflow YAML, next to the test command',
            "In the repository's secrets, passed to the test step as an environment variable",
            'In playwright.config.ts, so every run uses it',
            'In a committed .env.test file',
          ],
          correct: [1],
          explanation:
            'Secrets are encrypted, masked in logs and withheld from forked pull requests. Anything committed, YAML and config included, is readable by everyone with access to the repository and stays in its history.',
        },
      ],
    },
    {
      title: 'Results: reports, artifacts and quality gates',
      section: 1,
      questions: [
        {
          prompt: 'Which Playwright reporter turns test failures into annotations on the pull request?',
          kind: 'single',
          options: ['junit', 'github', 'dot', 'blob'],
          correct: [1],
          explanation:
            'The github reporter prints failures in the format GitHub Actions shows as annotations. junit is for import into other tools, dot for compact console output and blob for merging shards.',
        },
        {
          prompt: 'Which statements about CI artifacts are true?',
          kind: 'multiple',
          options: [
            'Files not uploaded are lost when the runner is destroyed',
            'retention-days controls how long GitHub keeps an artifact',
            'Traces and videos can contain personal data that was on screen',
            'Artifacts are automatically attached to the pull request description',
          ],
          correct: [0, 1, 2],
          explanation:
            'Runners are deleted after the job, so upload what people need to investigate, and keep it for a deliberate period. Artifacts are listed on the run page, not copied into the pull request.',
        },
        {
          prompt: 'Four shards each produced a blob report. How do you give readers a single HTML report?',
          kind: 'single',
          options: [
            'Download all blob reports into one folder and run npx playwright merge-reports --reporter html',
            'Upload four HTML reports under the same artifact name',
            'Run the html reporter with --shard=all',
            'Concatenate the JUnit files and rename the result to .html',
          ],
          correct: [0],
          explanation:
            'merge-reports combines the blob results of every shard into one report. Two artifacts in one run cannot share a name, and --shard has no "all" value.',
        },
        {
          prompt: 'A test failed on its first attempt and passed on retry. Which setting makes such a run fail?',
          kind: 'single',
          options: ['forbidOnly: true', 'failOnFlakyTests: true', 'fullyParallel: true', "reporter: 'github'"],
          correct: [1],
          explanation:
            'failOnFlakyTests, or --fail-on-flaky-tests on the command line, fails a run that contains flaky tests. forbidOnly fails runs that contain test.only; the other two do not affect the result.',
        },
        {
          prompt: 'Which of these make a pull request gate actually block a merge?',
          kind: 'multiple',
          options: [
            'Required status checks in a branch protection rule or ruleset on main',
            'The "Pipelines must succeed" setting of a GitLab project',
            'Marking the test job allow_failure: true',
            'Naming the job "required"',
          ],
          correct: [0, 1],
          explanation:
            "A red job blocks only when the repository requires it to pass. allow_failure does the opposite and makes a job informative, and a job's name has no effect.",
        },
        {
          prompt:
            'The e2e job fails at random about once a week and people keep re-running it until it is green. What is the best move?',
          kind: 'single',
          options: [
            'Remove the e2e job from the required checks for good',
            'Take the flaky test out of the blocking set with an owner and a ticket, and fix it',
            'Set retries: 10 so it always passes eventually',
            'Let admins bypass the check when it fails',
          ],
          correct: [1],
          explanation:
            'A gate that fails at random trains people to ignore it. Quarantining one test, visibly and with an owner, keeps the rest of the gate trustworthy; many retries or bypasses hide the problem instead.',
        },
      ],
    },
    {
      title: 'Data: test data that does not leak between runs',
      section: 2,
      questions: [
        {
          prompt:
            'Two parallel CI jobs run against the same staging environment, and both create a product called "Test mug". What prevents them from colliding?',
          kind: 'single',
          options: [
            'A unique value in each name, such as a random suffix',
            'Running every job with a single worker',
            'A longer expect timeout',
            'Sorting the product list before asserting',
          ],
          correct: [0],
          explanation:
            'With unique names each test finds exactly its own record, however many jobs run at once. One worker per job still leaves two jobs sharing the environment.',
        },
        {
          prompt: 'Which data belongs in the small, versioned seed that every run loads?',
          kind: 'multiple',
          options: [
            'Countries and currencies',
            'Product categories that tests read',
            'The order that a checkout test will cancel',
            'The password of the admin test account',
          ],
          correct: [0, 1],
          explanation:
            'The seed holds reference data every test may read and none may change. Data a test changes is created by that test, and passwords belong in CI secrets.',
        },
        {
          prompt: 'What does a services: postgres block in a GitHub Actions job give you?',
          kind: 'single',
          options: [
            'A database container that exists only as long as the job',
            'A permanent database shared by every pipeline',
            'A copy of the production database',
            'A mock that records SQL queries without a real database',
          ],
          correct: [0],
          explanation:
            'The service container starts with the job and is removed with it, so every run begins from the same empty state. Migrations and the seed then build it up.',
        },
        {
          prompt: 'A cancelled pipeline left test records behind in staging. What is the sustainable answer?',
          kind: 'single',
          options: [
            'A scheduled cleanup that deletes old records by their prefix, plus assertions that look only at your own records',
            'Never cancel a pipeline once it has started',
            'Reset staging by hand every morning',
            'Count all rows and subtract the leftovers in each assertion',
          ],
          correct: [0],
          explanation:
            'Teardown cannot run when a job is cancelled, so leftovers will happen. Cleaning them on a schedule and writing assertions that ignore them keeps tests reliable without manual work.',
        },
        {
          prompt: 'Which practices keep test data in CI safe?',
          kind: 'multiple',
          options: [
            'Keeping credentials in CI secrets and reading them from environment variables',
            'Generating realistic data with a seeded faker',
            'Loading a production dump with real customer names into staging',
            'Committing a .env file with API keys so new joiners can start quickly',
          ],
          correct: [0, 1],
          explanation:
            "Secrets belong in the CI's secret store and test data should be generated, never copied from real customers. A seed makes generated data repeatable when you need to reproduce a failure.",
        },
      ],
    },
  ],
};
