import type { SeedQuiz } from '../types.ts';

/** One quiz per syllabus section of CI/CD for QA Engineers. */
export const quizzes: SeedQuiz[] = [
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
];
