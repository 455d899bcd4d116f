/** Seed: the lessons and quizzes of Security Testing Basics (taught by Grace Okafor). */
import type { CourseLessons } from './types.ts';

const attackerMindset = `<h2>The question changes</h2>
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
<p>You need less than you think: the browser's developer tools, an HTTP client such as Postman or curl to replay and edit requests, and an intercepting proxy (OWASP ZAP or Burp Suite Community Edition) to see and change traffic between browser and server. The OWASP Top 10, a list of the most common web application risks, tells you where to look first, and the next lectures take its most frequent entries one by one.</p>`;

const injection = `<h2>What injection is</h2>
<p>Injection happens when data from a user is mixed into a command (an SQL query, a shell command, a template) and the interpreter treats part of that data as code. The root cause is always the same: the application builds the command by joining strings.</p>
<pre><code>// Vulnerable: the input becomes part of the SQL text
const sql = "SELECT * FROM products WHERE category = '" + req.query.category + "'";

// Safe: the input travels separately, as a value
const rows = await db.query('SELECT * FROM products WHERE category = $1', [req.query.category]);</code></pre>
<p>With the first version, a category of <code>shoes' OR '1'='1</code> turns the condition into one that is always true. With the second, the database looks for a category literally named that and finds nothing.</p>
<h2>Safe probes</h2>
<p>Finding injection needs no destructive payloads. Start with a character that breaks the syntax, then send pairs of inputs that can only behave differently if the input is being interpreted:</p>
<pre><code>GET /api/products?category=shoes                    -&gt; 200, 24 items
GET /api/products?category=shoes'                   -&gt; 500 "unterminated quoted string"
GET /api/products?category=shoes'+AND+'1'='1        -&gt; 200, 24 items
GET /api/products?category=shoes'+AND+'1'='2        -&gt; 200, 0 items</code></pre>
<p>A quote that causes a server error is a strong hint. The true/false pair is evidence: the database evaluated your condition. That is enough to report. Do not go on to extract data, and never send statements that change or delete anything, such as <code>UPDATE</code> or <code>DROP</code>.</p>
<h2>Other interpreters</h2>
<ul>
<li><strong>Operating system commands</strong>: a feature that pings a host or converts a file may hand input to a shell. A harmless timing probe shows it: if <code>example.test; sleep 5</code> makes the answer exactly five seconds slower, the shell ran your text.</li>
<li><strong>NoSQL</strong>: in a JSON login body, a password sent as an object, <code>{"password": {"$ne": null}}</code>, can match any user in MongoDB-style queries.</li>
<li><strong>Templates</strong>: put <code>{{7*7}}</code> in your display name and read the welcome email. If it says 49, a template engine evaluated your input.</li>
</ul>
<h2>Where to look</h2>
<p>Search boxes, filters and sort parameters (<code>?sort=price</code> is often concatenated, because column names cannot be passed as query parameters), login forms, report exports, file imports and any value read from a cookie or header. Rarely used and hidden inputs are more likely to have been built by hand and never reviewed.</p>
<h2>Test cases to keep</h2>
<table>
<thead><tr><th>Input</th><th>Expected</th></tr></thead>
<tbody>
<tr><td>A single quote, a double quote and a backslash in every text parameter</td><td>No 500, no database error text</td></tr>
<tr><td>A true and a false condition appended to a value</td><td>Both return the same result</td></tr>
<tr><td>An unknown sort column, e.g. <code>sort=price;</code></td><td>400, only allow-listed columns accepted</td></tr>
<tr><td>A timing probe in fields passed to system tools</td><td>No delay</td></tr>
</tbody>
</table>
<p>Error responses should never reveal SQL, stack traces or table names: even without an injection, they hand an attacker a map of the system.</p>`;

