import type { SeedLesson } from '../types.ts';

/** 4. Quality gates */
export const lesson: SeedLesson = {
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
};
