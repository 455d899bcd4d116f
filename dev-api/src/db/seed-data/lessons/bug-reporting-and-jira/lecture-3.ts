import type { SeedLesson } from '../types.ts';

/** 3. Jira workflows for testers */
export const lesson: SeedLesson = {
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
};
