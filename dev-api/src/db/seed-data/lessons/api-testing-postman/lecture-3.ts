import type { SeedLesson } from '../types.ts';

/** 3. Writing assertions */
export const lesson: SeedLesson = {
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
      points: ['pm.response.to.have.status(201)', 'pm.response.json() for the body', 'Content-Type and responseTime'],
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
};
