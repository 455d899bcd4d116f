/** Seed: the blog's performance articles. */
import type { SeedPost } from './post-markup.ts';

export const readingPercentiles: SeedPost = {
  slug: 'reading-performance-percentiles',
  title: 'Reading Performance Percentiles Without Fooling Yourself',
  category: 'performance',
  author: 'Priya Raman',
  excerpt:
    'Why the average response time hides the slow requests your users feel, and how to report percentiles honestly.',
  body: [
    'A release report once told me that our checkout answered in 180 milliseconds on average. It was true, and it was useless: one customer in fifty waited more than four seconds, and those were the customers writing to support.',
    '## Why averages mislead',
    'Response times are not spread evenly around the average. Most requests are fast and a few are very slow, because of a cache miss, a lock, garbage collection or a slow call to another service. The slow few pull the average up a little, and the average then describes nobody: it is slower than most requests and far faster than the ones people complain about.',
    '## What percentiles say',
    'A percentile answers a concrete question. The 95th percentile (p95) is the time within which 95 of every 100 requests finished; the other 5 took longer. The median (p50) is what a typical request gets. The p95 and p99 describe the slow end, which a busy user meets several times per visit, because a single page often makes dozens of requests.',
    '## How not to fool yourself',
    {
      ul: [
        '<strong>Report the load with the number.</strong> “A p95 of 350 ms” means nothing without “at 200 requests per second for 30 minutes”. The same system can be quick at 50 and unusable at 300.',
        '<strong>Never average percentiles.</strong> The mean of two servers’ p95 is not the p95 of both together. Combine the raw measurements, or use a tool that merges histograms correctly.',
        '<strong>Read errors next to latency.</strong> A system that fails fast can show lovely percentiles. Count errors and timeouts, and check whether they were included in the timings.',
        '<strong>Mind the sample size.</strong> A p99 from two hundred requests rests on two data points. Run long enough to collect thousands.',
        '<strong>Check that the load generator keeps up.</strong> If it runs out of CPU, it measures its own queue. Watch its resources as closely as the server’s.',
      ],
    },
    '## Setting thresholds',
    'Agree on targets per endpoint before you test, in the form “p95 under 400 ms and p99 under 1 s at 150 requests per second, with fewer than 0.1% errors”. Put them in the test itself, so that a run fails when they are missed instead of someone reading a chart afterwards. In k6 that takes a few lines in the <code>thresholds</code> option.',
    'Averages are still fine for capacity planning and cost estimates. For what users feel, use the median and the tail, together with the load they were measured under.',
  ],
};

export const loadTestingWithK6: SeedPost = {
  slug: 'load-testing-with-k6',
  title: 'Your First Load Test with k6',
  category: 'performance',
  author: 'Priya Raman',
  excerpt:
    'From a single script to a ramping load profile in an afternoon, with checks and thresholds that can fail the run.',
  body: [
    'k6 is an open-source load testing tool: you write tests in JavaScript and run them from the command line. Scripts are small, they sit comfortably in the same repository as the application, and their results fit into a pipeline. This is the path I take with people who are new to it.',
    '## Start with one user',
    'Begin with one virtual user and one request, and check the response, not only its timing:',
    {
      code: "import http from 'k6/http';\nimport { check, sleep } from 'k6';\n\nexport default function () {\n  const res = http.get('https://test.example.com/api/products');\n  check(res, {\n    'status is 200': (r) => r.status === 200,\n    'has products': (r) => r.json('data').length > 0,\n  });\n  sleep(1);\n}",
    },
    'Run it with <code>k6 run script.js</code>. If it fails for one user, more users will not help. The <code>sleep</code> stands for the time a person spends reading a page between requests; without it, one virtual user behaves like a crowd of impatient ones.',
    '## Add a load profile',
    'Real traffic grows and falls, and stages describe that shape:',
    {
      code: "export const options = {\n  stages: [\n    { duration: '2m', target: 20 },\n    { duration: '5m', target: 20 },\n    { duration: '2m', target: 0 },\n  ],\n  thresholds: {\n    http_req_failed: ['rate<0.01'],\n    http_req_duration: ['p(95)<500'],\n  },\n};",
    },
    'This ramps up to twenty virtual users, holds them for five minutes and ramps down. The thresholds turn your expectations into a verdict: if more than 1% of requests fail or the 95th percentile goes over 500 ms, k6 exits with an error, and the pipeline step fails with it.',
    '## Ramp slowly and watch the errors',
    'Raise the target in steps and watch two numbers together: the error rate and the latency percentiles. Latency usually climbs gently and then sharply; the point where it bends, or where errors appear, is the capacity you report. A run where latency looks fine but errors jump is not a good result, because failures are often fast.',
    '## Make it realistic enough',
    'Call several endpoints in the proportions users call them, use test data that does not all hit the same cached item, and test in an environment that resembles production. Agree with the team before running anything heavy against a shared server, and never load-test a system you do not own.',
    '## Keep it next to the code',
    'Commit the script beside the application, run a short version on every merge and the full one before releases. When the numbers change, the history of both the code and the test is in one place, which is exactly what you need to find out why.',
  ],
};
