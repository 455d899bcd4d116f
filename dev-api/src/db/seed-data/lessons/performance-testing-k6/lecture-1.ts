import type { SeedLesson } from '../types.ts';

/** 1. Performance testing types */
export const lesson: SeedLesson = {
  title: 'Performance testing types',
  body: `<h2>Questions you can test</h2>
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
<p>In the next lecture you write the smoke test that every other type grows from.</p>`,
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
};
