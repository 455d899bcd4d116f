/** Seed: the lessons and quizzes of Performance Testing with k6 (taught by Priya Raman). */
import type { CourseLessons } from './types.ts';

const performanceTypes = `<h2>Questions you can test</h2>
<p>"Is it fast?" cannot be tested. "Does checkout answer within 800 ms for 95% of requests while 300 shoppers browse at once?" can. Performance testing turns a vague worry into a question with a load, a duration and a target, and each type of test answers a different question. Picking the wrong type is the most common beginner mistake: a ten-minute run never reveals a memory leak, and a gentle ramp never shows what happens when a marketing email lands in a million inboxes.</p>
<h2>The test types you will use</h2>
<table>
<thead><tr><th>Type</th><th>Load</th><th>Duration</th><th>Question it answers</th></tr></thead>
<tbody>
<tr><td>Smoke</td><td>1–3 virtual users</td><td>1–2 minutes</td><td>Does the script work, and is the system sane under minimal load?</td></tr>
<tr><td>Average load</td><td>A normal busy hour</td><td>30–60 minutes</td><td>Do we meet our targets on an ordinary peak day?</td></tr>
<tr><td>Stress</td><td>Above the expected peak, e.g. 150–200%</td><td>30–60 minutes</td><td>How does it degrade, and does it recover afterwards?</td></tr>
<tr><td>Spike</td><td>A sudden jump to a high level</td><td>A few minutes</td><td>Does it survive a flash sale or a push notification?</td></tr>
<tr><td>Soak</td><td>Average load</td><td>4–12 hours</td><td>Do memory, connections or disk usage creep up over time?</td></tr>
<tr><td>Breakpoint</td><td>Keeps ramping up</td><td>Until targets fail</td><td>Where is the ceiling, and what breaks first?</td></tr>
</tbody>
</table>
<h3>Smoke first, always</h3>
<p>Every new or changed script starts as a smoke test. It catches a wrong URL, an expired token or a check that can never pass before you spend an hour of a shared environment on a broken run.</p>
<h3>Stress is not breakpoint</h3>
<p>A stress test holds a defined overload and watches behaviour: do errors stay clean (a quick 503 the client can retry) or do requests hang and leave half-written baskets? A breakpoint test keeps adding load to find the level where targets stop being met. Run it only where breaking things is acceptable.</p>
<h2>Mapping tests to a release</h2>
<p>For a new search service in a web shop, a plan might read:</p>
<pre><code>Release 4.2 - new search service
1. Smoke     2 VUs, 1 min                  on every merge, in CI
2. Average   250 VUs, 45 min               before release, staging
3. Spike     0 -&gt; 1000 VUs in 30 s, 3 min  before the seasonal sale
4. Soak      250 VUs, 8 h                  overnight, once per release
Targets: p95 &lt; 500 ms, errors &lt; 1 %, memory flat during the soak</code></pre>
<h2>Rules before the first request</h2>
<ul>
<li><strong>Load only systems you are allowed to load.</strong> A load test against someone else's site looks exactly like a denial-of-service attack, and it can be illegal.</li>
<li><strong>Tell the people who run the environment.</strong> Operations, the database team and everyone sharing staging should know the time window.</li>
<li><strong>Stub third parties.</strong> Payment providers, email and SMS gateways have their own limits and contracts; point them at mocks.</li>
<li><strong>Know how to stop.</strong> Ctrl+C ends a local run; agree in advance who may call a halt and when.</li>
</ul>
<p>In the next lecture you write the smoke test that every other type grows from.</p>`;

