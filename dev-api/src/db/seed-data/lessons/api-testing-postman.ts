import type { CourseLessons } from './types.ts';

export const lessons: CourseLessons = {
  course: 'api-testing-postman',
  lectures: [
    {
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
          points: [
            'GET /users/17 reads one user',
            'POST /users creates, DELETE removes',
            'POST /getUserById is a smell',
          ],
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
    },
    {
      title: 'Requests, collections and environments',
      body: `<h2>Postman as your API workbench</h2>
<p>Postman lets you send any HTTP request, read the answer, and save both for later. Used well, it becomes a shared, runnable description of the API: a collection that any teammate can open and run against any environment.</p>

<h3>Building a request</h3>
<ul>
<li>Choose the <strong>method</strong> and type the <strong>URL</strong>. The <strong>Params</strong> tab stays in sync with the query string.</li>
<li>Add <strong>Headers</strong> such as <code>Accept: application/json</code>.</li>
<li>In <strong>Body</strong>, pick <em>raw</em> and <em>JSON</em> for most APIs; Postman then sets <code>Content-Type</code> for you. Use <em>form-data</em> for file uploads.</li>
<li>In <strong>Authorization</strong>, choose Bearer Token, Basic Auth or API Key. Set it once on the collection and let requests use <em>Inherit auth from parent</em>.</li>
</ul>
<p>The response pane shows status, time, size, body, headers and cookies. Save a good response as an <strong>example</strong>: it documents the endpoint and can feed a mock server.</p>

<h3>Collections and folders</h3>
<p>A collection groups requests; folders give it structure. A layout that scales:</p>
<pre><code>Shop API
├── Auth        (login, refresh, logout)
├── Users       (create, read, update, delete)
├── Orders
└── Smoke       (one fast request per critical endpoint)</code></pre>
<p>Collections and folders can hold their own auth, scripts and variables, so shared setup is written once.</p>

<h3>Variables</h3>
<p>Write <code>{{baseUrl}}/users/{{userId}}</code> instead of a fixed address. Postman looks a variable up in five scopes, from broadest to narrowest: <strong>global, collection, environment, data</strong> (a row of a data file during a run) and <strong>local</strong> (set by a script for one run). When a name exists in several scopes, the narrowest wins.</p>

<h3>Environments</h3>
<p>An environment is a named set of variables: <em>Local</em>, <em>Staging</em>, <em>Production</em>. You switch it from the selector in the top right, and the same requests go to a different server. Exported, an environment looks like this:</p>
<pre><code>{
  "name": "Staging",
  "values": [
    { "key": "baseUrl", "value": "https://staging.api.example.com", "enabled": true },
    { "key": "adminEmail", "value": "qa-admin@example.com", "enabled": true },
    { "key": "token", "value": "", "type": "secret", "enabled": true }
  ]
}</code></pre>
<p>The test of a good setup: the collection runs against any environment without editing a single request.</p>

<h3>Keeping secrets safe</h3>
<p>Each variable can have a value that stays on your machine and a value shared with the team (older versions call them <em>current</em> and <em>initial</em> value). Keep tokens and passwords in the local value only, mark them as secret, and never commit an exported environment that contains them. Treat the Production environment with care: keep it read-only, or in a separate collection, so a stray DELETE never reaches real customers.</p>

<h3>Your first hour with a new API</h3>
<ol>
<li>Create the collection and a Local or Staging environment with <code>baseUrl</code>.</li>
<li>Add the login request and set collection-level auth.</li>
<li>Add one request per endpoint, each with a saved example.</li>
<li>Name requests by what they do: "Create user with valid data", not "New Request 4".</li>
</ol>`,
      slides: [
        {
          heading: 'Building a request',
          points: [
            'Method, URL, Params, Headers',
            'Body: raw JSON for most APIs',
            'Auth once on the collection, inherited',
          ],
          narration: [
            'A request is a method, a URL, headers and often a JSON body, all set in separate tabs.',
            'Set authorization once on the collection, and let every request inherit it from its parent.',
          ],
        },
        {
          heading: 'Collections and folders',
          points: [
            'Group requests by resource or scenario',
            'Shared auth, scripts and variables',
            'Save examples as documentation',
          ],
          narration: [
            'A collection groups requests, and folders give it a structure such as auth, users, orders and smoke.',
            'Saved example responses document each endpoint and can even feed a mock server.',
          ],
        },
        {
          heading: 'Variables and scopes',
          points: [
            '{{baseUrl}}/users/{{userId}}',
            'Global, collection, environment, data, local',
            'The narrowest scope wins',
          ],
          narration: [
            'Variables replace fixed values, and Postman looks them up in five scopes, from global to local.',
            'When the same name exists in two scopes, the narrower one wins, so an environment beats a global.',
          ],
        },
        {
          heading: 'Environments',
          points: ['Local, Staging, Production', 'Same requests, different server', 'No request edits when switching'],
          narration: [
            'An environment is a named set of variables, like the base URL and the test accounts of staging.',
            'A good collection runs against any environment without editing a single request.',
          ],
        },
        {
          heading: 'Keeping secrets safe',
          points: ['Tokens only in the local value', 'Mark passwords as secret', 'Guard Production against writes'],
          narration: [
            'Keep tokens and passwords in the value that stays on your machine, and mark them as secret.',
            'Treat production with care, so that a stray delete request never reaches real customers.',
          ],
        },
      ],
    },
    {
      title: 'Writing assertions',
      body: `<h2>From looking at responses to checking them</h2>
<p>Reading a response by eye is exploration. A test is the same check written down so that it runs every time, for everyone. In Postman, checks are JavaScript in the request's <strong>post-response script</strong> (the <em>Scripts</em> tab; older versions call it <em>Tests</em>). Postman gives you the <code>pm</code> object and the Chai assertion library.</p>

<h3>The basics</h3>
<pre><code>pm.test('status is 201 Created', () =&gt; {
  pm.response.to.have.status(201);
});

const user = pm.response.json();

pm.test('returns the new user', () =&gt; {
  pm.expect(user.id).to.be.a('number');
  pm.expect(user.email).to.eql('ana@example.com');
  pm.expect(user.role).to.be.oneOf(['admin', 'viewer']);
});

pm.test('never exposes the password', () =&gt; {
  pm.expect(user).to.not.have.property('password');
});

pm.test('answers JSON within 800 ms', () =&gt; {
  pm.expect(pm.response.headers.get('Content-Type')).to.include('application/json');
  pm.expect(pm.response.responseTime).to.be.below(800);
});</code></pre>
<p>Each <code>pm.test</code> appears as one pass or fail line in the results. If an assertion inside it throws, that test fails and the others still run. Because the script is saved with the request, the same checks run when you press Send, in the Collection Runner and later on a CI server: write them once and they guard the endpoint for as long as it exists.</p>

<h3>Checking lists</h3>
<pre><code>pm.test('filter returns only paid orders', () =&gt; {
  const { items } = pm.response.json();
  pm.expect(items).to.be.an('array').that.is.not.empty;
  items.forEach((order) =&gt; pm.expect(order.status).to.eql('paid'));
});</code></pre>
<p>Note the <code>not.empty</code> check: without it, an empty list would pass the loop and hide a broken filter.</p>

<h3>Checking the shape with a schema</h3>
<pre><code>const schema = {
  type: 'object',
  required: ['id', 'email', 'role', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    role: { enum: ['admin', 'viewer'] },
    createdAt: { type: 'string' },
  },
};

pm.test('matches the user schema', () =&gt; {
  pm.response.to.have.jsonSchema(schema);
});</code></pre>
<p>A schema catches missing fields and wrong types in one assertion, and it works even when values change from run to run.</p>

<h3>Testing the unhappy path</h3>
<p>A request built to fail deserves the same care. For <code>POST /users</code> with an invalid email:</p>
<pre><code>pm.test('rejects an email without @', () =&gt; {
  pm.response.to.have.status(400);
  const { message } = pm.response.json();
  pm.expect(message).to.include('email');
});</code></pre>
<p>Checks that every request in a collection needs, such as "no response takes longer than two seconds", belong in the collection's own post-response script, which runs after each request. The <strong>Snippets</strong> list beside the script editor inserts the common patterns when you are starting out.</p>

<h3>Habits of good API tests</h3>
<ul>
<li><strong>One behaviour per test, named as a requirement.</strong> "rejects an email without @" tells you what broke without opening the script.</li>
<li><strong><code>eql</code> versus <code>equal</code>.</strong> <code>eql</code> compares deeply, so it suits objects and arrays; <code>equal</code> is strict <code>===</code>.</li>
<li><strong>Assert what you know, not what varies.</strong> Check that <code>createdAt</code> is a string, not its exact value; check the id is a number, not that it is 17.</li>
<li><strong>Make failures readable.</strong> <code>pm.expect(user.role, 'role of a new user').to.eql('viewer')</code> adds context to the failure message.</li>
</ul>`,
      slides: [
        {
          heading: 'From looking to checking',
          points: ['Post-response script, in JavaScript', 'pm.test names one check', 'pm.expect uses Chai assertions'],
          narration: [
            'An assertion is a check written down, so it runs every time for everyone on the team.',
            'In Postman you write them in JavaScript in the post-response script, using pm dot test and pm dot expect.',
          ],
        },
        {
          heading: 'Status, body, headers, time',
          points: [
            'pm.response.to.have.status(201)',
            'pm.response.json() for the body',
            'Content-Type and responseTime',
          ],
          narration: [
            'Start with the status, then parse the body as JSON and check its fields and types.',
            'Headers and response time are worth a check too, such as JSON content within an agreed time.',
          ],
        },
        {
          heading: 'Lists and schemas',
          points: [
            'Check every item, and that the list is not empty',
            'jsonSchema checks fields and types at once',
            'Schemas survive changing values',
          ],
          narration: [
            'When checking a list, assert it is not empty, or a broken filter passes silently.',
            'A JSON schema checks required fields and types in one assertion, even when values change.',
          ],
        },
        {
          heading: 'Habits of good tests',
          points: [
            'One behaviour per test, named clearly',
            'eql compares deeply, equal is ===',
            'Assert what you know, not what varies',
          ],
          narration: [
            'Give each test one behaviour and a name that reads like a requirement.',
            'Check types for generated values like ids and dates, and exact values only where you know them.',
            'And write tests for the failures too: a bad request should get the right status and a clear message.',
          ],
        },
      ],
    },
    {
      title: 'Chaining requests',
      body: `<h2>Scenarios, not single calls</h2>
<p>Real users do not call one endpoint. They log in, create an order, pay it and check its status. To test that, each request must pass what it learned to the next one: the token from login, the id of what was just created. Postman does this with scripts that read a response and store values in variables.</p>

<h3>Saving values from a response</h3>
<pre><code>// POST {{baseUrl}}/auth/login, post-response script
pm.test('login succeeds', () =&gt; pm.response.to.have.status(200));
const { accessToken } = pm.response.json();
pm.expect(accessToken, 'access token').to.be.a('string');
pm.collectionVariables.set('token', accessToken);</code></pre>
<p>With the collection's Authorization set to Bearer Token <code>{{token}}</code>, every later request is authenticated. The same pattern keeps the id of created data:</p>
<pre><code>// POST {{baseUrl}}/users, post-response script
pm.test('user created', () =&gt; pm.response.to.have.status(201));
const id = pm.response.json().id;
pm.expect(id, 'id of the new user').to.exist;
pm.collectionVariables.set('userId', id);</code></pre>
<p>The next request is simply <code>GET {{baseUrl}}/users/{{userId}}</code>. The <code>to.exist</code> line matters: if creation fails, you want a clear failure here, not a puzzling 404 three requests later.</p>

<h3>Preparing data before a request</h3>
<p>A pre-request script runs before the request is sent. Use it for data that must be unique on every run:</p>
<pre><code>// POST {{baseUrl}}/users, pre-request script
pm.variables.set('email', 'qa+' + Date.now() + '@example.com');</code></pre>
<pre><code>{
  "email": "{{email}}",
  "name": "{{$randomFirstName}}",
  "externalId": "{{$guid}}"
}</code></pre>
<p>Names starting with <code>$</code> are Postman's built-in dynamic variables; <code>{{$timestamp}}</code> and <code>{{$randomInt}}</code> are other useful ones. Unique data means a second run does not fail with "email already taken".</p>

<h3>Setup inside a script</h3>
<p>Sometimes a test needs data that no earlier request in its folder creates. <code>pm.sendRequest</code> sends an extra request from a script, for example to create a product before an order test. Keep it for setup only: checks written inside a hidden request are easy to overlook when a test fails.</p>

<h3>Controlling the order</h3>
<p>The Collection Runner and Newman execute requests in the order of the collection. To skip ahead or loop, call <code>pm.execution.setNextRequest('Delete user')</code> (older scripts use <code>postman.setNextRequest</code>); passing <code>null</code> stops the run. Use this sparingly: a linear folder is far easier to read.</p>

<h3>A complete scenario</h3>
<ol>
<li>Login: save <code>token</code>.</li>
<li>Create user: save <code>userId</code>.</li>
<li>Read user: the fields match what was sent.</li>
<li>Update user with PATCH: the change is returned by a new GET.</li>
<li>Delete user: expect 204.</li>
<li>Read user again: expect 404, which proves the delete really happened.</li>
</ol>

<h3>Pitfalls</h3>
<ul>
<li><strong>Hidden dependencies.</strong> A request that works only after another one ran by hand will fail in CI. Each folder should create what it needs.</li>
<li><strong>Leftover data.</strong> Clean up at the end of a scenario so test runs do not pollute shared environments.</li>
<li><strong>Globals.</strong> Prefer collection variables; globals leak between unrelated collections.</li>
</ul>`,
      slides: [
        {
          heading: 'Scenarios, not single calls',
          points: [
            'Login, create, read, update, delete',
            'Each step passes data to the next',
            'Scripts store values in variables',
          ],
          narration: [
            'Users follow flows, so API tests should too: log in, create something, read it back, and clean up.',
            'Each request passes what it learned, like a token or an id, to the next one through variables.',
          ],
        },
        {
          heading: 'Saving values from a response',
          points: [
            'pm.response.json() reads the body',
            'pm.collectionVariables.set stores it',
            'Assert the value exists first',
          ],
          narration: [
            'A post-response script reads the token or the new id and stores it as a collection variable.',
            'Assert that the value exists before saving it, so a failure shows up where it really happened.',
          ],
        },
        {
          heading: 'Unique data every run',
          points: [
            'Pre-request scripts run before sending',
            'Date.now() makes emails unique',
            'Dynamic variables: $guid, $timestamp',
          ],
          narration: [
            'A pre-request script prepares data before the request is sent, such as a unique email address.',
            'With unique data, the second run does not fail because the email is already taken.',
          ],
        },
        {
          heading: 'Prove the whole lifecycle',
          points: ['Update, then read back the change', 'Delete answers 204', 'Read again: 404 proves the delete'],
          narration: [
            'After an update, read the resource again to see that the change was really stored.',
            'After a delete, a final read that returns 404 proves the data is actually gone.',
          ],
        },
        {
          heading: 'Pitfalls',
          points: [
            'No hidden dependencies between folders',
            'Clean up what you create',
            'Prefer collection variables to globals',
          ],
          narration: [
            'A folder that only works after someone ran another request by hand will fail in CI.',
            'Create what you need, delete it at the end, and keep variables at the collection level.',
          ],
        },
      ],
    },
    {
      title: 'Running collections with Newman',
      body: `<h2>Tests that run without you</h2>
<p>A collection you have to run by clicking is only as reliable as your memory. <strong>Newman</strong> is Postman's open-source command-line runner: it runs an exported collection on any machine with Node.js, prints the results and exits with a code a CI pipeline understands. That is the step from "I tested it" to "it is tested on every change".</p>

<h3>Installing and exporting</h3>
<pre><code>npm install --save-dev newman
npx newman --version</code></pre>
<p>Export the collection (format v2.1) and each environment as JSON from Postman and commit them to the repository, next to the code they test:</p>
<pre><code>api-tests/
  shop-api.postman_collection.json
  staging.postman_environment.json
  data/new-users.csv</code></pre>
<p>Before committing, check that the environment holds no tokens or passwords.</p>

<h3>Running</h3>
<pre><code>npx newman run api-tests/shop-api.postman_collection.json -e api-tests/staging.postman_environment.json</code></pre>
<p>Options you will use often:</p>
<ul>
<li><code>--env-var "token=$API_TOKEN"</code> passes a secret from the shell or the CI's secret store.</li>
<li><code>--folder "Smoke"</code> runs one folder only.</li>
<li><code>--bail</code> stops at the first failure.</li>
<li><code>--timeout-request 10000</code> fails a request that takes longer than 10 seconds.</li>
<li><code>--delay-request 200</code> waits between requests, kind to rate-limited APIs.</li>
<li><code>-r cli,junit --reporter-junit-export results/newman.xml</code> prints to the console and writes a JUnit report.</li>
</ul>

<p>The console output lists each request with its assertions, then a summary table of iterations, requests, scripts and assertions, and finally every failure with its number, test name and the message, such as <code>expected response to have status code 201 but got 500</code>.</p>

<h3>Data-driven runs</h3>
<p>With <code>-d</code>, Newman runs the whole collection once per row of a CSV or JSON file:</p>
<pre><code>email,expectedStatus
ana@example.com,201
not-an-email,400
,400</code></pre>
<p>Requests use <code>{{email}}</code> directly, and the script reads the row:</p>
<pre><code>const expected = Number(pm.iterationData.get('expectedStatus'));
pm.test('status for ' + pm.iterationData.get('email'), () =&gt; {
  pm.response.to.have.status(expected);
});</code></pre>
<pre><code>npx newman run api-tests/shop-api.postman_collection.json -e api-tests/staging.postman_environment.json -d api-tests/data/new-users.csv --folder "Users"</code></pre>

<h3>In a pipeline</h3>
<p>Newman exits with <strong>0</strong> when everything passed and a non-zero code when an assertion failed or the run broke, so the CI job turns red on its own. A GitHub Actions step:</p>
<pre><code>- name: API tests
  run: npx newman run api-tests/shop-api.postman_collection.json -e api-tests/staging.postman_environment.json --env-var "token=\${{ secrets.API_TOKEN }}" -r cli,junit --reporter-junit-export results/newman.xml</code></pre>
<p>Publish the JUnit file as a test report so the pipeline lists each failed test by name. For a shareable HTML page, teams often add the community reporter <code>newman-reporter-htmlextra</code>. Postman also ships its own Postman CLI; Newman remains the open-source option that runs wherever Node.js runs.</p>

<h3>Keeping the suite healthy</h3>
<ul>
<li>Run the Smoke folder on every commit and the full collection nightly.</li>
<li>Export again after every change in Postman, and review the JSON diff like code.</li>
<li>A flaky request is a bug in the test or the system: investigate it, do not just rerun.</li>
</ul>`,
      slides: [
        {
          heading: 'Tests that run without you',
          points: [
            'Newman: open-source command-line runner',
            'Runs exported collections with Node.js',
            'Exit code tells CI pass or fail',
          ],
          narration: [
            'Newman runs a Postman collection from the command line, on any machine that has Node.js.',
            'That turns a collection you click through into tests that run on every change.',
          ],
        },
        {
          heading: 'Export and commit',
          points: [
            'Collection v2.1 and environments as JSON',
            'Keep them next to the code',
            'No tokens in committed files',
          ],
          narration: [
            'Export the collection and its environments as JSON files, and commit them with the code they test.',
            'Check those files for tokens and passwords first, because the repository is no place for secrets.',
          ],
        },
        {
          heading: 'Options you will use',
          points: [
            '-e environment, --env-var for secrets',
            '--folder, --bail, --timeout-request',
            '-r cli,junit for reports',
          ],
          narration: [
            'Pass the environment with dash e, and secrets with env var from the CI secret store.',
            'Run a single folder, stop at the first failure, or write a JUnit report for the pipeline.',
          ],
        },
        {
          heading: 'Data-driven runs',
          points: [
            '-d runs once per CSV or JSON row',
            'pm.iterationData reads the row',
            'Valid and invalid inputs in one file',
          ],
          narration: [
            'With dash d, Newman runs the collection once for each row of a data file.',
            'One file can hold valid and invalid inputs together with the status each one should get.',
          ],
        },
        {
          heading: 'In a pipeline',
          points: [
            'Non-zero exit code fails the job',
            'Publish the JUnit report',
            'Smoke per commit, full suite nightly',
          ],
          narration: [
            'Newman exits with a non-zero code when a test fails, so the pipeline turns red on its own.',
            'Run a quick smoke folder on every commit, the full collection nightly, and treat flaky tests as bugs.',
          ],
        },
      ],
    },
    {
      title: 'Contract testing basics',
      body: `<h2>The promise between two programs</h2>
<p>An API is used by other programs: the web front end, a mobile app, partner systems, other services of your own company. Each of them relies on a <strong>contract</strong>: the URLs and methods, the fields and their types, which fields are required, which status codes come back and what an error looks like. If the provider changes any of that, a consumer can break even though every test of the provider still passes.</p>

<h3>Breaking and non-breaking changes</h3>
<table>
<thead><tr><th>Change</th><th>For existing consumers</th></tr></thead>
<tbody>
<tr><td>Remove a response field</td><td>Breaking</td></tr>
<tr><td>Rename a field (<code>userName</code> to <code>username</code>)</td><td>Breaking</td></tr>
<tr><td>Change a type (<code>id</code> from number to string)</td><td>Breaking</td></tr>
<tr><td>Make an optional request field required</td><td>Breaking</td></tr>
<tr><td>Add a new optional response field</td><td>Usually safe</td></tr>
<tr><td>Add a new optional query parameter</td><td>Safe</td></tr>
<tr><td>Add a new value to an enum in a response</td><td>Risky: strict clients may reject it</td></tr>
</tbody>
</table>
<p>Mobile apps make this urgent: old versions stay installed for months, so the API must keep serving them.</p>

<h3>Approach 1: check responses against a schema</h3>
<p>Many teams describe their API in an <strong>OpenAPI</strong> document, which contains JSON Schemas for each request and response. Tests then validate real responses against those schemas. In Postman you can import the OpenAPI file to generate a collection, and keep schemas in collection variables:</p>
<pre><code>const userSchema = {
  type: 'object',
  required: ['id', 'email', 'role'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    role: { enum: ['admin', 'viewer'] },
    nickname: { type: ['string', 'null'] },
  },
};

pm.test('GET /users/:id keeps its contract', () =&gt; {
  pm.response.to.have.jsonSchema(userSchema);
});</code></pre>
<p><code>additionalProperties: false</code> is a deliberate choice. It catches undocumented fields, including leaked internal data, but every new field then needs a schema update first. Check the error contract too: does a 404 still return <code>{"message": "..."}</code>?</p>

<h3>Approach 2: consumer-driven contracts</h3>
<p>In consumer-driven contract testing, popularised by the tool <strong>Pact</strong>, the consumer writes the expectations:</p>
<ol>
<li>The consumer's tests run against a mock provider and record each interaction they rely on into a <em>pact file</em>.</li>
<li>The pact is published, usually to a broker.</li>
<li>The provider's pipeline replays those interactions against the real provider and verifies the answers.</li>
<li>Before deploying, either side asks the broker whether its version is compatible with the versions it talks to.</li>
</ol>
<p>The advantage: the provider learns exactly which fields each consumer uses, so removing an unused field is safe and removing a used one fails the build.</p>

<h3>Where QA fits in</h3>
<ul>
<li>Review API changes for the breaking patterns in the table above.</li>
<li>Add schema checks for every endpoint to the Newman run.</li>
<li>Ask "who consumes this field?" before anyone renames it.</li>
</ul>`,
      slides: [
        {
          heading: 'The promise between programs',
          points: [
            'Fields, types, required, status codes',
            'Front end, mobile apps, partners',
            'Provider tests alone miss breakages',
          ],
          narration: [
            'A contract is what consumers rely on: the fields, their types, the status codes and the error format.',
            'A provider can pass all of its own tests and still break the mobile app that uses it.',
          ],
        },
        {
          heading: 'What breaks consumers',
          points: [
            'Removing or renaming a field',
            'Changing a type, number to string',
            'New optional field: usually safe',
          ],
          narration: [
            'Removing a field, renaming it or changing its type breaks existing consumers.',
            'Adding an optional field is usually safe, while a new enum value can surprise strict clients.',
          ],
        },
        {
          heading: 'Schema-based checks',
          points: [
            'OpenAPI describes every endpoint',
            'jsonSchema validates real responses',
            'additionalProperties: a deliberate choice',
          ],
          narration: [
            'With an OpenAPI document, tests can validate every real response against its published schema.',
            'Forbidding extra properties catches leaked data, but every new field then needs a schema update.',
          ],
        },
        {
          heading: 'Consumer-driven contracts',
          points: [
            'Consumer records what it relies on',
            'Provider verifies the pact file',
            'A broker answers: safe to deploy?',
          ],
          narration: [
            'In consumer-driven testing, the consumer records the interactions it needs into a pact file.',
            'The provider verifies that file in its own pipeline, so it learns exactly which fields matter.',
          ],
        },
        {
          heading: 'Where QA fits in',
          points: [
            'Review API changes for breaking patterns',
            'Schema checks in the Newman run',
            'Ask who consumes a field',
          ],
          narration: [
            'Review every API change for breaking patterns, and add schema checks to the automated run.',
            'Before a field is renamed, ask who consumes it, because that question prevents real outages.',
          ],
        },
      ],
    },
  ],
  quizzes: [
    {
      title: 'Quiz: REST and Postman',
      section: 0,
      questions: [
        {
          prompt: 'Which request follows REST conventions to change only the email of user 17?',
          kind: 'single',
          options: [
            'POST /updateUserEmail?id=17',
            'PATCH /users/17 with {"email": "new@example.com"}',
            'GET /users/17?email=new@example.com',
            'DELETE /users/17/email',
          ],
          correct: [1],
          explanation:
            'The URL names the resource and PATCH changes part of it. A GET must never change data, and verbs in the URL such as updateUserEmail break the REST convention.',
        },
        {
          prompt: 'In GET /orders?status=paid&page=2, what are status and page?',
          kind: 'single',
          options: ['Path segments', 'Query parameters', 'Request headers', 'Body fields'],
          correct: [1],
          explanation:
            'Everything after the question mark is the query string, used for filtering, sorting and paging. A GET request normally has no body at all.',
        },
        {
          prompt: 'Which are good test ideas for GET /users/17?',
          kind: 'multiple',
          options: [
            'Send it without a token and expect 401',
            'Ask for an id that does not exist and expect 404',
            "Ask for another user's record as a normal user and expect 403 or 404",
            'Expect the Content-Type to be image/png',
          ],
          correct: [0, 1, 2],
          explanation:
            "Authentication, missing resources and access to other people's data are core API checks. A user record is JSON, so image/png would itself be a defect.",
        },
        {
          prompt:
            'baseUrl is defined both as a global variable and in the active environment. Which value does {{baseUrl}} use?',
          kind: 'single',
          options: [
            'The global value',
            "The environment's value",
            'Whichever was created first',
            'Neither: Postman reports a conflict',
          ],
          correct: [1],
          explanation:
            'When a name exists in several scopes, the narrowest wins, and an environment is narrower than the global scope. That is what lets one environment override a general default.',
        },
        {
          prompt: 'Where should the API token for staging be kept in Postman?',
          kind: 'multiple',
          options: [
            'In an environment variable, local value only, marked as secret',
            "Typed into each request's headers",
            "Referenced as {{token}} in the collection's Authorization tab",
            'In the shared value of an environment committed to Git',
          ],
          correct: [0, 2],
          explanation:
            'The token lives once, locally and marked secret, and every request inherits it through the collection auth. Typing it into each request repeats it everywhere, and committing it leaks it.',
        },
        {
          prompt: 'Why keep the base URL in an environment instead of typing it into every request?',
          kind: 'single',
          options: [
            'The same requests then run against any server without edits',
            'Postman refuses URLs that are typed in full',
            'Requests become faster',
            'The server can no longer see the URL',
          ],
          correct: [0],
          explanation:
            'Switching the environment switches the server for every request at once. Postman accepts full URLs, they are just harder to maintain.',
        },
      ],
    },
    {
      title: 'Quiz: Tests that check',
      section: 1,
      questions: [
        {
          prompt: 'Which line asserts that the response status is 201?',
          kind: 'single',
          options: [
            'pm.response.to.have.status(201);',
            'pm.expect(201).to.be.ok;',
            'pm.test(201);',
            'pm.response.status = 201;',
          ],
          correct: [0],
          explanation:
            'pm.response.to.have.status compares the real status with the expected one. The other lines assert nothing about the response, and assigning a value never fails.',
        },
        {
          prompt: 'Which are good assertions for a POST /users request that created a user?',
          kind: 'multiple',
          options: [
            'The status is 201',
            'body.id is a number',
            "body.createdAt equals the timestamp recorded in yesterday's run",
            'The body has no password field',
            'The response time is below the agreed limit',
          ],
          correct: [0, 1, 3, 4],
          explanation:
            'Check status, types, the absence of secrets and the agreed timing. A timestamp changes on every run, so comparing it to an old value makes the test fail for no reason.',
        },
        {
          prompt: 'What is the difference between eql and equal in pm.expect?',
          kind: 'single',
          options: [
            'eql compares deeply, equal uses strict ===',
            'They are two names for the same check',
            'equal compares deeply, eql compares only types',
            'eql ignores letter case',
          ],
          correct: [0],
          explanation:
            'eql compares objects and arrays by content, so two separate but identical objects are eql. With equal they fail, because they are not the same object.',
        },
        {
          prompt: 'A POST /users request must store the new id for the requests after it. Which line does that?',
          kind: 'single',
          options: [
            "pm.collectionVariables.set('userId', pm.response.json().id);",
            "pm.response.set('userId');",
            '{{userId}} = pm.response.json().id;',
            'pm.request.url = userId;',
          ],
          correct: [0],
          explanation:
            'pm.collectionVariables.set stores a value that later requests read as {{userId}}. The double-brace syntax only reads variables; it cannot be assigned in a script.',
        },
        {
          prompt: 'Which practices keep a chained collection reliable?',
          kind: 'multiple',
          options: [
            'Generate unique test data, such as emails, in a pre-request script',
            'Delete the data a folder created at its end',
            'Reuse a user someone created by hand last month',
            'Assert that an extracted id exists before saving it',
          ],
          correct: [0, 1, 3],
          explanation:
            'Unique data, cleanup and early checks make runs repeatable and failures easy to locate. Data created by hand can be changed or deleted at any time, and the tests then fail in CI.',
        },
        {
          prompt: 'Which script runs before its request is sent?',
          kind: 'single',
          options: [
            'The pre-request script',
            'The post-response script',
            'The example response',
            'The collection description',
          ],
          correct: [0],
          explanation:
            'Pre-request scripts prepare data and variables before sending; post-response scripts check the answer. Examples and descriptions are documentation and never run.',
        },
      ],
    },
    {
      title: 'Quiz: Automation',
      section: 2,
      questions: [
        {
          prompt: "What does Newman's exit code tell a CI pipeline?",
          kind: 'single',
          options: [
            'It is non-zero when an assertion failed or the run broke, so the job fails',
            'It is always 0; the pipeline has to read the report',
            'It is the number of requests sent',
            'It is the HTTP status of the last request',
          ],
          correct: [0],
          explanation:
            'CI systems fail a step whose command exits with a non-zero code. Newman uses that to turn the pipeline red without any extra parsing.',
        },
        {
          prompt: 'Which Newman option runs the collection once per row of a CSV file?',
          kind: 'single',
          options: ['-d users.csv', '-e users.csv', '--folder users.csv', '-r users.csv'],
          correct: [0],
          explanation:
            '-d (or --iteration-data) sets the data file, and each row becomes one iteration. -e is for the environment and -r chooses reporters.',
        },
        {
          prompt: 'Which changes to a response break existing consumers?',
          kind: 'multiple',
          options: [
            'Renaming userName to username',
            'Changing id from a number to a string',
            'Adding a new optional field, nickname',
            'Removing the phone field',
          ],
          correct: [0, 1, 3],
          explanation:
            'Consumers read fields by name and type, so renaming, retyping or removing one breaks them. A new optional field is usually safe because existing consumers ignore it.',
        },
        {
          prompt: 'In consumer-driven contract testing, who writes the expectations first?',
          kind: 'single',
          options: ['The consumer', 'The provider', 'A tester, by hand in the bug tracker', 'The API gateway'],
          correct: [0],
          explanation:
            'The consumer records the interactions it relies on into a pact, and the provider then verifies it. That is why the approach is called consumer-driven.',
        },
        {
          prompt: 'Which statements about running Newman in CI are true?',
          kind: 'multiple',
          options: [
            'Secrets should come from the CI secret store, for example with --env-var',
            'A JUnit report lets the CI list each failed test by name',
            'The Postman desktop app must be open on the CI machine',
            'The exported collection and environments can live in the repository',
          ],
          correct: [0, 1, 3],
          explanation:
            'Newman needs only Node.js and the exported JSON files, which belong in the repository without secrets. Tokens come from the secret store, and the JUnit report shows results in the pipeline.',
        },
        {
          prompt:
            'A user schema sets additionalProperties: false. The provider adds a new field to the response. What happens?',
          kind: 'single',
          options: [
            'Schema validation fails until the schema is updated',
            'Validation passes, because extra fields are always allowed',
            'Postman removes the new field from the response',
            'Only the type of the new field is checked',
          ],
          correct: [0],
          explanation:
            'additionalProperties: false forbids any field the schema does not list. That catches leaked data, but every intended new field must be added to the schema first.',
        },
      ],
    },
  ],
};
