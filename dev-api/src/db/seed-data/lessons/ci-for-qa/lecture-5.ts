import type { SeedLesson } from '../types.ts';

/** 5. Test data in CI */
export const lesson: SeedLesson = {
  title: 'Test data in CI',
  body: `<h2>Data is where CI suites go wrong</h2>
<p>On your laptop, tests run against a database you know by heart. In CI they run on a fresh machine, maybe four jobs at a time, maybe against a shared staging environment that other teams use too. Tests that quietly relied on "the user anna@example.test exists and has two orders" start failing in ways nobody can reproduce. Reliable test data in CI follows five rules.</p>

<h3>1. Each test creates what it needs</h3>
<p>Create data through the API in a fixture, with unique values, and delete it afterwards. Never rely on records made by another test or by hand.</p>
<pre><code>import { test as base } from '@playwright/test';
import { randomUUID } from 'node:crypto';

type Product = { id: string; name: string };

export const test = base.extend&lt;{ product: Product }&gt;({
  product: async ({ request }, use) =&gt; {
    const name = 'Test mug ' + randomUUID().slice(0, 8);
    const response = await request.post('/api/products', { data: { name, price: 1200 } });
    const product: Product = await response.json();
    await use(product);
    await request.delete('/api/products/' + product.id);
  },
});</code></pre>
<p>Unique names make searches unambiguous, since "Test mug 3f9c2a1b" matches exactly one card, and they let parallel jobs share an environment without colliding. Add the run id if you want to trace leftovers back to a pipeline: <code>process.env.GITHUB_RUN_ID</code> on GitHub, <code>CI_PIPELINE_ID</code> on GitLab.</p>

<h3>2. A fresh database per run, when you can</h3>
<pre><code>jobs:
  e2e:
    runs-on: ubuntu-latest
    services:
      postgres:
        image: postgres:16
        env:
          POSTGRES_PASSWORD: postgres
          POSTGRES_DB: shop_test
        ports: ['5432:5432']
        options: &gt;-
          --health-cmd pg_isready
          --health-interval 5s
          --health-retries 10
    env:
      DATABASE_URL: postgres://postgres:postgres@localhost:5432/shop_test
    steps:
      - uses: actions/checkout@v4
      - run: npm ci
      - run: npm run db:migrate &amp;&amp; npm run db:seed
      - run: npx playwright test</code></pre>
<p>The service container lives exactly as long as the job, so every run starts from the same state. Migrations build the schema; a small, versioned <strong>seed</strong> adds reference data that every test may read and none may change, such as countries, currencies and product categories. GitLab offers the same idea through its <code>services</code> keyword. The password here is harmless because the database exists only inside the job.</p>

<h3>3. Secrets are not test data</h3>
<p>Credentials for a shared account or keys for a payment sandbox belong in CI secrets, read through <code>process.env</code>. Never commit them in fixtures or <code>.env</code> files. Values that are not secret but differ per environment, such as the staging address, go into CI variables so they can change without a code change.</p>

<h3>4. No real customer data</h3>
<p>Copying production data into a test environment is tempting and usually a privacy incident waiting to happen. Generate realistic values instead, for example with <code>@faker-js/faker</code>, and call <code>faker.seed(42)</code> so a failing run can be repeated with identical values.</p>

<h3>5. Clean up, and tolerate what was not cleaned</h3>
<p>Fixture teardown removes most data, but a cancelled job skips it. A scheduled job that deletes test records older than a day by their prefix keeps environments tidy, and assertions that look for your own unique record, rather than counting every row on the page, keep working when leftovers exist.</p>`,
  slides: [
    {
      heading: 'Why CI data breaks tests',
      points: [
        'Fresh machines and parallel jobs',
        'Environments shared with other teams',
        'Hidden dependencies on existing records',
      ],
      narration: [
        'In CI your tests run on fresh machines, often in parallel, sometimes against an environment other teams share.',
        'Any hidden dependency on a record that happened to exist on your laptop will fail there.',
      ],
    },
    {
      heading: 'Each test creates its own data',
      points: [
        'Create it through the API in a fixture',
        'Unique names, deleted afterwards',
        'Add the run id to trace leftovers',
      ],
      narration: [
        'Create the data a test needs through the API in a fixture, with unique names, and delete it afterwards.',
        'Unique values keep parallel jobs from colliding and make searches on the page unambiguous.',
      ],
    },
    {
      heading: 'A fresh database per run',
      points: [
        'A service container lives with the job',
        'Migrations for schema, seed for reference',
        'Reference data is read, never changed',
      ],
      narration: [
        'The most reliable setup gives each run its own database as a service container.',
        'Migrations build the schema, and a small seed adds reference data that tests read but never change.',
      ],
    },
    {
      heading: 'Secrets and privacy',
      points: [
        'Credentials live in CI secrets',
        'Never commit keys or .env files',
        'Generated data, never customer data',
      ],
      narration: [
        'Store credentials in CI secrets and read them from environment variables, never from committed files.',
        'Generate realistic data with a seeded faker instead of copying production data.',
      ],
    },
    {
      heading: 'Clean up, tolerate leftovers',
      points: ['Cancelled jobs skip teardown', 'Scheduled cleanup by prefix', 'Assert on your own record only'],
      narration: [
        'A cancelled job skips teardown, so run a scheduled cleanup that removes old test records by their prefix.',
        'Assert on your own unique record rather than counting every row on the page.',
      ],
    },
  ],
};
