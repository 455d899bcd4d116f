import type { SeedLesson } from '../types.ts';

/** 6. Finding the bottleneck */
export const lesson: SeedLesson = {
  title: 'Finding the bottleneck',
  body: `<h2>From "slow" to a cause</h2>
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
<p>Change one thing at a time and repeat the same profile with the same data. If the knee moves, you found a bottleneck, and the next one is now visible. Write up the symptom, the evidence, the change and the before-and-after numbers. That short note is what a release meeting can act on.</p>`,
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
};
