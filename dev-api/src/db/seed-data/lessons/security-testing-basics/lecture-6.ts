import type { SeedLesson } from '../types.ts';

/** 6. Reporting vulnerabilities */
export const lesson: SeedLesson = {
  title: 'Reporting vulnerabilities',
  body: `<h2>A security report is different</h2>
<p>A finding is only as useful as its report. A developer has to reproduce it, a product owner has to judge its urgency, and sometimes a security team has to decide whether customers must be told. The report is also dangerous in itself, because it is a recipe for an attack, so it goes where access is restricted.</p>
<h2>The template</h2>
<pre><code>Title:       IDOR: any customer can read other customers' orders via GET /api/orders/:id
Severity:    CVSS 3.1 base 6.5 (AV:N/AC:L/PR:L/UI:N/S:U/C:H/I:N/A:N); priority: high
Environment: staging, build 4.2.0-rc3, 12 March, accounts qa-ana and qa-ben
Component:   Orders API

Summary
The order endpoint checks that the caller is signed in, not that the order
belongs to them.

Steps to reproduce
1. Log in as qa-ben, place an order, note its id (10483).
2. Log in as qa-ana, copy the access token.
3. GET /api/orders/10483 with qa-ana's token.

Expected: 404
Actual:   200 with qa-ben's name, address and items
          (request and response attached, tokens redacted)

Impact
Any signed-in customer can read the name, address and purchases of every
other customer. Ids are sequential, so all orders can be listed.

Suggested fix
Check the order's owner on the server for every method; add an API test
per role.</code></pre>
<h2>Writing each part</h2>
<ul>
<li><strong>Title</strong>: the weakness, where it is and what it allows, readable in a list of fifty tickets.</li>
<li><strong>Evidence</strong>: the raw request and response, trimmed to what matters. Redact tokens, passwords and any real personal data; keep the ids that prove the point.</li>
<li><strong>Impact</strong>: what an attacker gains, in business words. "Reads every customer's address" is fixed sooner than "IDOR on orders".</li>
<li><strong>Severity</strong>: CVSS rates how the attack works and what it affects, so different findings compare fairly; this one scores 6.5, medium. The business context (what data, how many users, reachable from the internet) sets the priority, which is why every customer's address makes it high.</li>
<li><strong>Fix</strong>: a suggestion, not an order. Developers own the solution; you own the retest.</li>
</ul>
<h2>Handle with care</h2>
<ul>
<li>File security bugs in a restricted project or with a confidential label, never in a public tracker or a busy chat channel.</li>
<li>Do not demonstrate the bug on production or to people outside the agreed circle.</li>
<li>Keep the proof minimal: one record of your own test account, not a dump of the table.</li>
<li>Report serious findings at once (exposed personal data, payment bypass) instead of waiting for the end of the sprint.</li>
</ul>
<h2>Retest and close</h2>
<p>When the fix arrives, repeat the exact steps, then try the neighbours: other methods, other ids, other endpoints built the same way. A fix that covers only the reported URL is common. Add the case to the regression suite so it cannot quietly return.</p>
<h3>Outside your job</h3>
<p>If you notice a vulnerability in someone else's product, outside your work and outside an official bug bounty programme, stop testing. Report it through the vendor's published security contact or disclosure policy, give them reasonable time to fix it, and never access more data than you have already seen. Bug bounty programmes publish a scope and rules, and anything outside that scope is not covered by their permission.</p>`,
  slides: [
    {
      heading: 'A report with a risk',
      points: ['Developers reproduce it', 'Product owners judge urgency', 'It is a recipe for an attack'],
      narration: [
        'A security report must let developers reproduce the issue and product owners judge its urgency.',
        'It is also a recipe for an attack, so it belongs where access is restricted.',
      ],
    },
    {
      heading: 'The template',
      points: [
        'Title: weakness, place, consequence',
        'Environment, steps, expected, actual',
        'Impact and a suggested fix',
      ],
      narration: [
        'A good title names the weakness, where it is, and what it allows.',
        'Then give the environment, exact steps, expected and actual results, impact and a suggested fix.',
      ],
    },
    {
      heading: 'Evidence and impact',
      points: ['Raw request and response, trimmed', 'Redact tokens and personal data', 'Impact in business words'],
      narration: [
        'Attach the raw request and response, redacting tokens, passwords and any personal data.',
        'Describe the impact in business words, like reading every customer’s address.',
      ],
    },
    {
      heading: 'Severity and priority',
      points: ['CVSS rates the attack itself', 'Business context sets the priority', 'Base 6.5 medium, priority high'],
      narration: [
        'CVSS gives a comparable base score from how an attack works and what it affects.',
        'The data, the number of users and internet exposure decide how urgent the fix is.',
      ],
    },
    {
      heading: 'Handle, retest, disclose',
      points: [
        'Restricted tracker, minimal proof',
        'Retest neighbours, add a regression test',
        'Outside work: vendor’s security contact',
      ],
      narration: [
        'File the bug in a restricted place, keep your proof minimal, and report serious findings at once.',
        'When the fix arrives, retest the exact steps and the neighbouring endpoints.',
        'For someone else’s product, stop and report through the vendor’s published security contact.',
      ],
    },
  ],
};
