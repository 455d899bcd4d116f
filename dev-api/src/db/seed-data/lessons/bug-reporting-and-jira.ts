import type { CourseLessons } from './types.ts';

export const lessons: CourseLessons = {
  course: 'bug-reporting-and-jira',
  lectures: [
    {
      title: 'Anatomy of a bug report',
      body: `<h2>A report is a request for someone's time</h2>
<p>A developer reading your bug report is usually in the middle of something else. In two minutes they decide whether they understand the problem, whether they can reproduce it, and how urgent it is. If the report fails any of those, it goes to the bottom of the pile or comes back with "cannot reproduce". In interviews I often ask candidates to report a bug live, because it shows more about a tester than any certificate.</p>
<h2>A complete example</h2>
<p>Here is a real-world style report from an online shop, with every field a good report needs:</p>
<pre><code>Title:         Checkout: promo code applied twice when "Apply" is double-clicked
Environment:   staging, build 2.4.0-rc3, Chrome 126, Windows 11
Preconditions: Logged in as test.buyer@example.com; basket has one item at 80.00
Steps:
  1. Open Checkout &gt; Payment
  2. Enter promo code SAVE10
  3. Double-click "Apply"
Expected:      One 10% discount (story SHOP-498): total 72.00, one SAVE10 line
Actual:        Two SAVE10 lines (-8.00 and -7.20), total 64.80;
               the order can be placed at this price
Frequency:     5 of 5 attempts; a single click works correctly
Severity:      Major: customers can pay less than the intended price
Attachments:   double-click.mp4, network.har (two POST /cart/promo, both 200)</code></pre>
<h2>Field by field</h2>
<h3>Title: where, what, when</h3>
<p>The title is read in lists, search results and release notes, so it must stand alone. Name the area, the wrong behaviour and the trigger.</p>
<ul>
<li>Weak: "Checkout broken", "Promo code bug!!!", "Discount issue".</li>
<li>Strong: "Checkout: promo code applied twice when 'Apply' is double-clicked".</li>
</ul>
<h3>Environment and preconditions</h3>
<p>The build number, environment, browser and device, plus the state the system must be in: which account, which data, which feature flag. Half of all "cannot reproduce" answers come from a missing precondition.</p>
<h3>Steps to reproduce</h3>
<p>Numbered, one action per step, as few as possible. Before filing, repeat the bug and remove every step that is not needed to trigger it. Three precise steps beat fifteen steps that include logging in from the home page.</p>
<h3>Expected and actual results</h3>
<p>The expected result should come from a source, such as the story, the specification or the previous release, not from your personal taste. The actual result describes what you observed, with exact numbers and messages copied rather than paraphrased.</p>
<h3>Frequency, severity and evidence</h3>
<p>Say how often it happens (5 of 5, or 2 of 10). Propose a severity with a short reason. Attach a screenshot or a short video, and for web bugs the failing request or console error from DevTools. Mention what you already ruled out: "also happens in Firefox; a single click works".</p>
<h2>Habits that get bugs fixed</h2>
<ul>
<li><strong>One bug per report.</strong> Two problems in one ticket means one gets fixed and the ticket is closed.</li>
<li><strong>Search before filing.</strong> A duplicate wastes triage time; add your evidence to the existing ticket instead.</li>
<li><strong>Describe behaviour, not people.</strong> "The button stays enabled after the first click" rather than "the developer forgot to disable the button".</li>
<li><strong>Report facts, then your guess.</strong> A hypothesis about the cause is welcome if it is clearly labelled as one.</li>
</ul>`,
      slides: [
        {
          heading: 'A request for time',
          points: ['Understood in two minutes', 'Reproducible on the first try', 'Clear about urgency'],
          narration: [
            'A developer decides in about two minutes whether your report is clear, reproducible and urgent.',
            'If it fails any of those, it sinks to the bottom of the pile or comes back as cannot reproduce.',
          ],
        },
        {
          heading: 'Title: where, what, when',
          points: ['Name the area', 'Name the wrong behaviour', 'Name the trigger', 'Must stand alone in a list'],
          narration: [
            'The title is read in lists and search results, so it must make sense on its own.',
            'Promo code applied twice when Apply is double-clicked tells the area, the problem and the trigger.',
          ],
        },
        {
          heading: 'Reproduce it',
          points: ['Build, environment, browser', 'Account, data, feature flags', 'Few numbered steps'],
          narration: [
            'Give the build, the environment and the exact state the system must be in.',
            'Then write short numbered steps, and remove every step that is not needed to trigger the bug.',
          ],
        },
        {
          heading: 'Expected, actual, evidence',
          points: ['Expected from a source, not taste', 'Actual with exact numbers', 'Video, request, console error'],
          narration: [
            'Base the expected result on the story or specification, and copy the actual numbers and messages exactly.',
            'Add how often it happens, a proposed severity, and evidence such as a video or the failing request.',
          ],
        },
        {
          heading: 'Habits that get bugs fixed',
          points: ['One bug per report', 'Search for duplicates first', 'Describe behaviour, not people'],
          narration: [
            'Report one bug per ticket and search for duplicates before filing.',
            'Describe what the software does, not what a developer forgot, and label your guesses as guesses.',
          ],
        },
      ],
    },
    {
      title: 'Severity and priority',
      body: `<h2>Two different questions</h2>
<p>Every bug tracker asks how bad a bug is, and new testers often treat severity and priority as one field. They answer different questions and are usually set by different people.</p>
<ul>
<li><strong>Severity:</strong> how much damage does the bug do to the product or its users? It is a property of the bug, and the tester proposes it.</li>
<li><strong>Priority:</strong> how soon should we fix it, compared with everything else? It is a business decision, and the product owner makes it, often with the tester's input.</li>
</ul>
<h2>A severity scale</h2>
<p>Teams use different names, but most scales look like this:</p>
<table>
<thead><tr><th>Severity</th><th>Meaning</th><th>Shop example</th></tr></thead>
<tbody>
<tr><td>Blocker</td><td>A core flow is impossible, no workaround, or testing cannot continue</td><td>No one can place an order</td></tr>
<tr><td>Critical</td><td>A main function fails, data is lost or corrupted, money or security is at stake</td><td>Visa payments are declined</td></tr>
<tr><td>Major</td><td>An important function is wrong, but a workaround exists</td><td>Promo code fails on mobile, works on desktop</td></tr>
<tr><td>Minor</td><td>A small functional problem with limited impact</td><td>Sorting by rating ignores ties</td></tr>
<tr><td>Trivial</td><td>Cosmetic: spelling, alignment, colour</td><td>Icon misaligned on the FAQ page</td></tr>
</tbody>
</table>
<p>Jira ships with a Priority field (Highest, High, Medium, Low, Lowest). Severity is usually added as a custom field, and some teams skip it and rely on priority alone. Learn your team's definitions in the first week.</p>
<h2>When the two disagree</h2>
<p>The interesting cases are the ones where severity and priority point in different directions:</p>
<table>
<thead><tr><th></th><th>High priority</th><th>Low priority</th></tr></thead>
<tbody>
<tr><td>High severity</td><td>Visa payments fail for every customer. Fix now.</td><td>The admin's yearly sales export crashes over 10,000 rows. Used once a year, and exporting by quarter works.</td></tr>
<tr><td>Low severity</td><td>The brand name is misspelt on the homepage banner the day a TV campaign starts.</td><td>A misaligned icon on the FAQ page in one older browser.</td></tr>
</tbody>
</table>
<p>The typo breaks nothing, yet millions of people are about to see it. The crash destroys a whole operation, yet it can wait a sprint. That is why priority belongs to the person who sees the whole business picture.</p>
<h2>Arguing for a priority with facts</h2>
<p>You will often believe a bug deserves more urgency than it gets. Opinions rarely move a product owner; facts do. Before you argue, collect:</p>
<ul>
<li><strong>Reach:</strong> how many users, orders or sessions are affected? "Every Visa card" or "18% of yesterday's orders" beats "a lot of people".</li>
<li><strong>Money, law and trust:</strong> lost revenue, wrong prices, personal data exposed, accessibility obligations.</li>
<li><strong>Workaround:</strong> can users get around it, and would they know how?</li>
<li><strong>Frequency and timing:</strong> every time or rarely? Is a campaign or a release date coming?</li>
</ul>
<pre><code>Comment on SHOP-731:
Raising for priority review. Since 2.4.0-rc3, every Visa payment on mobile is
declined (12 of 12 attempts, 3 test cards). Mobile was 61% of orders last week.
No workaround except switching device. Logs attached.</code></pre>
<h2>Do not cry wolf</h2>
<p>Marking every bug as critical feels safe, but it teaches the team to ignore your severities. Testers whose ratings are consistently accurate are the ones whose "this one is really critical" gets a developer out of a meeting.</p>`,
      slides: [
        {
          heading: 'Two questions',
          points: ['Severity: how much damage?', 'Priority: how soon to fix?', 'Usually set by different people'],
          narration: [
            'Severity asks how much damage a bug does, and the tester proposes it.',
            'Priority asks how soon it should be fixed compared with everything else, and the product owner decides.',
          ],
        },
        {
          heading: 'A severity scale',
          points: ['Blocker and Critical', 'Major: a workaround exists', 'Minor and Trivial'],
          narration: [
            'Most scales run from blocker and critical through major to minor and trivial.',
            "Jira has a priority field out of the box, while severity is often a custom field, so learn your team's definitions.",
          ],
        },
        {
          heading: 'When they disagree',
          points: [
            'Yearly export crash: severe, can wait',
            'Brand typo on launch day: urgent',
            'Priority sees the business picture',
          ],
          narration: [
            'A crash in a yearly admin export is severe but can wait, because it is rare and has a workaround.',
            'A misspelt brand name on launch day breaks nothing, but it must be fixed right now.',
          ],
        },
        {
          heading: 'Argue with facts',
          points: ['Reach: users, orders, sessions', 'Money, law and trust', 'Workaround and timing'],
          narration: [
            'Opinions rarely change a priority, but facts about reach, money, workarounds and timing often do.',
            "Say every Visa payment on mobile fails, and that mobile was most of last week's orders.",
          ],
        },
        {
          heading: 'Do not cry wolf',
          points: ['Inflated severities get ignored', 'Accuracy builds trust'],
          narration: [
            'If every bug is critical, the team learns to ignore your ratings.',
            'Accurate severities are what make people listen when something really is critical.',
          ],
        },
      ],
    },
    {
      title: 'Jira workflows for testers',
      body: `<h2>Issues, types and fields</h2>
<p>Jira organises work as issues inside projects. The issue types you will meet daily are <strong>Epic</strong> (a large feature), <strong>Story</strong> (a piece of user value), <strong>Task</strong>, <strong>Sub-task</strong> and <strong>Bug</strong>. Testers mostly live in bugs and stories, and use a handful of fields constantly:</p>
<ul>
<li><strong>Affects Version/s:</strong> the release in which you found the bug.</li>
<li><strong>Fix Version/s:</strong> the release that will contain the fix.</li>
<li><strong>Component/s</strong> and <strong>Labels:</strong> the area (checkout, search) and tags such as <code>regression</code>.</li>
<li><strong>Linked issues:</strong> "blocks", "relates to", "is duplicated by", and the link from a bug to the story it breaks.</li>
</ul>
<h2>A typical workflow</h2>
<p>A workflow is the set of statuses an issue moves through and the transitions allowed between them. Every company configures its own, so ask for yours on day one. A common one for a product team:</p>
<pre><code>To Do -&gt; In Progress -&gt; Code Review -&gt; Ready for QA -&gt; In QA -&gt; Done
                                          ^                |
                                          |                v
                                          +---------- Reopened</code></pre>
<p>When an issue is closed, a <strong>resolution</strong> records why: Done (called Fixed in older setups), Won't Do, Duplicate, Cannot Reproduce. An issue with no resolution counts as unresolved in searches, which matters when you build filters.</p>
<h2>Verifying a fix, step by step</h2>
<ol>
<li>Move the issue to <em>In QA</em> so nobody else picks it up.</li>
<li>Check that the build containing the fix is really deployed to your environment. A surprising number of "still broken" re-tests are run on the old build.</li>
<li>Repeat the original steps exactly, with the original data.</li>
<li>Test around the fix: a promo code fix deserves a look at other codes, removing a code and paying with a discount applied.</li>
<li>Comment with the result and move the issue on.</li>
</ol>
<pre><code>Verified on staging, build 2.4.0-rc5, Chrome 126 and Safari 17 (iPhone).
Double-click on "Apply" adds one SAVE10 line; total 72.00 as expected.
Also checked: removing the code, two different codes, paying with the code
applied (order SHOP-ORD-88213). No regressions found. Moving to Done.</code></pre>
<p>If the bug is still there, reopen the same issue with the build number and fresh evidence. If you find a different problem while re-testing, file a new bug and link it; do not hide it in the old ticket.</p>
<h2>JQL: find anything in seconds</h2>
<p>Jira Query Language lets you search with precise conditions and save the result as a filter for a board or a dashboard. Queries every tester should have saved:</p>
<pre><code>-- My re-test queue, most urgent first
project = SHOP AND issuetype = Bug AND status = "Ready for QA" ORDER BY priority DESC, updated ASC

-- What is still open for the coming release
project = SHOP AND issuetype = Bug AND resolution = Unresolved AND fixVersion = "2.4.0"

-- Before filing: has anyone reported this already?
project = SHOP AND issuetype = Bug AND text ~ "promo code" ORDER BY created DESC

-- Bugs reopened this week, a sign of rushed fixes
project = SHOP AND status CHANGED TO "Reopened" DURING (startOfWeek(), now())</code></pre>
<p>The lines starting with two dashes are notes for you, not part of the query. Once a query is saved as a filter, you can subscribe to it and get the results by email every morning.</p>`,
      slides: [
        {
          heading: 'Issues and fields',
          points: ['Epic, Story, Task, Bug', 'Affects and Fix Version', 'Components, labels, links'],
          narration: [
            'Jira tracks work as issues: epics, stories, tasks, sub-tasks and bugs.',
            'Testers use affects version, fix version, components, labels and links every day.',
          ],
        },
        {
          heading: 'The workflow',
          points: ['To Do through Ready for QA to Done', 'Reopened sends it back', 'Resolution says why it closed'],
          narration: [
            'A workflow is the set of statuses an issue moves through, and every company configures its own.',
            'When an issue closes, its resolution records why, such as fixed, duplicate or cannot reproduce.',
          ],
        },
        {
          heading: 'Verifying a fix',
          points: [
            'Is the fixed build deployed?',
            'Original steps, original data',
            'Test around the fix',
            'Comment with build and result',
          ],
          narration: [
            'Before re-testing, make sure the build with the fix is really on your environment.',
            'Repeat the original steps, test the area around the fix, and comment with the build and what you checked.',
          ],
        },
        {
          heading: 'Reopen or new bug?',
          points: ['Same bug still there: reopen', 'Different problem: new, linked bug'],
          narration: [
            'If the original bug is still there, reopen the same issue with fresh evidence.',
            'If you find a different problem, file a new bug and link it to the old one.',
          ],
        },
        {
          heading: 'JQL filters',
          points: [
            'Re-test queue by priority',
            'Open bugs for the release',
            'Duplicate search with text ~',
            'Save, subscribe, share',
          ],
          narration: [
            'Jira Query Language finds issues with precise conditions, like bugs ready for QA ordered by priority.',
            'Save your queries as filters, put them on dashboards and subscribe to get them every morning.',
          ],
        },
      ],
    },
    {
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
          points: [
            'Test case: steps, data, expected',
            'Checklist: one line per check',
            'Choose per area, not per team',
          ],
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
    },
    {
      title: 'Reporting to stakeholders',
      body: `<h2>Different people need different answers</h2>
<p>Your testing is only as useful as the decisions it informs. The same results need to be told differently depending on who is listening:</p>
<table>
<thead><tr><th>Audience</th><th>What they need from you</th></tr></thead>
<tbody>
<tr><td>Developers</td><td>Precise bugs, steps, logs; which fixes are verified</td></tr>
<tr><td>Product owner</td><td>Risk per feature, open bugs that affect users, a basis for the release decision</td></tr>
<tr><td>Engineering manager</td><td>A short status, trends across releases, what slows testing down</td></tr>
<tr><td>Support team</td><td>Known issues going live and their workarounds</td></tr>
</tbody>
</table>
<h2>The test summary report</h2>
<p>Before a release, most teams expect a short written summary. It should fit on one screen and be readable in two minutes. Here is one for an online shop:</p>
<pre><code>Release 2.4.0: test summary (Thursday 16:00)
Scope:      Promo codes v2, new delivery options, 14 bug fixes
Not tested: Apple Pay on iPad (no device available); promo service under load
Results:    Regression: 182 checks, 176 passed, 4 failed, 2 blocked
            Exploratory: 6 sessions, 9 new bugs
Open bugs:  0 blocker, 1 critical, 3 major, 5 minor
            SHOP-731 (critical): promo code applied twice on double-click
Risks:      Discounts can stack until SHOP-731 is fixed; the fix is in
            review, re-test planned Friday 10:00
Suggestion: Release once SHOP-731 is verified; the minor bugs can go in 2.4.1</code></pre>
<p>Three parts do most of the work. <strong>Not tested</strong> tells people where the unknowns are; leaving it out makes your report look more confident than your testing was. <strong>Risks</strong> translate bugs into consequences a business person understands. <strong>Suggestion</strong> gives your professional view, but the release decision belongs to the product owner or the team, not to the tester alone.</p>
<h2>Numbers that help and numbers that mislead</h2>
<p>Some metrics support decisions; others only look busy.</p>
<ul>
<li>Helpful: open bugs by severity, created versus resolved over time, bugs that escaped to production, which risks have been tested.</li>
<li>Misleading on their own: number of test cases executed (182 trivial checks say less than 20 good ones), bugs found per tester (it rewards splitting one bug into five), a pass rate without saying what failed.</li>
</ul>
<h2>Dashboards in Jira</h2>
<p>A dashboard answers the recurring questions so people stop asking you in chat. Build one from your saved filters using gadgets such as <em>Filter Results</em> (the open critical bugs for this release), <em>Created vs. Resolved Chart</em> (are we finding bugs faster than we fix them?) and <em>Two Dimensional Filter Statistics</em> (open bugs by component and priority). Share it with the team and link it in your summary.</p>
<h2>Delivering bad news</h2>
<p>Two days before a release you find a critical bug. Tell the product owner and the developer now, not at stand-up tomorrow. State the facts, the impact and the options, in that order:</p>
<blockquote>"I found a critical bug in checkout: double-clicking Apply gives the promo discount twice, and the order goes through at that price. It happens every time on staging. Options: fix and re-test before Friday, hide promo codes for the release, or release with the risk. I can re-test within an hour of a fix."</blockquote>
<p>No drama, no blame, and no decision taken on someone else's behalf. Testers who report this way become the people the team trusts when it matters.</p>`,
      slides: [
        {
          heading: 'Know your audience',
          points: [
            'Developers: precise bugs and logs',
            'Product owner: risk per feature',
            'Manager: status and trends',
            'Support: known issues, workarounds',
          ],
          narration: [
            'The same results need to be told differently to developers, product owners, managers and support.',
            'Ask yourself what decision each person has to make, and give them what that decision needs.',
          ],
        },
        {
          heading: 'The test summary',
          points: ['Scope and what was not tested', 'Results and open bugs', 'Risks and a suggestion'],
          narration: [
            'A test summary fits on one screen: scope, what was not tested, results, open bugs, risks and a suggestion.',
            'Leaving out what was not tested makes the report sound more confident than the testing was.',
          ],
        },
        {
          heading: 'Metrics with care',
          points: ['Helpful: open bugs by severity', 'Helpful: escaped defects', 'Misleading: test case counts'],
          narration: [
            'Open bugs by severity, trends and escaped defects help people decide.',
            'Counting executed test cases or bugs per tester looks busy but rewards the wrong behaviour.',
          ],
        },
        {
          heading: 'Jira dashboards',
          points: ['Built from saved filters', 'Created vs. Resolved Chart', 'Open bugs by component'],
          narration: [
            'A Jira dashboard built from your saved filters answers recurring questions without a chat message.',
            'Created versus resolved shows whether bugs are found faster than they are fixed.',
          ],
        },
        {
          heading: 'Delivering bad news',
          points: ['Tell people now, not tomorrow', 'Facts, impact, options', 'The decision is not yours alone'],
          narration: [
            'When you find a critical bug before a release, tell the product owner and the developer immediately.',
            'Give the facts, the impact and the options, and leave the decision to the people who own it.',
          ],
        },
      ],
    },
  ],
  quizzes: [
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
  ],
};
