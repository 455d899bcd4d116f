import type { SeedLesson } from '../types.ts';

/** 6. Tracing flaky tests */
export const lesson: SeedLesson = {
  title: 'Tracing flaky tests',
  body: `<h2>Passes, fails, same code</h2>
<p>A flaky test is worse than no test. At first people rerun the pipeline; after a month nobody reads red builds any more, and a real regression slips through. Your job is not to make the test green but to find out why it is sometimes red, and Playwright's trace is the best evidence you can get.</p>

<h3>Record evidence automatically</h3>
<pre><code>// playwright.config.ts
export default defineConfig({
  retries: process.env.CI ? 2 : 0,
  use: {
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    video: 'retain-on-failure',
  },
});</code></pre>
<p>With retries on, a test that fails and then passes is reported as <strong>flaky</strong>, not as passed, so it stays visible in the report. <code>'on-first-retry'</code> records a trace only when it is needed, which keeps green runs fast. <code>'retain-on-failure'</code> records every test and keeps the traces of failures, which helps when a failure does not come back on retry.</p>

<h3>Reading a trace</h3>
<p>Open it from the HTML report, or run <code>npx playwright show-trace path/to/trace.zip</code>. The trace viewer shows:</p>
<ul>
<li><strong>Actions</strong>: every step with its duration and the locator it used.</li>
<li><strong>DOM snapshots</strong> before, during and after each action, which you can inspect like a live page.</li>
<li><strong>Network</strong>: each request with its timing, status and body.</li>
<li><strong>Console</strong> messages and uncaught page errors.</li>
<li><strong>Source</strong>: the line of your test behind each step.</li>
</ul>
<p>Put the failing attempt next to the passing retry. The difference is usually visible: in the failing one, the click happened while the list still showed old data, or two requests finished in a different order.</p>

<h3>Reproduce before you fix</h3>
<pre><code>npx playwright test tests/checkout.spec.ts --repeat-each=30 --workers=4 --retries=0
npx playwright test --grep "applies a discount code" --trace on</code></pre>
<p>If it fails only with several workers, suspect data shared between tests. If it also fails alone, suspect timing inside the test itself.</p>

<h3>Usual causes and their fixes</h3>
<table>
<thead><tr><th>What the trace shows</th><th>Cause</th><th>Fix</th></tr></thead>
<tbody>
<tr><td>Assertion saw old text</td><td>Value read once with <code>textContent()</code></td><td>Web-first assertion on the locator</td></tr>
<tr><td>Click before the data loaded</td><td>No wait for the state the test needed</td><td>Assert the loaded state first</td></tr>
<tr><td>Another test's item in the list</td><td>Shared account or records</td><td>Unique data per test</td></tr>
<tr><td>Fails near midnight or month end</td><td>The real clock</td><td>A fixed time with <code>page.clock</code></td></tr>
<tr><td>Error from a third-party script</td><td>External widget</td><td>Block it with <code>page.route</code></td></tr>
</tbody>
</table>

<h3>Make traces readable</h3>
<p>Wrap logical phases in <code>test.step('add two items to the cart', async () =&gt; { ... })</code>; steps appear as named groups in both the trace and the report. And resist the two tempting non-fixes, a longer timeout and more retries. Both make the build green while the race stays in the test or in the product.</p>`,
  slides: [
    {
      heading: 'Why flaky tests hurt',
      points: ['People stop trusting red builds', 'Real regressions slip through', 'Find the cause, do not just rerun'],
      narration: [
        'A flaky test teaches the team to ignore red builds, and then a real regression slips through unnoticed.',
        'The goal is to understand why the test is sometimes red, not to make it green.',
      ],
    },
    {
      heading: 'Record evidence',
      points: [
        'Retries in CI mark tests as flaky',
        'Trace on first retry keeps runs fast',
        'Screenshots and video for failures',
      ],
      narration: [
        'With retries on in CI, a test that fails and then passes is reported as flaky, so it stays visible.',
        'Recording the trace on the first retry gives you evidence without slowing down green runs.',
      ],
    },
    {
      heading: 'Reading a trace',
      points: ['Actions with timings and locators', 'DOM snapshots before and after', 'Network, console and source'],
      narration: [
        'The trace viewer replays every action with snapshots of the page before and after it.',
        'Compare the failing attempt with the passing retry, and the difference is usually plain to see.',
      ],
    },
    {
      heading: 'Reproduce, then fix',
      points: [
        '--repeat-each to shake out failures',
        'Fails only in parallel? Shared data',
        'Fails alone too? Timing in the test',
      ],
      narration: [
        'Run the test thirty times with retries off to reproduce the failure on your own machine.',
        'If it fails only with several workers, look for data shared between tests.',
      ],
    },
    {
      heading: 'Fixes that last',
      points: [
        'Web-first assertions, not textContent',
        'Unique data, fixed clock, blocked widgets',
        'Not longer timeouts, not more retries',
      ],
      narration: [
        'Most flakiness comes from reading values too early, shared data, the real clock or third-party scripts.',
        'Longer timeouts and more retries only hide the race, so fix the cause instead.',
      ],
    },
  ],
};
