import type { SeedLesson } from '../types.ts';

/** 4. Levels and types of testing */
export const lesson: SeedLesson = {
  title: 'Levels and types of testing',
  body: `<h2>Levels: how much of the system is under test</h2>
<p>Test levels group testing by the size of the thing being tested. Each level has its own goals, its own typical bugs and, usually, its own owner.</p>
<ul>
<li><strong>Unit (component) testing:</strong> one function or class in isolation, written by developers, running in milliseconds.</li>
<li><strong>Integration testing:</strong> the connections between parts: a service and its database, the front end and the API, our shop and a payment provider.</li>
<li><strong>System testing:</strong> the whole application, end to end, in an environment close to production. This is where most manual testers spend their time.</li>
<li><strong>Acceptance testing:</strong> confirming the system is ready for its users: user acceptance testing by the business, alpha and beta tests, and operational checks such as backups and monitoring.</li>
</ul>
<h2>One checkout, four levels</h2>
<table>
<thead><tr><th>Level</th><th>Example check</th><th>Typical bug found</th></tr></thead>
<tbody>
<tr><td>Unit</td><td><code>totalWithVat(100, 0.2)</code> returns 120</td><td>Rounding error on 0.005</td></tr>
<tr><td>Integration</td><td>Cart service sends the right amount to the payment sandbox</td><td>Amount sent in euros, expected in cents</td></tr>
<tr><td>System</td><td>Add to basket, pay by card, receive confirmation email</td><td>Email shows the price before discount</td></tr>
<tr><td>Acceptance</td><td>Finance checks that orders reach the accounting export</td><td>Export misses orders paid after midnight</td></tr>
</tbody>
</table>
<p>Notice that each bug would slip through the other levels. That is why teams test at several levels instead of relying on one.</p>
<h2>Types: what you are checking for</h2>
<p>Test types cut across the levels. You can do performance testing of a single function or of the whole system.</p>
<h3>Functional testing</h3>
<p>What the system does: business rules, calculations, validation messages, workflows. "A code cannot be used twice by the same customer."</p>
<h3>Non-functional testing</h3>
<p>How well the system does it: performance (the checkout responds in under two seconds with 500 users), security (one customer cannot open another's order), usability, accessibility (the form works with a keyboard and a screen reader), compatibility across browsers and devices, and reliability.</p>
<h3>White-box testing</h3>
<p>Tests designed from the internal structure, such as making sure every branch of a discount calculation runs at least once. Mostly done by developers at the unit level.</p>
<h3>Change-related testing</h3>
<p><strong>Confirmation testing</strong> (re-testing) checks that a reported bug is really fixed, using the original steps. <strong>Regression testing</strong> checks that a change did not break something that used to work. A fix to the discount calculation should trigger a re-test of that bug and a regression run over the rest of the checkout.</p>
<h2>Smoke, sanity and the test pyramid</h2>
<p>A <strong>smoke test</strong> is a short, broad check that a new build is stable enough to test at all: the app starts, you can log in, the main pages load. A <strong>sanity check</strong> is a narrow, quick look at one area after a small change.</p>
<pre><code>        /  E2E  \\        few, slow, test whole journeys
       /---------\\
      / Integration\\     more, check the connections
     /--------------\\
    /      Unit      \\   many, fast, check the logic
   /------------------\\</code></pre>
<p>The test pyramid is the usual advice for automated checks: many fast unit tests at the bottom, fewer integration tests, and a small number of slow end-to-end tests at the top. Manual exploratory testing sits beside the pyramid, not inside it.</p>`,
  slides: [
    {
      heading: 'Four test levels',
      points: [
        'Unit: one function in isolation',
        'Integration: the connections between parts',
        'System: the whole application',
        'Acceptance: ready for its users?',
      ],
      narration: [
        'Test levels group testing by how much of the system is under test.',
        'Unit tests check one function, integration tests check connections, system tests check the whole application.',
        'Acceptance testing confirms the system is ready for the people who will use it.',
      ],
    },
    {
      heading: 'One checkout, four bugs',
      points: [
        'Unit: a rounding error',
        'Integration: euros sent instead of cents',
        'System: wrong price in the email',
        'Acceptance: orders missing from an export',
      ],
      narration: [
        'In a checkout, each level catches a different bug that the other levels would miss.',
        'That is why teams test at several levels instead of trusting just one.',
      ],
    },
    {
      heading: 'Functional and non-functional',
      points: [
        'Functional: what the system does',
        'Non-functional: how well it does it',
        'Performance, security, accessibility',
      ],
      narration: [
        'Functional testing checks business rules, calculations and workflows.',
        'Non-functional testing checks qualities such as speed, security, usability, accessibility and compatibility.',
      ],
    },
    {
      heading: 'Re-testing and regression',
      points: [
        'Confirmation: is the bug really fixed?',
        'Regression: did the fix break anything?',
        'Both follow every change',
      ],
      narration: [
        'Confirmation testing repeats the original steps to prove a reported bug is fixed.',
        'Regression testing checks that the change did not break something that used to work.',
      ],
    },
    {
      heading: 'Smoke tests and the pyramid',
      points: [
        'Smoke: is this build worth testing?',
        'Many unit, fewer integration tests',
        'Few slow end-to-end tests',
      ],
      narration: [
        'A smoke test is a quick, broad check that a new build is stable enough to test.',
        'The test pyramid suggests many fast unit tests, fewer integration tests and only a few end-to-end tests.',
      ],
    },
  ],
};
