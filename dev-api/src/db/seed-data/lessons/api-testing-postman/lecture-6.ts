import type { SeedLesson } from '../types.ts';

/** 6. Contract testing basics */
export const lesson: SeedLesson = {
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
      points: ['Removing or renaming a field', 'Changing a type, number to string', 'New optional field: usually safe'],
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
};
