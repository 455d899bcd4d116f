import type { SeedLesson } from '../types.ts';

/** 1. REST in one hour */
export const lesson: SeedLesson = {
  title: 'REST in one hour',
  body: `<h2>What REST means in practice</h2>
<p>REST is an architectural style, not a standard, but in day-to-day work it means a handful of conventions. Data is organised as <strong>resources</strong> with their own URLs, you act on them with <strong>HTTP methods</strong>, they travel as <strong>JSON</strong>, and every request is <strong>stateless</strong>: it carries everything the server needs, including who you are. When an API follows these conventions, you can guess most of its behaviour before reading the documentation, and that guess is your first test oracle.</p>

<h3>Resources and URLs</h3>
<table>
<thead><tr><th>Request</th><th>Meaning</th><th>Typical success</th></tr></thead>
<tbody>
<tr><td>GET /users</td><td>List users</td><td>200</td></tr>
<tr><td>GET /users/17</td><td>Read user 17</td><td>200</td></tr>
<tr><td>POST /users</td><td>Create a user</td><td>201 + Location header</td></tr>
<tr><td>PUT /users/17</td><td>Replace user 17</td><td>200 or 204</td></tr>
<tr><td>PATCH /users/17</td><td>Change some fields</td><td>200</td></tr>
<tr><td>DELETE /users/17</td><td>Remove user 17</td><td>204</td></tr>
<tr><td>GET /users/17/orders</td><td>Orders of user 17</td><td>200</td></tr>
</tbody>
</table>
<p>URLs name things (nouns), methods say what to do (verbs). <code>POST /getUserById</code> is a smell worth mentioning in a review.</p>

<h3>Query parameters and headers</h3>
<p>Filtering, sorting and paging go into the query string: <code>GET /orders?status=paid&amp;sort=-createdAt&amp;page=2&amp;limit=20</code>. Headers carry metadata: <code>Content-Type</code> says what the body is, <code>Accept</code> what the client wants back, and <code>Authorization</code> who is asking.</p>

<h3>A full exchange</h3>
<pre><code>POST /users HTTP/1.1
Host: api.example.com
Authorization: Bearer eyJhbGciOi...
Content-Type: application/json

{"email": "ana@example.com", "name": "Ana", "role": "viewer"}

HTTP/1.1 201 Created
Location: /users/17
Content-Type: application/json

{"id": 17, "email": "ana@example.com", "name": "Ana", "role": "viewer", "createdAt": "2025-03-14T09:30:00Z"}</code></pre>
<p>JSON has six kinds of value: string, number, boolean, null, array and object. Type mistakes are common defects: <code>"id": "17"</code> instead of <code>17</code>, or <code>"active": "false"</code>, a non-empty string that a client treats as true.</p>

<h3>Why statelessness helps you</h3>
<p>Because the server keeps no conversation between requests, any single request can be replayed on its own: copy it, change one header or one field, and send it again. That is exactly what API testing is. It also means authentication has to travel with every call, so "what happens without the token, with an expired token, with another user's token" applies to every endpoint, not just the login.</p>

<h3>What to test in a REST API</h3>
<ul>
<li><strong>Status codes</strong> for success and for each kind of failure.</li>
<li><strong>Body shape</strong>: required fields present, correct types, no secrets such as password hashes.</li>
<li><strong>Persistence</strong>: what POST created is returned by GET; what DELETE removed answers 404.</li>
<li><strong>Validation</strong>: missing fields, wrong types, empty strings, boundaries, very long values. Expect 400 or 422 with a clear message, never 500.</li>
<li><strong>Authorisation</strong>: no token gives 401; another user's resource gives 403 or 404.</li>
<li><strong>Paging edges</strong>: the last page, <code>page=0</code>, <code>limit=100000</code>.</li>
<li><strong>Consistency</strong>: every error uses the same format, every date the same notation.</li>
</ul>`,
  slides: [
    {
      heading: 'REST in four ideas',
      points: ['Resources with their own URLs', 'HTTP methods act on them', 'JSON bodies, stateless requests'],
      narration: [
        'A REST API organises data as resources with URLs, and you act on them with HTTP methods.',
        'Every request is stateless, so it carries everything the server needs, including the token.',
      ],
    },
    {
      heading: 'Nouns in URLs, verbs in methods',
      points: ['GET /users/17 reads one user', 'POST /users creates, DELETE removes', 'POST /getUserById is a smell'],
      narration: [
        'The URL names the thing and the method says what to do with it.',
        'Once you know the pattern, you can predict an endpoint before reading its documentation.',
      ],
    },
    {
      heading: 'Query, headers, body',
      points: ['Query: filter, sort, page', 'Content-Type, Accept, Authorization', 'JSON: watch the value types'],
      narration: [
        'Filters and paging live in the query string, and metadata like the token lives in headers.',
        'Check JSON types carefully, because a number sent as a string breaks clients in quiet ways.',
      ],
    },
    {
      heading: 'What to test',
      points: [
        'Status codes and body shape',
        'Persistence: create, then read back',
        'Validation, authorisation, paging edges',
      ],
      narration: [
        'Test status codes, the shape of the body, and that created data can really be read back.',
        'Then attack validation, authorisation and paging, where invalid input should earn a 4xx, never a 500.',
      ],
    },
  ],
};
