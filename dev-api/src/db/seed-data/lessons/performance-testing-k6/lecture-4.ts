import type { SeedLesson } from '../types.ts';

/** 4. Realistic load profiles */
export const lesson: SeedLesson = {
  title: 'Realistic load profiles',
  body: `<h2>Load is a shape, not a number</h2>
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
<p>Both scenarios run at the same time, so checkout meets the search traffic just as it would on the real day.</p>`,
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
};
