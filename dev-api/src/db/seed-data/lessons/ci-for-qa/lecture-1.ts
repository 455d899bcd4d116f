import type { SeedLesson } from '../types.ts';

/** 1. Pipelines explained */
export const lesson: SeedLesson = {
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
      points: ['Lint and types, then unit tests', 'API tests, then UI end-to-end tests', 'Smoke tests after deploying'],
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
};
