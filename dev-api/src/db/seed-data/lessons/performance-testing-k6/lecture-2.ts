import type { SeedLesson } from '../types.ts';

/** 2. Your first k6 script */
export const lesson: SeedLesson = {
  title: 'Your first k6 script',
  body: `<h2>What k6 is</h2>
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
<p>Use dedicated test accounts, keep passwords out of the file, and after every edit run the script once with <code>k6 run --vus 1 --iterations 1</code> before any real load.</p>`,
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
};
