import type { SeedLesson } from '../types.ts';

/** 5. Access control */
export const lesson: SeedLesson = {
  title: 'Access control',
  body: `<h2>Signed in is not allowed</h2>
<p>Authentication says who you are; access control decides what you may do. Broken access control tops the OWASP Top 10 (2021) because it is common and easy to miss: the interface hides the button, but the API behind it answers anyone who asks. Test the API, not the buttons.</p>
<h2>IDOR: the id in the URL</h2>
<p>An insecure direct object reference (IDOR) means the server returns or changes an object because the client asked for its id, without checking that it belongs to the caller. Use two test accounts you control, Ana and Ben:</p>
<pre><code># Ana's own order, Ana's token
GET /api/orders/10482 HTTP/1.1
Authorization: Bearer &lt;ana-token&gt;
-&gt; 200 {"id": 10482, "customer": "Ana Test", "address": "..."}

# Ben's order, still Ana's token
GET /api/orders/10483 HTTP/1.1
Authorization: Bearer &lt;ana-token&gt;
-&gt; 200 {"id": 10483, "customer": "Ben Test", "address": "..."}   &lt;- IDOR</code></pre>
<p>The expected answer is 403 or 404; many teams prefer 404, so the response does not even confirm that order 10483 exists. Test every method, not only reads: <code>PUT</code>, <code>PATCH</code> and <code>DELETE</code> on Ben's objects with Ana's token are often less protected than <code>GET</code>. Random-looking ids such as UUIDs make guessing harder but are not access control; they leak through shared links, logs and other responses.</p>
<h2>Vertical escalation</h2>
<p>Next, a regular user calling functions meant for a higher role:</p>
<pre><code>GET /api/admin/users HTTP/1.1
Authorization: Bearer &lt;ana-token&gt;
-&gt; expected 403

PATCH /api/users/me HTTP/1.1
Authorization: Bearer &lt;ana-token&gt;
Content-Type: application/json

{"displayName": "Ana", "role": "admin"}
-&gt; expected 400, or 200 with the role unchanged</code></pre>
<p>The second request tests <em>mass assignment</em>: a server that copies every field of the body into the user record, including ones the form never shows. Afterwards, call <code>GET /api/users/me</code> to see whether the role really changed; a 200 alone proves nothing either way.</p>
<h2>A role matrix</h2>
<p>Access control rewards system over inspiration. List endpoints and roles, write down what each role should get, then call every cell:</p>
<table>
<thead><tr><th>Endpoint</th><th>Anonymous</th><th>Customer, own</th><th>Customer, other's</th><th>Admin</th></tr></thead>
<tbody>
<tr><td>GET /api/orders/:id</td><td>401</td><td>200</td><td>404</td><td>200</td></tr>
<tr><td>DELETE /api/orders/:id</td><td>401</td><td>403</td><td>404</td><td>204</td></tr>
<tr><td>GET /api/admin/users</td><td>401</td><td>403</td><td>403</td><td>200</td></tr>
</tbody>
</table>
<p>The matrix is also the best candidate for automation: one short API test per cell, run on every build, catches a forgotten check the day it is introduced.</p>
<h2>Also check</h2>
<ul>
<li>Ids in bodies and query strings, not just paths: <code>?userId=</code>, <code>"accountId"</code>.</li>
<li>Files: invoices and exports behind predictable URLs.</li>
<li>Multi-step flows: can the last step be called without the one before, such as confirming an order that was never paid?</li>
<li>Tenants in business products: a user of company A reading company B's data.</li>
</ul>
<p>Only use data of accounts you created. If a request ever returns a real person's data, stop and report it.</p>`,
  slides: [
    {
      heading: 'Signed in is not allowed',
      points: ['Authentication: who you are', 'Access control: what you may do', 'Test the API, not the buttons'],
      narration: [
        'Authentication establishes who you are, and access control decides what you are allowed to do.',
        'Hiding a button is not protection, because the API behind it still answers.',
      ],
    },
    {
      heading: 'IDOR with two accounts',
      points: ['Ana’s token, Ben’s order id', 'Expected: 403 or 404, no data', 'Test PUT, PATCH and DELETE too'],
      narration: [
        'Use two accounts you control and request the second one’s objects with the first one’s token.',
        'Any answer other than 403 or 404 is an insecure direct object reference.',
        'Random ids make guessing harder, but they are not access control.',
      ],
    },
    {
      heading: 'Vertical escalation',
      points: [
        'Customer token on admin endpoints',
        'Mass assignment: role in the body',
        'Read the record back to confirm',
      ],
      narration: [
        'Call admin endpoints with a customer token and expect a 403.',
        'Add a role field to a profile update, then read the profile back to see whether it stuck.',
      ],
    },
    {
      heading: 'A role matrix',
      points: ['Endpoints down, roles across', 'Expected status in every cell', 'One automated test per cell'],
      narration: [
        'List endpoints against roles and write the expected status in each cell.',
        'Automating the matrix catches a forgotten check on the day it is introduced.',
      ],
    },
    {
      heading: 'Also check',
      points: [
        'Ids in bodies and query strings',
        'Invoices behind predictable URLs',
        'Skipped steps and other tenants',
      ],
      narration: [
        'Look for ids in bodies and query strings, and for files behind predictable addresses.',
        'Try calling the last step of a flow directly, and only ever use your own test accounts.',
      ],
    },
  ],
};