const brokenAuthentication = `<h2>What goes wrong</h2>
<p>Authentication answers "who are you?". The OWASP Top 10 (2021) calls its weaknesses Identification and Authentication Failures, the category earlier editions named broken authentication. The bugs are rarely in the password comparison itself. They sit around it: in messages, limits, sessions, reset links and remember-me tokens.</p>
<h2>User enumeration</h2>
<p>Compare the answers for an existing and an unknown account:</p>
<pre><code>POST /api/login {"email": "ana@test.example", "password": "wrong"}
-&gt; 401 {"message": "Wrong password"}                (312 ms)

POST /api/login {"email": "nobody@test.example", "password": "wrong"}
-&gt; 401 {"message": "No account with this email"}    (41 ms)</code></pre>
<p>Both the wording and the timing tell an attacker which emails are registered, half of what credential stuffing with leaked passwords needs. Expected: one message, such as "Email or password is incorrect", and similar timing. Check registration and password reset too; if the product decides that "this email is already registered" must stay, record it as an accepted risk.</p>
<h2>Brute force and rate limits</h2>
<p>Send twenty wrong passwords for your own test account. Something should happen: a delay, a CAPTCHA, a temporary lock or <code>429 Too Many Requests</code>. Then look for the ways around it. Does the limit reset when you send a different <code>X-Forwarded-For</code> header? Does it cover the mobile API as well as the web form? Does it protect the one-time code of two-factor login? A six-digit code without a limit falls to at most a million requests.</p>
<h2>Sessions</h2>
<ul>
<li>After logout, replay an old request with the old token or cookie: it must get 401.</li>
<li>After a password change, sessions on other devices should end.</li>
<li>The session id changes at login; otherwise an attacker who planted an id before login can reuse it (session fixation).</li>
<li>Session cookies carry <code>HttpOnly</code>, <code>Secure</code> and <code>SameSite</code>.</li>
<li>Tokens never travel in URLs, where they end up in logs and browser history.</li>
</ul>
<pre><code>Set-Cookie: session=6f1c...; Path=/; HttpOnly; Secure; SameSite=Lax</code></pre>
<h2>Password reset</h2>
<p>A reset link is a second way in, often weaker than the first. Check that a token works once, expires (for example after 30 minutes) and belongs to one account: a token issued for your first test user must not reset the second. Also send the reset request with a <code>Host</code> header you control; if the email link then points to that host, an attacker could collect other people's tokens.</p>
<h2>Tokens</h2>
<p>Decode a JSON Web Token's payload (it is only Base64) and look for data that should not be there. Change one character of the signature and send it back: the server must reject it. A server that accepts a modified token, or one whose header says <code>"alg": "none"</code>, believes whatever the client claims.</p>
<h2>Checklist</h2>
<ol>
<li>One error message for an unknown user and a wrong password.</li>
<li>Rate limits on login, code entry and reset.</li>
<li>Old sessions rejected after logout and password change.</li>
<li>Reset tokens single-use, short-lived and bound to one account.</li>
<li>Tampered tokens rejected.</li>
</ol>`;

const crossSiteScripting = `<h2>The idea</h2>
<p>Cross-site scripting (XSS) happens when text a user controls is placed into a page as HTML or JavaScript instead of as text. The browser then runs the attacker's script with the victim's session: it can read what the victim sees, act in their name or show a fake login form. Since 2021 the OWASP Top 10 counts XSS as a kind of injection.</p>
<h2>Three kinds</h2>
<ul>
<li><strong>Reflected</strong>: the input comes straight back in the response, for example a search page that prints "No results for ...". The attacker sends the victim a crafted link.</li>
<li><strong>Stored</strong>: the input is saved (a review, a profile name, a support ticket) and served to everyone who opens the page later, administrators included.</li>
<li><strong>DOM-based</strong>: the page's own JavaScript reads input such as the URL fragment and writes it into the page with <code>innerHTML</code>, without the server taking part.</li>
</ul>
<h2>Start with a harmless marker</h2>
<p>Before any script, find out how output is encoded. Enter a unique string with special characters:</p>
<pre><code>qa7731"'&lt;b&gt;bold&lt;/b&gt;</code></pre>
<p>Then search for <code>qa7731</code> in the page source or the Elements panel. If the source shows <code>&amp;lt;b&amp;gt;</code> and the word "bold" is not bold, the output is encoded, which is what you want. If "bold" appears in bold, your markup became HTML and the field is vulnerable. Note where the marker landed: in text, inside an attribute, inside a script or in a URL. Each context needs its own encoding, and a fix for one does not cover the others.</p>
<pre><code>&lt;input value="qa7731"&gt;                      marker inside an attribute
" autofocus onfocus="alert(1)                 input that closes the quote
&lt;a href="javascript:alert(1)"&gt;website&lt;/a&gt;    a URL field that allows any scheme</code></pre>
<h2>Proof of concept</h2>
<p>When markup gets through, confirm with a payload that does nothing worse than open an alert box:</p>
<pre><code>POST /api/products/311/reviews HTTP/1.1
Content-Type: application/json

{"rating": 5, "text": "Great boots &lt;img src=x onerror=alert(document.domain)&gt;"}</code></pre>
<p>If the product page now shows an alert with the site's domain, you have stored XSS; <code>document.domain</code> proves which origin the script ran in. Stop there. Never use payloads that send cookies or data anywhere, and delete your test review or ask for the environment to be reset.</p>
<h2>Defences to check</h2>
<ul>
<li>Output encoding by default. React, Angular and most server templates encode text unless told otherwise, so look for the exceptions: <code>dangerouslySetInnerHTML</code>, <code>v-html</code>, <code>innerHTML</code>.</li>
<li>Rich text passes through a sanitiser that keeps only a short list of tags.</li>
<li>Link fields accept only <code>http</code> and <code>https</code> addresses.</li>
<li>A <code>Content-Security-Policy</code> header that forbids inline scripts limits the damage of any miss.</li>
<li>Session cookies are <code>HttpOnly</code>, so a script cannot read them.</li>
</ul>
<h2>Where to try</h2>
<p>Every value shown back to a user: names, addresses, comments, file names, search terms, error messages that echo input, and data imported from CSV files or other systems. Remember the back office: a name that is safe on the shop page may be rendered raw in an admin table, where the victim has the most powerful session of all.</p>`;

