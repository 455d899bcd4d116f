import type { SeedQuiz } from '../types.ts';

/** One quiz per syllabus section of Performance Testing with k6. */
export const quizzes: SeedQuiz[] = [
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
];
