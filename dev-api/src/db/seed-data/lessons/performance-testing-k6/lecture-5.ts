import type { SeedLesson } from '../types.ts';

/** 5. Reading percentiles */
export const lesson: SeedLesson = {
  title: 'Reading percentiles',
  body: `<h2>Why the average lies</h2>
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
<p>Compare only runs with the same script, data, profile and environment. Repeat a run before calling a 5% difference a regression: on shared infrastructure, two identical runs often differ by that much.</p>`,
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
      points: ['p95: 95% finished within this time', 'p99: the slowest one percent', 'max: one request, not a target'],
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
};
