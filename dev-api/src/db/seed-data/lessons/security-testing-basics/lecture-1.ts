import type { SeedLesson } from '../types.ts';

/** 1. Thinking like an attacker */
export const lesson: SeedLesson = {
  title: 'Thinking like an attacker',
  body: `<h2>The question changes</h2>
<p>Functional testing asks "does the feature do what it should?" Security testing asks "what else can it be made to do?" An attacker does not use your application the way its designer imagined. They change a number in the URL, send a request the interface would never send, paste code where a name belongs and repeat a step a thousand times. Your job is to try those moves first, in a safe place, and report what works.</p>
<h2>Permission comes first</h2>
<p>Security testing without written permission can be a crime, however good your intentions. Before you start, agree the rules of engagement:</p>
<ul>
<li><strong>Scope</strong>: which environments, domains and features are in. Production usually is not.</li>
<li><strong>Accounts</strong>: your own test users, at least two per role, so you can aim one against the other.</li>
<li><strong>Limits</strong>: no denial of service, no destructive payloads, no real customers' data.</li>
<li><strong>Contact</strong>: whom to call when you find something serious or break the environment.</li>
</ul>
<p>If you come across real personal data, stop, note what you saw and report it. Do not download it or look further.</p>
<h2>Map the attack surface</h2>
<p>List every place where data enters the system or crosses a trust boundary: from the browser into the API, from the API into the database, from a partner's webhook into your queue. Open the developer tools and watch the Network tab while you use a feature. The requests it sends are your real test surface, not the buttons.</p>
<pre><code>PATCH /api/users/8812/profile HTTP/1.1
Host: staging.shop.example
Authorization: Bearer eyJhbGciOi...
Content-Type: application/json

{"displayName": "Ana", "email": "ana@test.example"}</code></pre>
<p>Read this request as an attacker would. The user id 8812 sits in the URL: what if it belongs to someone else? The body is JSON: what if you add <code>"role": "admin"</code>? The display name appears on other pages: what if it contains markup? Each question is a test case, and later lectures turn them into checks.</p>
<h2>Abuse cases beside use cases</h2>
<p>For every user story, write its evil twin. "As a customer I can apply a discount code" gets "as a customer I send the same single-use code in two parallel requests". A short table per feature is enough:</p>
<table>
<thead><tr><th>Feature</th><th>Abuse case</th><th>Expected result</th></tr></thead>
<tbody>
<tr><td>Password reset</td><td>Request resets for many emails to learn which exist</td><td>The same message and timing for every email</td></tr>
<tr><td>Order history</td><td>Change the order id to another customer's</td><td>403 or 404, no data</td></tr>
<tr><td>Avatar upload</td><td>Upload an HTML file renamed to .png</td><td>Rejected by its content, not its name</td></tr>
</tbody>
</table>
<h2>Your toolkit</h2>
<p>You need less than you think: the browser's developer tools, an HTTP client such as Postman or curl to replay and edit requests, and an intercepting proxy (OWASP ZAP or Burp Suite Community Edition) to see and change traffic between browser and server. The OWASP Top 10, a list of the most common web application risks, tells you where to look first, and the next lectures take its most frequent entries one by one.</p>`,
  slides: [
    {
      heading: 'What else can it do?',
      points: ['Functional: does it do what it should?', 'Security: what else can it be made to do?'],
      narration: [
        'Functional testing checks that a feature works, while security testing asks what else it can be made to do.',
        'Attackers change ids, send requests the interface never sends, and repeat steps a thousand times.',
      ],
    },
    {
      heading: 'Permission first',
      points: [
        'Written scope: environments, features',
        'Your own test accounts, two per role',
        'No denial of service, nothing destructive',
      ],
      narration: [
        'Security testing without written permission can be a crime, even with good intentions.',
        'Agree the scope, the accounts, the limits and whom to call when something serious turns up.',
        'If you ever see real personal data, stop, note what you saw, and report it.',
      ],
    },
    {
      heading: 'Map the attack surface',
      points: [
        'Where data enters or crosses a boundary',
        'Watch the Network tab, not the buttons',
        'Every field of a request is a question',
      ],
      narration: [
        'List every place where data enters the system or crosses a trust boundary.',
        'The requests in the Network tab are your real test surface, not the buttons on the page.',
        'An id in the URL, an extra field in the body, markup in a name: each is a test case.',
      ],
    },
    {
      heading: 'Abuse cases',
      points: ['Every user story has an evil twin', 'Parallel use of a single-use code', 'Another customer’s order id'],
      narration: [
        'For every user story, write the abuse case next to it.',
        'A single use discount code sent in two parallel requests is a classic example.',
      ],
    },
    {
      heading: 'A small toolkit',
      points: ['Browser developer tools', 'Postman or curl to replay requests', 'An intercepting proxy: ZAP or Burp'],
      narration: [
        'You need developer tools, an HTTP client to replay requests, and an intercepting proxy.',
        'The OWASP Top 10 tells you where to look first, and the next lectures follow it.',
      ],
    },
  ],
};
