import type { SeedLesson } from '../types.ts';

/** 4. Chaining requests */
export const lesson: SeedLesson = {
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
};
