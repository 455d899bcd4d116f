import type { SeedLesson } from '../types.ts';

/** 3. Thresholds and checks */
export const lesson: SeedLesson = {
  title: 'Thresholds and checks',
  body: `<h2>A test that can fail</h2>
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
</ul>`,
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
};
