import type { SeedLesson } from '../types.ts';

/** 2. Injection */
export const lesson: SeedLesson = {
  title: 'Injection',
  body: `<h2>What injection is</h2>
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
<p>Error responses should never reveal SQL, stack traces or table names: even without an injection, they hand an attacker a map of the system.</p>`,
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
      points: ['Quotes and backslashes: no 500', 'Sort columns from an allow-list', 'No SQL or stack traces in errors'],
      narration: [
        'Keep a small set of checks for every text parameter and run them on every release.',
        'Error messages should never reveal SQL, stack traces or table names.',
      ],
    },
  ],
};