const accessControl = `<h2>Signed in is not allowed</h2>
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
<p>Only use data of accounts you created. If a request ever returns a real person's data, stop and report it.</p>`;

const reporting = `<h2>A security report is different</h2>
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
<p>If you notice a vulnerability in someone else's product, outside your work and outside an official bug bounty programme, stop testing. Report it through the vendor's published security contact or disclosure policy, give them reasonable time to fix it, and never access more data than you have already seen. Bug bounty programmes publish a scope and rules, and anything outside that scope is not covered by their permission.</p>`;

export const lessons: CourseLessons = {
  course: 'security-testing-basics',
  lectures: [
    {
      title: 'Thinking like an attacker',
      body: attackerMindset,
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
          points: [
            'Every user story has an evil twin',
            'Parallel use of a single-use code',
            'Another customer’s order id',
          ],
          narration: [
            'For every user story, write the abuse case next to it.',
            'A single use discount code sent in two parallel requests is a classic example.',
          ],
        },
        {
          heading: 'A small toolkit',
          points: [
            'Browser developer tools',
            'Postman or curl to replay requests',
            'An intercepting proxy: ZAP or Burp',
          ],
          narration: [
            'You need developer tools, an HTTP client to replay requests, and an intercepting proxy.',
            'The OWASP Top 10 tells you where to look first, and the next lectures follow it.',
          ],
        },
      ],
    },
    {
      title: 'Injection',
      body: injection,
      slides: [
        {
          heading: 'Data becomes code',
          points: [
            'Input joined into SQL, shell or template',
            'The interpreter runs part of it',
            'Fix: parameters, never concatenation',
          ],
          narration: [
            'Injection happens when user input is joined into a command and the interpreter runs part of it.',
            'Parameterised queries send the input separately, so it can only ever be a value.',
          ],
        },
        {
          heading: 'Safe probes',
          points: [
            'One quote: does the server error?',
            'True and false pair: do results differ?',
            'Stop at evidence, never modify data',
          ],
          narration: [
            'Start with a single quote and watch for a server error.',
            'Then send a true condition and a false one; different results prove the database evaluated your input.',
            'That is enough to report, so never extract data or send statements that change anything.',
          ],
        },
        {
          heading: 'Other interpreters',
          points: [
            'Shell: a five second sleep probe',
            'NoSQL: an operator object as password',
            'Templates: does 7 times 7 become 49?',
          ],
          narration: [
            'A timing probe reveals command injection when the answer is exactly five seconds slower.',
            'In NoSQL logins, a password sent as an operator object can match any user.',
            'If seven times seven in your name becomes forty nine in an email, a template evaluated it.',
          ],
        },
        {
          heading: 'Where to look',
          points: [
            'Search, filters and sort parameters',
            'Exports, imports, cookies and headers',
            'Hidden and rarely used inputs',
          ],
          narration: [
            'Sort parameters are a favourite, because column names cannot be passed as query parameters.',
            'Hidden and rarely used inputs are more likely to be built by hand and never reviewed.',
          ],
        },
        {
          heading: 'Test cases to keep',
          points: [
            'Quotes and backslashes: no 500',
            'Sort columns from an allow-list',
            'No SQL or stack traces in errors',
          ],
          narration: [
            'Keep a small set of checks for every text parameter and run them on every release.',
            'Error messages should never reveal SQL, stack traces or table names.',
          ],
        },
      ],
    },
    {
      title: 'Broken authentication',
      body: brokenAuthentication,
      slides: [
        {
          heading: 'Around the password check',
          points: ['Messages and timing', 'Limits, sessions and reset links', 'Tokens the server should verify'],
          narration: [
            'Authentication bugs rarely sit in the password comparison itself.',
            'They hide in messages, rate limits, sessions, reset links and tokens around it.',
          ],
        },
        {
          heading: 'User enumeration',
          points: [
            'Different messages reveal accounts',
            'Different timing does too',
            'Expected: one message, similar time',
          ],
          narration: [
            'Compare the login answer for an existing account and an unknown one.',
            'If the wording or the timing differs, an attacker learns which emails are registered.',
          ],
        },
        {
          heading: 'Brute force',
          points: [
            'Twenty wrong passwords: what happens?',
            'Try to reset the limit with headers',
            'Two-factor codes need limits too',
          ],
          narration: [
            'Twenty wrong passwords on your own test account should trigger a delay, a lock or a 429.',
            'Check whether the limit resets with a forged header and whether it covers two factor codes.',
          ],
        },
        {
          heading: 'Sessions and cookies',
          points: ['Old token after logout: 401', 'New session id at login', 'HttpOnly, Secure and SameSite'],
          narration: [
            'Replay an old request after logout; the server must reject the old token.',
            'Session ids must change at login, and cookies need the HttpOnly, Secure and SameSite flags.',
          ],
        },
        {
          heading: 'Reset links and tokens',
          points: [
            'Single-use, short-lived, one account',
            'Host header must not steer the link',
            'Tampered JWT signature: rejected',
          ],
          narration: [
            'A reset token must work once, expire soon, and belong to exactly one account.',
            'Change one character of a token signature; a server that still accepts it believes any claim.',
          ],
        },
      ],
    },
    {
      title: 'Cross-site scripting',
      body: crossSiteScripting,
      slides: [
        {
          heading: 'Text that becomes script',
          points: ['User text rendered as HTML or JS', 'Runs with the victim’s session'],
          narration: [
            'Cross site scripting happens when text a user controls is rendered as HTML or JavaScript.',
            'The script then runs with the victim’s session and can act in their name.',
          ],
        },
        {
          heading: 'Three kinds',
          points: [
            'Reflected: comes back in the response',
            'Stored: saved and shown to others',
            'DOM-based: the page’s own script',
          ],
          narration: [
            'Reflected scripting needs a crafted link, while stored scripting waits for every visitor of the page.',
            'DOM based scripting happens entirely in the browser when page code writes input as HTML.',
          ],
        },
        {
          heading: 'Harmless marker first',
          points: [
            'Unique string plus quotes and a bold tag',
            'Encoded in the source: good',
            'Bold on the page: vulnerable',
          ],
          narration: [
            'Enter a unique marker with quotes and a bold tag, then find it in the page source.',
            'Encoded characters are good news, while bold text means your markup became HTML.',
            'Note the context, because text, attributes, scripts and URLs each need their own encoding.',
          ],
        },
        {
          heading: 'Proof, then stop',
          points: ['An alert with document.domain', 'Never send cookies or data anywhere', 'Remove your test content'],
          narration: [
            'Confirm with a payload that only shows an alert with the site’s domain.',
            'Never use payloads that send cookies or data anywhere, and clean up your test content.',
          ],
        },
        {
          heading: 'Defences and places',
          points: [
            'Encoding by default, sanitised rich text',
            'Content-Security-Policy, HttpOnly',
            'Check admin views, imports, file names',
          ],
          narration: [
            'Look for the exceptions to default encoding, such as inner HTML and its framework equivalents.',
            'A content security policy and HttpOnly cookies limit the damage of any miss.',
            'Test every value shown back to users, especially in the back office.',
          ],
        },
      ],
    },
    {
      title: 'Access control',
      body: accessControl,
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
    },
    {
      title: 'Reporting vulnerabilities',
      body: reporting,
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
          points: [
            'CVSS rates the attack itself',
            'Business context sets the priority',
            'Base 6.5 medium, priority high',
          ],
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
    },
  ],
  quizzes: [
    {
      title: 'Mindset: thinking like an attacker',
      section: 0,
      questions: [
        {
          prompt: 'What must you have before you start security testing an application at work?',
          kind: 'single',
          options: [
            'Written permission with an agreed scope and rules',
            'A long list of payloads from the internet',
            'Administrator access to production',
            'An account on a bug bounty platform',
          ],
          correct: [0],
          explanation:
            'Permission and scope are what separate testing from attacking. Payload lists and tools come later, and production admin access is neither needed nor usually in scope.',
        },
        {
          prompt: 'Which belong in the rules of engagement?',
          kind: 'multiple',
          options: [
            'Which environments and features are in scope',
            'Which test accounts you will use',
            'What is forbidden, such as denial of service or destructive payloads',
            'Whom to contact when you find something serious',
            'Which real customers you may log in as',
          ],
          correct: [0, 1, 2, 3],
          explanation:
            'Scope, accounts, limits and a contact make testing safe and legal. You never use real customers’ accounts; you create your own test users.',
        },
        {
          prompt: 'Why should you have at least two test accounts per role?',
          kind: 'single',
          options: [
            'To double the load on the server',
            'Because sessions expire quickly',
            'To avoid rate limits on login',
            'To check whether one user can reach the other’s data',
          ],
          correct: [3],
          explanation:
            'Many of the most serious bugs are one user reaching another’s data. With two accounts you control, you can test that without touching anyone real.',
        },
        {
          prompt: 'A response unexpectedly contains a real customer’s personal data. What do you do?',
          kind: 'single',
          options: [
            'Download it as evidence',
            'Keep exploring to see how much is exposed',
            'Stop, note what you saw and report it',
            'Post it in the team chat so everyone sees the risk',
          ],
          correct: [2],
          explanation:
            'Stop and report with a description of what you saw. Downloading, exploring or sharing real data widens the exposure you are trying to prevent.',
        },
        {
          prompt: 'Which is an abuse case for "As a customer I can apply a single-use discount code"?',
          kind: 'single',
          options: [
            'The customer applies a valid code and sees the new total',
            'The customer types the code in lower case',
            'The customer sends the same code in two parallel requests to use it twice',
            'An administrator creates a new code',
          ],
          correct: [2],
          explanation:
            'An abuse case describes a deliberate misuse that breaks a rule of the feature, here "single-use". The other options are ordinary use or input variations.',
        },
        {
          prompt: 'Which of these are part of the attack surface you map?',
          kind: 'multiple',
          options: [
            'The requests the browser sends to the API',
            'Webhooks that partners send to your system',
            'Only the buttons visible in the interface',
            'File uploads and imports',
          ],
          correct: [0, 1, 3],
          explanation:
            'The attack surface is every place data enters or crosses a trust boundary. Buttons are just one way to send requests; an attacker sends the requests directly.',
        },
      ],
    },
    {
      title: 'Common vulnerabilities',
      section: 1,
      questions: [
        {
          prompt: 'What is the root cause of SQL injection?',
          kind: 'single',
          options: [
            'An outdated database version',
            'Weak user passwords',
            'Building the query by joining user input into the SQL text',
            'Serving the site without HTTPS',
          ],
          correct: [2],
          explanation:
            'When input is concatenated into the query, the database cannot tell data from code. Parameterised queries send the value separately and remove the problem.',
        },
        {
          prompt:
            "category=shoes' AND '1'='1 returns 24 items, and category=shoes' AND '1'='2 returns 0. What does this show?",
          kind: 'single',
          options: [
            'The database evaluated your condition: evidence of SQL injection',
            'The search is case-sensitive',
            'The server caches the first response',
            'There are no shoes in stock',
          ],
          correct: [0],
          explanation:
            'A safe application would treat both strings as unknown category names and return the same result. Different results mean your condition ran as SQL; that is enough to report.',
        },
        {
          prompt: 'Which observations point to authentication failures?',
          kind: 'multiple',
          options: [
            'A wrong password gets 401',
            'Different messages for an unknown email and a wrong password',
            'An old token still works after logout',
            'The session cookie is marked HttpOnly',
            'Unlimited attempts at a six-digit two-factor code',
          ],
          correct: [1, 2, 4],
          explanation:
            'Enumeration, sessions that survive logout and unlimited code guesses are all weaknesses. A 401 for a wrong password and an HttpOnly cookie are the correct behaviour.',
        },
        {
          prompt:
            'You save the marker qa7731"\'<b>bold</b> as your display name and the word "bold" appears in bold on the page. What does this mean?',
          kind: 'single',
          options: [
            'The output is encoded correctly',
            'Your markup was rendered as HTML, so the field is likely vulnerable to XSS',
            'The browser has a bug',
            'It is only a styling issue',
          ],
          correct: [1],
          explanation:
            'If the tag had been encoded you would see it as text. Rendered markup means a script in the same place could run too, so confirm with a harmless alert and report.',
        },
        {
          prompt:
            'With Ana’s token, GET /api/orders/10483 (Ben’s order) returns 200 with Ben’s address. Which vulnerability is it?',
          kind: 'single',
          options: [
            'Cross-site scripting',
            'SQL injection',
            'User enumeration',
            'Insecure direct object reference (broken access control)',
          ],
          correct: [3],
          explanation:
            'The server trusted the id without checking the order’s owner. The expected answer is 403 or 404.',
        },
        {
          prompt: 'Which are effective defences against XSS?',
          kind: 'multiple',
          options: [
            'Using UUIDs instead of numeric ids',
            'Encoding output for its context',
            'Sanitising rich text with an allow-list of tags',
            'Hiding the input field in the interface',
            'A Content-Security-Policy that forbids inline scripts',
          ],
          correct: [1, 2, 4],
          explanation:
            'Encoding and sanitising stop markup from becoming code, and a CSP limits the damage of a miss. Id formats have nothing to do with XSS, and hidden fields can still be sent directly.',
        },
      ],
    },
    {
      title: 'Reporting vulnerabilities',
      section: 2,
      questions: [
        {
          prompt: 'Which is the best title for a security bug?',
          kind: 'single',
          options: [
            'Security bug in orders',
            'URGENT!!! Data leak',
            'IDOR: any customer can read other customers’ orders via GET /api/orders/:id',
            'Orders API returns 200',
          ],
          correct: [2],
          explanation:
            'A good title names the weakness, the place and the consequence, so anyone scanning a list of tickets understands it. The others are vague or alarm without information.',
        },
        {
          prompt: 'What do you do with a request and response before attaching them to the report?',
          kind: 'multiple',
          options: [
            'Delete the status code to keep it short',
            'Redact tokens and passwords',
            'Remove any real personal data',
            'Keep the ids that prove the issue',
          ],
          correct: [1, 2, 3],
          explanation:
            'Evidence should prove the issue without creating a new leak. The status code is part of the proof, so it stays.',
        },
        {
          prompt: 'Where should a security bug be filed?',
          kind: 'single',
          options: [
            'In the public issue tracker',
            'In a restricted project or a confidential ticket',
            'In the company-wide chat channel',
            'On social media, to raise awareness',
          ],
          correct: [1],
          explanation:
            'A vulnerability report is a recipe for an attack until it is fixed, so only people who need it should see it.',
        },
        {
          prompt:
            'A finding has a CVSS base score of 6.5 (medium), but it exposes every customer’s address through sequential ids. What sets its priority?',
          kind: 'single',
          options: [
            'The business context (data, number of users, exposure) together with the score',
            'Only the CVSS number',
            'The seniority of the tester who found it',
            'The order in which findings were reported',
          ],
          correct: [0],
          explanation:
            'CVSS makes findings comparable, but the business impact decides urgency. Exposing all customers’ personal data justifies a high priority.',
        },
        {
          prompt: 'The fix has arrived. What does a good retest include?',
          kind: 'multiple',
          options: [
            'Repeating the exact steps from the report',
            'Closing the ticket without testing, since the developer tested it',
            'Trying other methods and endpoints built the same way',
            'Adding the case to the regression suite',
          ],
          correct: [0, 2, 3],
          explanation:
            'Fixes often cover only the reported URL, so test the neighbours and keep a regression test. The reporter’s retest is part of closing the loop.',
        },
        {
          prompt:
            'You notice a vulnerability in another company’s website, outside your job and outside any bug bounty programme. What do you do?',
          kind: 'single',
          options: [
            'Keep testing to prove the full impact',
            'Stop, report it through the vendor’s published security contact and give them time to fix it',
            'Publish the details at once so users are warned',
            'Share it in a forum to ask whether it is real',
          ],
          correct: [1],
          explanation:
            'Without permission, further testing is not protected. Responsible disclosure means a private report to the vendor and time to fix before anything is public.',
        },
      ],
    },
  ],
};