const firstScript = `<h2>What k6 is</h2>
<p>k6 is an open-source load testing tool: one binary that runs test scripts written in JavaScript. Each <em>virtual user</em> (VU) runs your default function in a loop, and k6 measures every HTTP request it makes. Install it with your package manager (<code>brew install k6</code> on macOS, <code>choco install k6</code> on Windows) or use the <code>grafana/k6</code> Docker image, then confirm with <code>k6 version</code>.</p>
<h2>The script</h2>
<pre><code>import http from 'k6/http';
import { check, sleep } from 'k6';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:3000';

export const options = {
  vus: 5,
  duration: '1m',
};

export default function () {
  const res = http.get(\`\${BASE_URL}/api/products?page=1\`);

  check(res, {
    'status is 200': (r) =&gt; r.status === 200,
    'has products': (r) =&gt; r.json().items.length &gt; 0,
  });

  sleep(1);
}</code></pre>
<h3>Line by line</h3>
<ul>
<li><strong>Init code</strong>, everything outside the default function, runs once per VU before the load starts. Read files and environment variables here, never inside the loop.</li>
<li><code>options</code> says how much load to create: five VUs for one minute.</li>
<li>The <strong>default function</strong> is one iteration, one simulated visit. k6 repeats it until the time is up.</li>
<li><code>check</code> records whether a response looked right. A failed check does not stop the run; the next lecture makes it count.</li>
<li><code>sleep(1)</code> is think time. Without it five VUs fire requests back to back, which resembles an attack more than five people.</li>
</ul>
<h2>Running it</h2>
<pre><code>k6 run -e BASE_URL=https://staging.shop.example first-test.js</code></pre>
<p>Passing the address with <code>-e</code> keeps one script for every environment. At the end k6 prints a summary; the layout differs a little between versions, but these are the lines to read first:</p>
<pre><code>✓ status is 200
✓ has products

checks.............: 100.00% 540 out of 540
http_req_duration..: avg=112.4ms min=61.2ms med=98.7ms max=804.1ms p(90)=171.3ms p(95)=212.9ms
http_req_failed....: 0.00%   0 out of 270
http_reqs..........: 270     4.49/s
iterations.........: 270     4.49/s
vus................: 5       min=5 max=5</code></pre>
<h3>What the numbers say</h3>
<p><code>http_reqs</code> equals <code>iterations</code> because each iteration makes one request. <code>http_req_duration</code> is the time spent sending the request, waiting for the server and receiving the answer. Notice the throughput: five VUs, each iteration about 1.11 s (one request plus one second of sleep), gives roughly 4.5 requests per second. In this model the server's speed decides how much load you create, which matters later when you shape realistic load.</p>
<h2>Sending JSON</h2>
<pre><code>const res = http.post(
  \`\${BASE_URL}/api/login\`,
  JSON.stringify({ email: 'load-user-01@test.example', password: __ENV.TEST_PASSWORD }),
  { headers: { 'Content-Type': 'application/json' } },
);
const token = res.json('accessToken');</code></pre>
<p>Use dedicated test accounts, keep passwords out of the file, and after every edit run the script once with <code>k6 run --vus 1 --iterations 1</code> before any real load.</p>`;

const thresholdsAndChecks = `<h2>A test that can fail</h2>
<p>A run that prints numbers and always exits with code 0 is a report, not a test. Someone has to read it, and on a busy release day nobody does. Thresholds turn your targets into pass/fail criteria: when one is crossed, k6 marks it with a cross and exits with code 99, so the CI pipeline goes red by itself.</p>
<h2>Checks: was the answer right?</h2>
<p>A fast error is not a success. Under pressure a server may return 200 with an empty list, or a friendly "please try again" page, in a few milliseconds. Checks verify the content of each response:</p>
<pre><code>const res = http.get(\`\${BASE_URL}/api/orders/\${orderId}\`, {
  headers: { Authorization: \`Bearer \${token}\` },
  tags: { name: 'order-details' },
});

check(res, {
  'status is 200': (r) =&gt; r.status === 200,
  'order id matches': (r) =&gt; r.json('id') === orderId,
});</code></pre>
<p>The <code>name</code> tag groups every order URL under one label. Without it each id becomes its own entry in the results, and a thousand orders give you a thousand unreadable lines.</p>
<h2>Thresholds: did the run meet the target?</h2>
<pre><code>export const options = {
  vus: 50,
  duration: '10m',
  thresholds: {
    http_req_failed: ['rate&lt;0.01'],
    http_req_duration: ['p(95)&lt;500', 'p(99)&lt;1500'],
    'http_req_duration{name:order-details}': ['p(95)&lt;300'],
    checks: ['rate&gt;0.99'],
    'http_req_duration{name:checkout}': [
      { threshold: 'p(95)&lt;2000', abortOnFail: true, delayAbortEval: '1m' },
    ],
  },
};</code></pre>
<ul>
<li><code>http_req_failed</code> is the share of requests that got an error status (4xx or 5xx by default) or no response at all; here under 1%.</li>
<li>Two percentiles for all requests, and a tighter p95 for the order page alone.</li>
<li><code>checks: ['rate&gt;0.99']</code> makes failed checks count. Without a threshold, checks are only printed.</li>
<li><code>abortOnFail</code> ends the run early when checkout is hopeless, after a minute of warm-up, and gives the shared environment back.</li>
</ul>
<h2>When a threshold fails</h2>
<pre><code>✗ http_req_duration{name:order-details}: avg=201.3ms med=172.9ms max=2.1s p(90)=344.2ms p(95)=412.8ms
ERRO[0601] thresholds on metrics 'http_req_duration{name:order-details}' have been crossed
$ echo $?
99</code></pre>
<h2>Where targets come from</h2>
<p>Do not derive thresholds from what the system does today; that only proves it is as fast as it is. Take them from a service-level objective, from production monitoring (today's peak p95 plus an agreed margin), or from what the product promises users. Agree them before the first run and keep them in the script under version control, so changing a target is reviewed like any other change.</p>
<h3>Common mistakes</h3>
<ul>
<li>A threshold on the average: <code>avg&lt;300</code> passes while one user in ten waits three seconds.</li>
<li>Checks that look only at the status code.</li>
<li>A threshold that has never failed. Point the script at a slow endpoint once and watch the run go red; a test you have never seen fail proves little.</li>
</ul>`;

