import type { SeedLesson } from '../types.ts';

/** 5. Running collections with Newman */
export const lesson: SeedLesson = {
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
      points: ['Non-zero exit code fails the job', 'Publish the JUnit report', 'Smoke per commit, full suite nightly'],
      narration: [
        'Newman exits with a non-zero code when a test fails, so the pipeline turns red on its own.',
        'Run a quick smoke folder on every commit, the full collection nightly, and treat flaky tests as bugs.',
      ],
    },
  ],
};
