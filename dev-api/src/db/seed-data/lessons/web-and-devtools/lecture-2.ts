import type { SeedLesson } from '../types.ts';

/** 2. HTTP methods and status codes */
export const lesson: SeedLesson = {
  title: 'HTTP methods and status codes',
  body: `<h2>The verbs and the answers of the web</h2>
<p>Every HTTP request carries a <strong>method</strong> that says what the client wants to do, and every response carries a <strong>status code</strong> that says how it went. Knowing both lets you judge whether an application behaves correctly even when the screen looks fine.</p>

<h3>Methods you will meet every day</h3>
<table>
<thead><tr><th>Method</th><th>Purpose</th><th>Safe</th><th>Idempotent</th></tr></thead>
<tbody>
<tr><td>GET</td><td>Read a resource</td><td>Yes</td><td>Yes</td></tr>
<tr><td>POST</td><td>Create something or trigger an action</td><td>No</td><td>No</td></tr>
<tr><td>PUT</td><td>Replace a resource completely</td><td>No</td><td>Yes</td></tr>
<tr><td>PATCH</td><td>Change part of a resource</td><td>No</td><td>Not guaranteed</td></tr>
<tr><td>DELETE</td><td>Remove a resource</td><td>No</td><td>Yes</td></tr>
</tbody>
</table>
<p><strong>Safe</strong> means the request must not change data: loading a page a hundred times should not create a hundred orders. <strong>Idempotent</strong> means repeating the request leaves the server in the same state as sending it once. POST is neither, which is why a double click on "Pay" is a classic test: does it create two payments?</p>

<h3>Status code classes</h3>
<ul>
<li><strong>2xx success</strong>: <code>200 OK</code>, <code>201 Created</code> after a POST that made something, <code>204 No Content</code> when there is nothing to return.</li>
<li><strong>3xx redirection</strong>: <code>301</code> moved permanently, <code>302</code> found elsewhere for now, <code>304 Not Modified</code> when the browser's cached copy is still valid.</li>
<li><strong>4xx client errors</strong>: the request was wrong. <code>400</code> malformed, <code>401</code> not authenticated, <code>403</code> authenticated but not allowed, <code>404</code> not found, <code>409</code> conflict, <code>422</code> valid syntax but invalid data, <code>429</code> too many requests.</li>
<li><strong>5xx server errors</strong>: the server failed. <code>500</code> an unhandled error, <code>502</code>/<code>504</code> a gateway got a bad answer or none in time, <code>503</code> temporarily unavailable.</li>
</ul>

<h3>An example exchange</h3>
<pre><code>POST /api/orders HTTP/1.1
Content-Type: application/json

{"productId": 42, "quantity": 2}

HTTP/1.1 201 Created
Location: /api/orders/1187
Content-Type: application/json

{"id": 1187, "status": "pending", "total": 59.80}</code></pre>

<h3>What to check as a tester</h3>
<ul>
<li><strong>Bad input should earn a 4xx, never a 5xx.</strong> If an empty email field produces <code>500</code>, the server crashed on data it should have validated. That is a bug even when the UI shows a polite message.</li>
<li><strong>401 and 403 are different.</strong> Logged out means 401; logged in without the right role means 403.</li>
<li><strong>Error pages should not return 200.</strong> A "Page not found" screen served with <code>200 OK</code> confuses search engines and monitoring. This is called a soft 404.</li>
<li><strong>Repeat non-idempotent actions.</strong> Double-submit forms, refresh after a POST, press Back and submit again.</li>
<li><strong>Read the error body.</strong> A useful 4xx names the field and the problem: <code>{"message": "email must be a valid address"}</code>.</li>
</ul>`,
  slides: [
    {
      heading: 'Methods say what the client wants',
      points: ['GET reads, POST creates', 'PUT replaces, PATCH changes part', 'DELETE removes'],
      narration: [
        'Each request carries a method: GET to read, POST to create, PUT and PATCH to change, DELETE to remove.',
        'The method tells you what the request is supposed to do before you even look at the data.',
      ],
    },
    {
      heading: 'Safe and idempotent',
      points: [
        'Safe: changes no data',
        'Idempotent: repeating leaves the same state',
        'POST is neither: test double submits',
      ],
      narration: [
        'A safe method never changes data, and an idempotent one can be repeated with the same end result.',
        'POST is neither, so a double click on a pay button is always worth testing.',
      ],
    },
    {
      heading: 'Five classes of status codes',
      points: ['2xx success, 3xx redirection', '4xx the client sent something wrong', '5xx the server failed'],
      narration: [
        'The first digit of a status code tells you the story: success, redirect, client error or server error.',
        'Learn the common ones by heart, like 201 Created, 304 Not Modified and 429 Too Many Requests.',
      ],
    },
    {
      heading: '401, 403 and 404',
      points: [
        '401: we do not know who you are',
        '403: we know you, and the answer is no',
        '404: there is nothing here',
      ],
      narration: [
        'A 401 means the request is not authenticated, while a 403 means the user is known but not allowed.',
        'Mixing them up is a real defect, because clients react differently to each one.',
      ],
    },
    {
      heading: 'What to check',
      points: [
        'Bad input gets a 4xx, never a 5xx',
        'Error pages must not answer 200',
        'The error body names the problem',
      ],
      narration: [
        'If invalid input makes the server answer 500, the server crashed on data it should have validated.',
        'Also check that error pages send an error status, and that error messages say which field is wrong.',
      ],
    },
  ],
};