const loadProfiles = `<h2>Load is a shape, not a number</h2>
<p>"500 users" means little on its own. Five hundred people who open a page every two minutes put less pressure on a server than fifty who search non-stop. A realistic profile describes how fast work arrives, which journeys it contains, how it ramps up and how long it lasts. Take each of these from production data (access logs, analytics, the busiest hour of the last peak season) rather than from a guess in a meeting.</p>
<h2>From analytics to numbers</h2>
<p>Say the peak hour last December had 36,000 product views, 9,000 searches and 1,800 orders: 10 views, 2.5 searches and 0.5 orders per second. Little's law links rate and concurrency: <strong>users in the system = arrival rate × time each visit takes</strong>. If a buying visit lasts 4 minutes (240 s), 0.5 orders per second means about 120 shoppers in checkout at any moment.</p>
<h2>Closed and open models</h2>
<p>With <code>vus</code> or <code>stages</code> k6 uses a <em>closed</em> model: a VU starts its next iteration only when the previous one has finished. When the server slows down, VUs wait, fewer requests go out, and the slowdown partly hides itself. Real visitors do not wait for each other; they keep arriving however slow the site is. Arrival-rate executors model this <em>open</em> behaviour: you set iterations per time unit and k6 starts them on schedule, adding VUs from a pool when needed.</p>
<pre><code>import http from 'k6/http';
import { sleep } from 'k6';
import exec from 'k6/execution';
import { SharedArray } from 'k6/data';

const users = new SharedArray('users', () =&gt; JSON.parse(open('./users.json')));

export const options = {
  scenarios: {
    browsing: {
      executor: 'ramping-vus',
      exec: 'browse',
      stages: [
        { duration: '5m', target: 200 },  // ramp up
        { duration: '30m', target: 200 }, // hold the peak
        { duration: '5m', target: 0 },    // ramp down
      ],
    },
    orders: {
      executor: 'constant-arrival-rate',
      exec: 'checkout',
      rate: 30,
      timeUnit: '1m', // 0.5 orders per second
      duration: '40m',
      preAllocatedVUs: 60,
      maxVUs: 200,
    },
  },
};

export function browse() {
  http.get(\`\${__ENV.BASE_URL}/api/search?q=boots\`);
  sleep(3 + Math.random() * 5);
}

export function checkout() {
  const user = users[exec.scenario.iterationInTest % users.length];
  http.post(\`\${__ENV.BASE_URL}/api/login\`, JSON.stringify(user), {
    headers: { 'Content-Type': 'application/json' },
  });
  // then add an item to the basket and pay with the stubbed provider
}</code></pre>
<h3>Details that make it realistic</h3>
<ul>
<li><strong>Varied think time</strong>: a random 3–8 seconds instead of a fixed one, so VUs do not march in step.</li>
<li><strong>Unique test data</strong>: a thousand VUs reading one product measure the cache, not the database. <code>SharedArray</code> loads the file once and shares it between VUs.</li>
<li><strong>Ramps</strong>: real traffic builds over minutes, and a ramp shows at which level things begin to hurt.</li>
<li><strong>Enough VUs</strong>: when an arrival-rate scenario runs out of VUs, k6 counts <code>dropped_iterations</code>. Anything above zero means the load you planned was not the load you sent.</li>
</ul>
<p>Both scenarios run at the same time, so checkout meets the search traffic just as it would on the real day.</p>`;

const percentiles = `<h2>Why the average lies</h2>
<p>Ten requests took these times, in milliseconds:</p>
<pre><code>90  95  100  105  110  115  120  130  140  2400</code></pre>
<p>The average is 340.5 ms: slower than nine of the ten requests and far quicker than the one that took 2.4 seconds. The median (p50) is 112.5 ms, so half the requests were faster than that. Neither number describes the slow request, and slow requests are the ones users remember and complain about.</p>
<h2>What a percentile means</h2>
<p>The 95th percentile (p95) is the time within which 95% of requests finished; the other 5% took longer. With 10,000 requests, p95 is roughly the 9,500th fastest. p99 describes the slowest 1%. The maximum is a single request, often a one-off such as a garbage-collection pause: worth a look, useless as a target.</p>
<h3>Add p99 to the summary</h3>
<p>By default k6 prints p90 and p95. Ask for the tail explicitly:</p>
<pre><code>export const options = {
  summaryTrendStats: ['avg', 'med', 'p(90)', 'p(95)', 'p(99)', 'max'],
};</code></pre>
<pre><code>http_req_duration: avg=184ms med=121ms p(90)=260ms p(95)=390ms p(99)=1.84s max=6.02s</code></pre>
<p>Read it from left to right. The median is healthy. p95 is three times the median and p99 jumps to almost two seconds: a long tail. Something (a lock, a cache miss, a slow dependency, a queue) makes a minority of requests very slow, and that is where the investigation starts.</p>
<h2>The tail matters more than it seems</h2>
<p>One page view often makes twenty API calls. If each call has a 5% chance of being slower than its p95, the chance that at least one of the twenty is slow is 1 − 0.95 to the power of 20, about 64%. Most page views therefore include a "rare" slow call, which makes the p95 of a single endpoint closer to the everyday experience of a page than its median.</p>
<h2>Rules for honest numbers</h2>
<ul>
<li><strong>State the load with every number.</strong> "p95 of 390 ms at 200 requests per second for 30 minutes", never a bare figure.</li>
<li><strong>Never average percentiles.</strong> The mean of two servers' p95 values is not the p95 of both. Combine the raw measurements or compare each server separately.</li>
<li><strong>Read errors beside latency.</strong> Requests that fail in 5 ms make percentiles look wonderful. Watch <code>http_req_failed</code> and the timings of successful requests, <code>http_req_duration{expected_response:true}</code>.</li>
<li><strong>Mind the sample size.</strong> A p99 from 300 requests rests on three values. Run long enough to collect thousands.</li>
<li><strong>Look over time, not only at the summary.</strong> A p95 of 400 ms for the whole run can hide ten minutes at 3 s. Write results to a file with <code>k6 run --out json=run.json</code> or stream them to a dashboard, and plot them per minute.</li>
</ul>
<h3>Comparing two runs</h3>
<p>Compare only runs with the same script, data, profile and environment. Repeat a run before calling a 5% difference a regression: on shared infrastructure, two identical runs often differ by that much.</p>`;

