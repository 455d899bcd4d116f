import type { SeedLesson } from '../types.ts';

/** 5. Debugging test code */
export const lesson: SeedLesson = {
  title: 'Debugging test code',
  body: `<h2>When the message does not say why</h2>
<p>A failing test tells you <em>that</em> something is wrong, and sometimes not much more. Debugging is a routine, not a talent: read, isolate, observe, then fix the cause instead of the symptom.</p>

<h3>1. Read the whole failure</h3>
<pre><code>Error: expect(received).toBe(expected)

Expected: 201
Received: 500

    at createUser (src/api/users.ts:14:28)
    at tests/users.spec.ts:9:18</code></pre>
<p>Read the message, the expected and received values, then the <strong>stack trace</strong> from the top. Skip frames inside <code>node_modules</code> and start at the first line in your own code: here, line 14 of <code>users.ts</code>, called from line 9 of the spec. A received 500 means the test may be fine and the server is not; check the response body before touching the test.</p>

<h3>2. Reproduce it alone</h3>
<pre><code>npx playwright test tests/users.spec.ts:9
npx playwright test -g "creates a user" --repeat-each 10</code></pre>
<p>Run only the failing test. If it passes alone but fails in the full run, suspect shared state. If it fails one time in ten, you have a flaky test, and <code>--repeat-each</code> is how you prove your fix.</p>

<h3>3. Observe with logs</h3>
<pre><code>console.log({ status: response.status(), body: await response.text() });
console.table(users.map(({ id, email, role }) =&gt; ({ id, email, role })));</code></pre>
<p>Log objects with labels, not bare values. Remove the logs once you are done.</p>

<h3>4. Pause with the debugger</h3>
<p>Logs show what you expected to look at; a debugger shows everything. In VS Code:</p>
<ul>
<li>Click left of a line number to set a <strong>breakpoint</strong>.</li>
<li>Open a <strong>JavaScript Debug Terminal</strong> from the terminal menu and run the test there; execution stops at your breakpoint.</li>
<li>Inspect the <strong>Variables</strong>, <strong>Watch</strong> and <strong>Call Stack</strong> panels. Step with <code>F10</code> (over), <code>F11</code> (into), <code>Shift+F11</code> (out), continue with <code>F5</code>.</li>
<li>Right-click a breakpoint to make it <strong>conditional</strong>, such as <code>user.id === 17</code>, or turn it into a <strong>logpoint</strong> that prints without changing code.</li>
<li>A <code>debugger;</code> statement in the code acts as a breakpoint whenever a debugger is attached.</li>
</ul>

<h3>5. Use the test runner's tools</h3>
<ul>
<li><code>npx playwright test --debug</code> opens the Inspector and steps through each action while the browser is visible.</li>
<li><code>await page.pause();</code> stops at one exact point of a test.</li>
<li><code>npx playwright test --ui</code> shows every step with a snapshot of the page.</li>
<li>For failures that happen only on CI, record a trace with <code>--trace on</code> and open it with <code>npx playwright show-trace</code> followed by the trace file's path: each step comes with the DOM, network calls and console output.</li>
</ul>

<h3>Usual suspects</h3>
<ul>
<li>A missing <code>await</code>, so a check ran before the action finished.</li>
<li>A locator that matches no element, or two.</li>
<li>Tests sharing and changing the same data, or depending on each other's order.</li>
<li>An environment variable that is not set on that machine, producing <code>undefined</code> in a URL.</li>
<li>Dates and time zones: "today" is a different day on a CI server in another region.</li>
</ul>
<p>Before committing, remove <code>page.pause()</code>, <code>.only</code> and debugging logs, and add the assertion that would have caught the problem sooner.</p>`,
  slides: [
    {
      heading: 'Read the whole failure',
      points: [
        'Message, expected and received',
        'First stack frame in your own code',
        'A 500 may be the server, not the test',
      ],
      narration: [
        'Read the message, the expected and received values, and the stack trace from the top.',
        'Skip frames inside node modules and start at the first line of your own code.',
      ],
    },
    {
      heading: 'Reproduce it alone',
      points: [
        'Run one test by file and line',
        'Passes alone? Suspect shared state',
        '--repeat-each proves a flaky fix',
      ],
      narration: [
        'Run only the failing test, and if it passes alone, suspect data shared with other tests.',
        'Repeat a flaky test ten times to see the failure, and again to prove your fix works.',
      ],
    },
    {
      heading: 'Pause with the debugger',
      points: [
        'Breakpoints, JavaScript Debug Terminal',
        'Variables, Watch and Call Stack',
        'Conditional breakpoints and logpoints',
      ],
      narration: [
        'Set a breakpoint, run the test in a JavaScript Debug Terminal, and inspect every variable when it stops.',
        'Conditional breakpoints stop only for the case you care about, and logpoints print without editing code.',
      ],
    },
    {
      heading: "The test runner's tools",
      points: [
        '--debug opens the Playwright Inspector',
        'page.pause() stops at one point',
        'Traces show each step from CI runs',
      ],
      narration: [
        'Playwright can step through a test with the Inspector, or pause at one exact line.',
        'For failures that happen only on CI, a trace shows the page, network and console at every step.',
      ],
    },
    {
      heading: 'Usual suspects',
      points: ['Missing await, ambiguous locators', 'Shared data, order dependence', 'Missing env vars, time zones'],
      narration: [
        'Most failures come from a short list: a missing await, a bad locator, shared data or missing settings.',
        'When you commit the fix, remove the debugging leftovers and add the assertion that would have caught it.',
      ],
    },
  ],
};
