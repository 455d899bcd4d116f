import type { SeedLesson } from '../types.ts';

/** 5. Reporting to stakeholders */
export const lesson: SeedLesson = {
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
};