const bottleneck = `<h2>From "slow" to a cause</h2>
<p>A failed threshold says that something is slow, not why. Finding the bottleneck is detective work: describe the symptom precisely, form a hypothesis, collect evidence, change one thing, then run the same test again.</p>
<h2>Step 1: where does it stop scaling?</h2>
<p>Run a ramp and put throughput and p95 next to the number of VUs. While there is spare capacity, throughput grows with load and latency stays flat. At the bottleneck throughput levels off, and extra users only wait longer:</p>
<pre><code>VUs   req/s   p95      errors
 50     210   180 ms   0.0 %
100     415   195 ms   0.0 %
150     520   640 ms   0.1 %
200     525   1.9 s    0.4 %
250     522   4.8 s    3.2 %</code></pre>
<p>Between 100 and 150 VUs the system reached a limit of about 520 requests per second. Everything after that point is queueing.</p>
<h2>Step 2: client side or server side?</h2>
<p>k6 splits each request's time into phases:</p>
<ul>
<li><code>http_req_blocked</code> and <code>http_req_connecting</code>: waiting for a free connection or opening a TCP connection. High values point at connection limits, DNS or the load generator.</li>
<li><code>http_req_tls_handshaking</code>: TLS setup, high when connections are not reused.</li>
<li><code>http_req_waiting</code>: time to first byte, the server working. When this grows, the bottleneck is behind the server's door.</li>
<li><code>http_req_receiving</code>: downloading the body; large responses or limited bandwidth.</li>
</ul>
<p>Watch the load generator as well. If the k6 machine's CPU stays above about 80%, it measures its own queue; spread the load or use a bigger machine before trusting any number.</p>
<h2>Step 3: the resource that saturated</h2>
<p>For each resource on the path (CPU, memory, disk, network, thread pools, database connections, locks) ask three questions: how busy is it, is work queueing for it, and is it producing errors? Use the team's monitoring, application traces and the database's slow query log, lined up with the test's timeline.</p>
<h3>A worked example</h3>
<pre><code>14:32  150 VUs: p95 of POST /api/checkout 640 ms -&gt; 1.9 s
14:32  app CPU 38 %, DB CPU 31 %              neither is busy
14:32  app log: "Timeout waiting for connection from pool" (size 10)
Fix:   pool size 10 -&gt; 40; DB max_connections checked (200)
Rerun: same script and data: 520 -&gt; 910 req/s, p95 at 150 VUs 210 ms</code></pre>
<p>Low CPU everywhere while latency climbs usually means waiting: for a pool, a lock or a slow external call. High CPU on one service points at code or queries doing too much work per request.</p>
<h2>Step 4: prove it</h2>
<p>Change one thing at a time and repeat the same profile with the same data. If the knee moves, you found a bottleneck, and the next one is now visible. Write up the symptom, the evidence, the change and the before-and-after numbers. That short note is what a release meeting can act on.</p>`;

