import type { SeedQuiz } from '../types.ts';

/** One quiz per syllabus section of Bug Reporting & Jira. */
export const quizzes: SeedQuiz[] = [
  {
    title: 'Quiz: Bug reports',
    section: 0,
    questions: [
      {
        prompt: 'Which bug title is the most useful?',
        kind: 'single',
        options: [
          'Checkout broken',
          'Promo code bug!!!',
          'Checkout: promo code applied twice when "Apply" is double-clicked',
          'Developer forgot to disable the Apply button',
        ],
        correct: [2],
        explanation:
          'A good title names the area, the wrong behaviour and the trigger, and stands alone in a list. Blaming a person is not a description of behaviour.',
      },
      {
        prompt: 'Which of these belong in a bug report?',
        kind: 'multiple',
        options: [
          'Numbered steps to reproduce',
          'Expected and actual results',
          'Build, environment and browser',
          'A guess at which developer caused it',
        ],
        correct: [0, 1, 2],
        explanation:
          'Steps, results and environment let someone reproduce and understand the bug. Naming a culprit adds nothing and harms the working relationship.',
      },
      {
        prompt:
          'While testing the payment page you find a wrong total and, separately, a spelling mistake. What do you do?',
        kind: 'single',
        options: [
          'File one report with both problems, since they are on the same page',
          'File two separate reports',
          'Report only the wrong total',
          'Mention both in the team chat instead',
        ],
        correct: [1],
        explanation:
          'One bug per report: each can be prioritised, fixed and verified on its own. Combined tickets tend to get closed when only one part is fixed.',
      },
      {
        prompt: 'What is the difference between severity and priority?',
        kind: 'single',
        options: [
          'Severity is the impact of the bug; priority is how soon it should be fixed',
          'Severity is set by the product owner; priority by the tester',
          'They are the same field with different names',
          'Priority describes the impact; severity describes the deadline',
        ],
        correct: [0],
        explanation:
          'Severity measures damage and is proposed by the tester. Priority is urgency relative to other work and is a business decision.',
      },
      {
        prompt:
          'The brand name is misspelt on the homepage banner on the day a TV campaign starts. How would you classify it?',
        kind: 'single',
        options: [
          'High severity, high priority',
          'High severity, low priority',
          'Low severity, high priority',
          'Low severity, low priority',
        ],
        correct: [2],
        explanation:
          'A typo breaks no function, so severity is low, but millions of people are about to see it, so it must be fixed now.',
      },
      {
        prompt: 'Which facts help you argue that a bug deserves a higher priority?',
        kind: 'multiple',
        options: [
          'How many users or orders are affected',
          'Whether a workaround exists',
          'Whether money, personal data or legal obligations are involved',
          'How long it took you to find the bug',
        ],
        correct: [0, 1, 2],
        explanation:
          'Reach, workarounds and money or legal impact are what priority decisions rest on. The effort it took to find a bug says nothing about its urgency.',
      },
    ],
  },
  {
    title: 'Quiz: Working in Jira',
    section: 1,
    questions: [
      {
        prompt: 'Which JQL query lists the bugs still open for release 2.4.0?',
        kind: 'single',
        options: [
          'project = SHOP AND issuetype = Bug AND status = Done AND fixVersion = "2.4.0"',
          'project = SHOP AND issuetype = Bug AND resolution = Unresolved AND fixVersion = "2.4.0"',
          'project = SHOP AND issuetype = Story AND resolution = Unresolved AND fixVersion = "2.4.0"',
          'project = SHOP AND issuetype = Bug AND resolution = Fixed AND affectedVersion = "2.4.0"',
        ],
        correct: [1],
        explanation:
          'Open issues have no resolution, and the release that will contain a fix is the fix version. The other queries find closed issues, stories or bugs found in 2.4.0.',
      },
      {
        prompt: 'A bug moves to "Ready for QA". Which steps belong to verifying the fix?',
        kind: 'multiple',
        options: [
          'Check that the build containing the fix is deployed to your environment',
          'Repeat the original steps with the original data',
          'Test the area around the fix for regressions',
          'Close it without testing, because the developer already tested it',
        ],
        correct: [0, 1, 2],
        explanation:
          'Re-tests on an old build, with different data or without a look around the fix give false answers. A developer check does not replace independent verification.',
      },
      {
        prompt: 'You re-test a fix and the original bug still happens. What should you do?',
        kind: 'single',
        options: [
          'Create a new bug with the same title',
          'Reopen the same issue with the build number and fresh evidence',
          'Leave it in "In QA" until the developer notices',
          'Lower its priority because the fix was attempted',
        ],
        correct: [1],
        explanation:
          'The same bug keeps its history in one issue, so reopen it with evidence. A new, linked bug is only right when you find a different problem.',
      },
      {
        prompt: 'When is a checklist usually a better choice than detailed test cases?',
        kind: 'single',
        options: [
          'For tests handed to an outsourced team that does not know the product',
          'For an experienced team testing a screen that changes every sprint',
          'For an audited payment flow',
          'For tests that will be turned into automation scripts',
        ],
        correct: [1],
        explanation:
          'Detailed steps cost a lot to maintain when the UI changes often, and experienced testers do not need them. The other situations need the precision of test cases.',
      },
      {
        prompt: 'Which expected result is written well?',
        kind: 'single',
        options: [
          'Works correctly',
          'An error is shown',
          'The "This link has expired" page is shown and no password form is displayed',
          'The user is happy with the result',
        ],
        correct: [2],
        explanation:
          'A good expected result is specific and observable, so two testers would judge the outcome the same way.',
      },
    ],
  },
  {
    title: 'Quiz: Communication',
    section: 2,
    questions: [
      {
        prompt: 'Why should a test summary state what was not tested?',
        kind: 'single',
        options: [
          'To make the report longer',
          'So readers know where the unknown risks are before deciding',
          'Because untested areas always contain bugs',
          'To shift blame if something goes wrong',
        ],
        correct: [1],
        explanation:
          'Untested areas are unknowns. Stating them keeps the report honest and lets the decision-makers weigh that risk.',
      },
      {
        prompt: 'Which metrics are misleading when reported on their own?',
        kind: 'multiple',
        options: [
          'Number of test cases executed',
          'Bugs found per tester',
          'A pass rate without saying what failed',
          'Open bugs by severity for the release',
        ],
        correct: [0, 1, 2],
        explanation:
          'Counts and pass rates say nothing about risk and can reward the wrong behaviour, such as splitting bugs. Open bugs by severity directly supports a release decision.',
      },
      {
        prompt: 'Who normally makes the final release decision?',
        kind: 'single',
        options: [
          'The tester, because they know the bugs best',
          'The product owner or the team, using the information testing provides',
          'The developer who wrote the most code',
          'Nobody; the release happens when all tests pass',
        ],
        correct: [1],
        explanation:
          'Testers inform the decision with facts, risks and a suggestion. The decision belongs to the people accountable for the product.',
      },
      {
        prompt: 'Two days before a release you find a critical bug in checkout. What is the best first step?',
        kind: 'single',
        options: [
          "Mention it at tomorrow's stand-up",
          'Tell the product owner and the developer now, with the facts, the impact and the options',
          'Postpone the release yourself',
          'Wait until you have found all the other bugs in checkout',
        ],
        correct: [1],
        explanation:
          'Bad news loses value with every hour. Facts, impact and options let the owners decide quickly, without the tester deciding for them.',
      },
      {
        prompt: 'In a test execution, what does the status "Blocked" mean?',
        kind: 'single',
        options: [
          'The test ran and found a bug',
          'The test could not be run, for example because the environment was down or another bug stops the flow',
          'The test was skipped on purpose',
          'The test passed after a retry',
        ],
        correct: [1],
        explanation:
          'Blocked means the test could not be executed. It is neither a pass nor a fail, and the blocker itself should be tracked.',
      },
    ],
  },
];
