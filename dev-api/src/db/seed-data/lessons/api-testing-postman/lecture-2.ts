import type { SeedLesson } from '../types.ts';

/** 2. Requests, collections and environments */
export const lesson: SeedLesson = {
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
};