export const lessons: CourseLessons = {
  course: 'performance-testing-k6',
  lectures: [
    {
      title: 'Performance testing types',
      body: performanceTypes,
      slides: [
        {
          heading: 'Questions you can test',
          points: ['A load, a duration and a target', 'Each test type answers one question'],
          narration: [
            'Is it fast is not a question you can test.',
            'Turn it into a load, a duration and a target, and it becomes a measurement.',
            'Every type of performance test answers a different question, so pick the type first.',
          ],
        },
        {
          heading: 'Smoke, average load, stress',
          points: [
            'Smoke: does the script work at all?',
            'Average: a normal busy hour',
            'Stress: beyond the peak, then recovery',
          ],
          narration: [
            'A smoke test runs one to three users for a minute to prove the script works.',
            'An average load test reproduces a normal busy hour and checks your targets.',
            'A stress test goes beyond the expected peak and watches how the system degrades and recovers.',
          ],
        },
        {
          heading: 'Spike, soak, breakpoint',
          points: ['Spike: a sudden surge of users', 'Soak: hours at normal load', 'Breakpoint: ramp until it fails'],
          narration: [
            'A spike test jumps to high load in seconds, like a flash sale or a push notification.',
            'A soak test holds normal load for hours to expose leaks that build up slowly.',
            'A breakpoint test keeps ramping until the targets fail, so you learn where the ceiling is.',
          ],
        },
        {
          heading: 'A plan for a release',
          points: ['Smoke on every merge', 'Average and spike before release', 'Soak overnight, with written targets'],
          narration: [
            'A realistic plan mixes types: smoke in CI, average load and spike before release, soak overnight.',
            'Write the targets down before the first run, such as p95 under five hundred milliseconds.',
          ],
        },
        {
          heading: 'Rules before the first request',
          points: [
            'Load only systems you may load',
            'Tell the people who run them',
            'Stub payment, email and SMS services',
          ],
          narration: [
            'Only load systems you have permission to test, because a load test looks like an attack.',
            'Tell operations when you run, stub third parties, and agree who may stop the test.',
          ],
        },
      ],
    },
    {
      title: 'Your first k6 script',
      body: firstScript,
      slides: [
        {
          heading: 'What k6 does',
          points: ['Scripts in JavaScript', 'Virtual users loop your default function', 'Every request is measured'],
          narration: [
            'k6 is a single binary that runs load test scripts written in JavaScript.',
            'Each virtual user runs your default function again and again, and k6 measures every request.',
          ],
        },
        {
          heading: 'Anatomy of a script',
          points: ['Init code runs once per VU', 'options: how much load', 'default function: one iteration'],
          narration: [
            'Code outside the default function is init code, and it runs once per virtual user.',
            'The options object sets the load, for example five virtual users for one minute.',
            'The default function is one simulated visit, repeated until the time runs out.',
          ],
        },
        {
          heading: 'Checks and think time',
          points: [
            'check records if a response looked right',
            'A failed check does not stop the run',
            'sleep adds human think time',
          ],
          narration: [
            'A check records whether the status and the body looked right, without stopping the test.',
            'Sleep adds think time, so five virtual users behave like five people and not like an attack.',
          ],
        },
        {
          heading: 'Running and reading',
          points: [
            'Pass the address with -e BASE_URL',
            'Read checks, duration and failed first',
            'Throughput = VUs / iteration time',
          ],
          narration: [
            'Pass the environment address with the e flag, so one script serves every environment.',
            'In the summary, read checks, request duration and failed requests first.',
            'Five users with iterations of about one second produce roughly four and a half requests per second.',
          ],
        },
        {
          heading: 'Sending JSON safely',
          points: ['http.post with a JSON body and header', 'Dedicated test accounts', 'Secrets from the environment'],
          narration: [
            'To send JSON, stringify the body and set the content type header.',
            'Use dedicated test accounts, keep passwords out of the file, and smoke test every edit.',
          ],
        },
      ],
    },
    {
      title: 'Thresholds and checks',
      body: thresholdsAndChecks,
      slides: [
        {
          heading: 'A test that can fail',
          points: [
            'Thresholds are pass or fail criteria',
            'A crossed threshold exits with code 99',
            'CI turns red without anyone reading',
          ],
          narration: [
            'A run that always exits with code zero is a report, not a test.',
            'Thresholds turn your targets into pass or fail, and a failure exits with code ninety nine.',
          ],
        },
        {
          heading: 'Checks verify content',
          points: ['A fast error is not a success', 'Check the body, not only the status', 'Tag URLs with ids by name'],
          narration: [
            'Under pressure a server can answer quickly with an empty list or an error page.',
            'Checks look inside each response, for example that the order id matches the one requested.',
            'A name tag groups URLs with different ids under one readable label.',
          ],
        },
        {
          heading: 'Writing thresholds',
          points: [
            'Errors: http_req_failed rate under 1%',
            'Latency: p95 and p99 per endpoint',
            'checks rate above 99% makes checks count',
          ],
          narration: [
            'Set a limit on failed requests, on percentiles, and on the checks pass rate.',
            'A tag filter gives one endpoint its own stricter threshold.',
            'Abort on fail ends a hopeless run early and frees the shared environment.',
          ],
        },
        {
          heading: 'Where targets come from',
          points: ['Service-level objectives', 'Production monitoring plus a margin', 'Agreed before the first run'],
          narration: [
            'Never copy thresholds from what the system does today, because that proves nothing.',
            'Take them from service-level objectives or production monitoring, and keep them in version control.',
          ],
        },
        {
          heading: 'Common mistakes',
          points: ['Thresholds on the average', 'Checks on the status code only', 'A threshold you never saw fail'],
          narration: [
            'An average can pass while one user in ten waits three seconds.',
            'Make each threshold fail once on purpose, so you know it can catch a real problem.',
          ],
        },
      ],
    },
    {
      title: 'Realistic load profiles',
      body: loadProfiles,
      slides: [
        {
          heading: 'Load is a shape',
          points: ['Arrival rate, journey mix, ramp, duration', 'Take numbers from production data'],
          narration: [
            'Five hundred users means little until you know what they do and how often.',
            'Describe arrival rate, journeys, ramps and duration, and take each from production data.',
          ],
        },
        {
          heading: 'From analytics to numbers',
          points: [
            '1,800 orders an hour = 0.5 per second',
            'Users = arrival rate x visit time',
            '0.5/s x 240 s = 120 shoppers',
          ],
          narration: [
            'Divide the peak hour counts by three thousand six hundred to get rates per second.',
            'Little’s law says users in the system equal the arrival rate times the visit time.',
            'Half an order per second with four minute visits means about one hundred twenty shoppers at once.',
          ],
        },
        {
          heading: 'Closed and open models',
          points: [
            'vus and stages: closed model',
            'Slow server means less load sent',
            'Arrival-rate executors: open model',
          ],
          narration: [
            'In a closed model a virtual user waits for its answer before starting again.',
            'When the server slows, less load is sent, and the problem partly hides itself.',
            'Arrival rate executors keep starting iterations on schedule, just as real visitors keep arriving.',
          ],
        },
        {
          heading: 'Scenarios side by side',
          points: [
            'Browsing: ramping-vus with stages',
            'Orders: constant-arrival-rate',
            'exec picks each scenario’s function',
          ],
          narration: [
            'Scenarios let browsing and ordering run at the same time with different executors.',
            'Each scenario names its function with exec, so checkout meets search traffic as on the real day.',
          ],
        },
        {
          heading: 'Details that matter',
          points: ['Random think time', 'Unique users and products', 'Watch dropped_iterations'],
          narration: [
            'Randomise think time so virtual users do not march in step.',
            'Use different users and products, or you are only measuring the cache.',
            'Any dropped iterations mean the load you planned was not the load you sent.',
          ],
        },
      ],
    },
    {
      title: 'Reading percentiles',
      body: percentiles,
      slides: [
        {
          heading: 'Why the average lies',
          points: [
            'Nine fast requests and one of 2.4 s',
            'Average 340 ms describes nobody',
            'Median 112 ms ignores the slow one',
          ],
          narration: [
            'Nine requests around one hundred milliseconds and one of two point four seconds average three hundred forty.',
            'That average is slower than almost every request and far faster than the slow one.',
          ],
        },
        {
          heading: 'What a percentile means',
          points: [
            'p95: 95% finished within this time',
            'p99: the slowest one percent',
            'max: one request, not a target',
          ],
          narration: [
            'The ninety fifth percentile is the time within which ninety five percent of requests finished.',
            'The ninety ninth describes the slowest one percent, while the maximum is a single request.',
          ],
        },
        {
          heading: 'Reading a long tail',
          points: [
            'Add p(99) with summaryTrendStats',
            'Healthy median, p99 near two seconds',
            'The tail is where you start looking',
          ],
          narration: [
            'Add the ninety ninth percentile to the summary with the summary trend stats option.',
            'A healthy median with a p99 of nearly two seconds means a minority of requests wait on something.',
          ],
        },
        {
          heading: 'The tail matters',
          points: ['Twenty API calls per page view', 'About 64% of views hit a slow call'],
          narration: [
            'A page that makes twenty calls meets at least one slow call about two times in three.',
            'So the p95 of an endpoint is closer to everyday experience than its median.',
          ],
        },
        {
          heading: 'Honest numbers',
          points: ['State the load with every figure', 'Never average percentiles', 'Errors, sample size, time series'],
          narration: [
            'Always give the load with a percentile, and never average percentiles from different servers.',
            'Read errors beside latency, collect thousands of samples, and look at the numbers over time.',
            'Repeat a run before calling a small difference a regression.',
          ],
        },
      ],
    },
    {
      title: 'Finding the bottleneck',
      body: bottleneck,
      slides: [
        {
          heading: 'From slow to a cause',
          points: ['Symptom, hypothesis, evidence', 'Change one thing, run again'],
          narration: [
            'A failed threshold tells you something is slow, not why it is slow.',
            'Describe the symptom, form a hypothesis, collect evidence, and change one thing at a time.',
          ],
        },
        {
          heading: 'Where scaling stops',
          points: [
            'Plot throughput and p95 against VUs',
            'Throughput flat, latency rising: the knee',
            'After the knee it is all queueing',
          ],
          narration: [
            'Ramp the load and put throughput and the ninety fifth percentile next to the number of users.',
            'When throughput stops growing while latency climbs, a resource has saturated.',
          ],
        },
        {
          heading: 'Client or server?',
          points: [
            'blocked and connecting: connections',
            'waiting: the server is working',
            'receiving: body size or bandwidth',
          ],
          narration: [
            'k6 splits every request into phases such as blocked, connecting, waiting and receiving.',
            'Growing waiting time means the bottleneck is on the server side.',
            'If the load generator’s own CPU is above eighty percent, do not trust the numbers.',
          ],
        },
        {
          heading: 'The saturated resource',
          points: ['CPU, memory, disk, network', 'Pools, connections and locks', 'Busy? Queueing? Errors?'],
          narration: [
            'For every resource on the path, ask how busy it is, whether work queues, and whether it errors.',
            'Low CPU everywhere while latency climbs usually means waiting for a pool, a lock or a dependency.',
          ],
        },
        {
          heading: 'Prove it',
          points: [
            'Pool 10 to 40: 520 to 910 req/s',
            'Same script, same data, same profile',
            'Write up before and after numbers',
          ],
          narration: [
            'In our example a connection pool of ten was the limit, and forty nearly doubled throughput.',
            'Rerun the same profile to prove the fix, then report the symptom, evidence and numbers.',
          ],
        },
      ],
    },
  ],
  quizzes: [
    {
      title: 'Basics: test types and your first script',
      section: 0,
      questions: [
        {
          prompt:
            'The team wants to know whether memory use and open database connections creep up during a normal working day. Which test fits?',
          kind: 'single',
          options: ['Spike test', 'Smoke test', 'Breakpoint test', 'Soak test'],
          correct: [3],
          explanation:
            'A soak test holds ordinary load for hours, which is what slow leaks need to show. A spike or breakpoint test is too short and too heavy to separate a leak from overload.',
        },
        {
          prompt: 'What is a smoke test for?',
          kind: 'single',
          options: [
            'Finding the maximum number of users the system can take',
            'Proving the script and the system work under minimal load before a bigger run',
            'Measuring behaviour over several hours',
            'Simulating a sudden surge of traffic',
          ],
          correct: [1],
          explanation:
            'A smoke test runs one to three VUs briefly, so a broken URL, token or check is found before you spend an hour of a shared environment on a useless run.',
        },
        {
          prompt: 'Which of these belong in the init code, outside the default function?',
          kind: 'multiple',
          options: [
            'Sending the request that the test measures',
            'Reading a test data file with open()',
            'Declaring export const options',
            'Reading __ENV.BASE_URL',
            'Calling sleep() between pages',
          ],
          correct: [1, 2, 3],
          explanation:
            'Init code runs once per VU: files (open() works only there), options and environment settings. Requests and think time are part of each iteration, so they go in the default function.',
        },
        {
          prompt:
            'Five VUs each run an iteration of one fast request plus sleep(1), about 1.1 s in total. Roughly how many requests per second do they send?',
          kind: 'single',
          options: ['About 4.5', '5', 'About 11', '55'],
          correct: [0],
          explanation:
            'Throughput is VUs divided by iteration time: 5 / 1.1 s is about 4.5 per second. The sleep, not the number of VUs alone, sets the pace.',
        },
        {
          prompt: 'What do you need before running a load test against an environment?',
          kind: 'multiple',
          options: [
            'Permission to put load on that system',
            'A copy of production with real customer data',
            'The people who run or share the environment know the time window',
            'Payment, email and SMS providers stubbed or explicitly agreed',
          ],
          correct: [0, 2, 3],
          explanation:
            'Load without permission looks like an attack, shared environments need warning, and third parties have their own limits. Real customer data is never a requirement; test data is safer.',
        },
        {
          prompt: 'A check fails on 30% of responses and the script has no thresholds. What happens?',
          kind: 'single',
          options: [
            'k6 stops the test at once',
            'k6 retries the failed requests',
            'The run continues and exits with code 0; the failures are only reported',
            'The VU that failed is removed from the test',
          ],
          correct: [2],
          explanation:
            'Checks only record results. To make failed checks fail the run, add a threshold such as checks: rate>0.99.',
        },
      ],
    },
    {
      title: 'Designing load: thresholds and profiles',
      section: 1,
      questions: [
        {
          prompt: 'Which threshold says "fewer than 1% of requests may fail"?',
          kind: 'single',
          options: [
            "http_req_failed: ['rate<0.01']",
            "http_req_duration: ['p(99)<1']",
            "checks: ['rate>0.01']",
            "http_reqs: ['count<1']",
          ],
          correct: [0],
          explanation:
            'http_req_failed is a rate of failed requests, so rate<0.01 allows under 1%. The others limit latency, demand only a 1% check pass rate, or limit the request count.',
        },
        {
          prompt: 'A threshold is crossed during a CI run. How does the pipeline find out?',
          kind: 'single',
          options: [
            'k6 exits with a non-zero code (99)',
            'k6 deletes the summary',
            'It cannot; someone must read the summary',
            'k6 retries the run until it passes',
          ],
          correct: [0],
          explanation:
            'A crossed threshold makes k6 exit with code 99, and any non-zero exit code fails the CI step. That is what turns a report into a test.',
        },
        {
          prompt: 'Why give requests such as GET /api/orders/1234 a name tag?',
          kind: 'multiple',
          options: [
            'All order URLs are grouped under one entry in the results',
            'A threshold can target that endpoint alone',
            'The requests become faster',
            'The server skips authentication for tagged requests',
          ],
          correct: [0, 1],
          explanation:
            'Tags only label measurements: they group URLs that differ by id and let a threshold filter on them, e.g. http_req_duration{name:order-details}. They do not change the request.',
        },
        {
          prompt: 'With vus or stages (a closed model), what happens to the load when the server slows down?',
          kind: 'single',
          options: [
            'It rises, because k6 adds VUs automatically',
            'It falls, because each VU waits for its response before starting the next iteration',
            'It stays at exactly the same requests per second',
            'k6 stops the test',
          ],
          correct: [1],
          explanation:
            'In a closed model slower responses mean fewer iterations per second, which hides part of the slowdown. Arrival-rate executors keep the rate and add VUs instead.',
        },
        {
          prompt:
            'The peak hour had 1,800 orders and a buying visit takes 4 minutes. About how many shoppers are in checkout at once?',
          kind: 'single',
          options: ['30', '120', '450', '1,800'],
          correct: [1],
          explanation:
            "Little's law: 1,800 per hour is 0.5 per second, times 240 seconds per visit gives 120 concurrent shoppers.",
        },
        {
          prompt: 'Which choices make a load profile more realistic?',
          kind: 'multiple',
          options: [
            'Randomised think time between pages',
            'Different users and products across VUs',
            'Every VU opening the same product',
            'Ramping up over minutes instead of starting at full load',
            'No sleep at all, to send as much as possible',
          ],
          correct: [0, 1, 3],
          explanation:
            'Varied pauses, varied data and gradual ramps resemble real traffic. One shared product measures the cache, and no think time turns VUs into something no real user is.',
        },
      ],
    },
    {
      title: 'Analysis: percentiles and bottlenecks',
      section: 2,
      questions: [
        {
          prompt: 'Response times were 90, 95, 100, 105, 110, 115, 120, 130, 140 and 2400 ms. Which statement is true?',
          kind: 'single',
          options: [
            'The average, 340.5 ms, describes a typical request well',
            'The maximum is the best target for the team',
            'p95 and the average are always equal',
            'The median is 112.5 ms, and one slow request pulls the average up',
          ],
          correct: [3],
          explanation:
            'The median sits between 110 and 115 ms. The single 2.4 s request drags the average to 340.5 ms, a value that matches none of the actual requests.',
        },
        {
          prompt: 'What does "p95 = 390 ms" mean?',
          kind: 'single',
          options: [
            '95% of requests finished in 390 ms or less',
            '95 requests took 390 ms',
            '5% of requests finished in 390 ms or less',
            'The average of the slowest 5% was 390 ms',
          ],
          correct: [0],
          explanation:
            'A percentile is a boundary: 95% of requests were at or below it and 5% were slower. It says nothing about how much slower the last 5% were; that is what p99 and max show.',
        },
        {
          prompt: 'Which practices keep percentile reports honest?',
          kind: 'multiple',
          options: [
            'Stating the load with every number',
            'Averaging two servers’ p95 values to get the overall p95',
            'Reading the error rate next to the latency',
            'Checking how many samples a p99 rests on',
            'Reporting only the best of three runs',
          ],
          correct: [0, 2, 3],
          explanation:
            'Numbers need their load, errors can make latency look good, and a p99 from a few hundred requests rests on a handful of values. Percentiles cannot be averaged, and picking the best run hides variance.',
        },
        {
          prompt:
            'From 150 to 250 VUs, throughput stays near 520 req/s while p95 rises from 640 ms to 4.8 s. What does this show?',
          kind: 'single',
          options: [
            'The system still has spare capacity',
            'A resource saturated around 520 req/s, and extra users only queue',
            'The load generator is sending too many requests',
            'The percentiles were averaged incorrectly',
          ],
          correct: [1],
          explanation:
            'Flat throughput with rising latency is the knee of the curve: the system cannot do more work per second, so additional load turns into waiting.',
        },
        {
          prompt:
            'As load grows, http_req_waiting rises sharply while http_req_blocked and http_req_connecting stay near zero. Where do you look first?',
          kind: 'single',
          options: [
            'The server side: application, database and its dependencies',
            'The DNS server',
            'The size of the response bodies',
            'The sleep times in the k6 script',
          ],
          correct: [0],
          explanation:
            'Waiting is time to first byte, the server working on the request. Connection and DNS problems would show in blocked and connecting, and body size in receiving.',
        },
        {
          prompt: 'App CPU is 38%, database CPU 31%, and latency keeps climbing. Which causes are plausible?',
          kind: 'multiple',
          options: [
            'The application servers have run out of CPU',
            'A connection pool that is too small',
            'Lock contention in the database',
            'A slow external call that every request waits for',
          ],
          correct: [1, 2, 3],
          explanation:
            'Low CPU while latency grows usually means requests are waiting for something: a pool, a lock or a dependency. CPU is clearly not exhausted at 38%.',
        },
      ],
    },
  ],
};
