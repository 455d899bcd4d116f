import type { SeedLesson } from '../types.ts';

/** 4. Test cases and checklists */
export const lesson: SeedLesson = {
  title: 'Test cases and checklists',
  body: `<h2>Two ways to write tests down</h2>
<p>Teams write tests down in two formats, and a good tester knows when to use which.</p>
<ul>
<li>A <strong>test case</strong> gives preconditions, test data, steps and an expected result for each step. Anyone can run it and get the same outcome.</li>
<li>A <strong>checklist</strong> is a list of things to verify, one line each, and trusts the tester to know how.</li>
</ul>
<h2>When detailed test cases pay off</h2>
<ul>
<li>Regulated or high-risk areas, such as payments, health data or anything an auditor may ask about.</li>
<li>Complex rules where the expected result is not obvious, such as the refund table for a cancellation policy.</li>
<li>Tests handed to other people: new team members, outsourced testers, business users in acceptance testing.</li>
<li>Candidates for automation, where precise steps and data become the script.</li>
</ul>
<h2>Anatomy of a good test case</h2>
<pre><code>TC-RESET-003  Password reset link expires after 60 minutes
Story: SHOP-512      Priority: High      Type: Functional
Preconditions: account reset.me@example.com exists; its mailbox is accessible
Test data:     a reset link issued 61 minutes ago (ask dev for the time-travel flag)

Step                                         Expected result
1. Open the 61-minute-old reset link         "This link has expired" page;
                                             no password form is shown
2. Click "Send a new link"                   "Check your email" message;
                                             a new email arrives within 1 min
3. Open the old link again                   Still "This link has expired"
4. Open the new link, set Passw0rd!2024      Signed in; confirmation email sent</code></pre>
<p>Notice what makes it good: one purpose stated in the title, explicit data, and expected results that anyone can observe. "Works correctly" or "an error is shown" would leave the tester guessing; the exact message removes the doubt. The test does not depend on other tests having run first.</p>
<h2>When a checklist is enough</h2>
<p>For an experienced team, a stable product or a screen that changes every sprint, detailed steps cost more to maintain than they return. A checklist keeps the coverage and drops the script. A regression checklist for a checkout might read:</p>
<ul>
<li>Guest checkout with card, PayPal and Google Pay</li>
<li>Member checkout with saved address and saved card</li>
<li>Promo code: valid, expired, already used, removed before paying</li>
<li>Delivery options change the total; free delivery from 50.00</li>
<li>Confirmation page and email show the same total as the payment step</li>
</ul>
<h2>Tests inside Jira</h2>
<p>Jira has no test case issue type out of the box. Most teams add a test management app such as Xray or Zephyr (Xray, for example, adds issue types like Test, Test Plan and Test Execution); others keep a custom issue type or a shared document linked from the stories. Whatever the tool, the ideas are the same:</p>
<ul>
<li>A <strong>test cycle</strong> or execution groups the tests for one build or release.</li>
<li>Each test gets a status: Passed, Failed, Blocked (could not be run, for example because the environment was down) or Not run.</li>
<li>A failed test links to the bug it produced, and the bug links to the story. That chain, story to test to bug, is traceability: it answers "was this requirement tested, and what did we find?"</li>
</ul>
<p>Review your suite every few releases. Delete tests for removed features, merge duplicates and update expected results after intended changes. An outdated test case that fails on correct behaviour is worse than no test at all.</p>`,
  slides: [
    {
      heading: 'Test case or checklist?',
      points: ['Test case: steps, data, expected', 'Checklist: one line per check', 'Choose per area, not per team'],
      narration: [
        'A test case spells out preconditions, data, steps and expected results so anyone gets the same outcome.',
        'A checklist lists what to verify, one line each, and trusts the tester to know how.',
      ],
    },
    {
      heading: 'When detail pays off',
      points: ['Regulated and high-risk areas', 'Complex, non-obvious rules', 'Handed to others or automated'],
      narration: [
        'Write detailed test cases for regulated or risky areas and for rules whose results are not obvious.',
        'They also pay off when other people run them, or when they will become automated tests.',
      ],
    },
    {
      heading: 'A good test case',
      points: [
        'One purpose in the title',
        'Explicit test data',
        'Observable expected results',
        'Independent of other tests',
      ],
      narration: [
        'A good test case has one purpose, explicit data and expected results that anyone can observe.',
        'Write the exact message instead of an error is shown, and never depend on another test running first.',
      ],
    },
    {
      heading: 'Tests inside Jira',
      points: ['Apps add Test and Execution types', 'Passed, Failed, Blocked, Not run', 'Story to test to bug'],
      narration: [
        'Jira has no test case type out of the box, so teams add a test management app or a custom type.',
        'Tests are grouped into cycles, and a failed test links to its bug and the bug to its story.',
      ],
    },
    {
      heading: 'Keep the suite alive',
      points: ['Delete tests for removed features', 'Merge duplicates', 'Update after intended changes'],
      narration: [
        'Review your suite every few releases, deleting obsolete tests and merging duplicates.',
        'An outdated test that fails on correct behaviour is worse than having no test at all.',
      ],
    },
  ],
};
