import type { SeedLesson } from '../types.ts';

/** 3. DevTools: Network and Console */
export const lesson: SeedLesson = {
  title: 'DevTools: Network and Console',
  body: `<h2>Your window into the page</h2>
<p>Every modern browser ships developer tools. Open them with <code>F12</code>, <code>Ctrl+Shift+I</code> on Windows and Linux, or <code>Cmd+Option+I</code> on macOS. The two panels a tester uses most are <strong>Network</strong>, which records every request the page makes, and <strong>Console</strong>, which shows errors and lets you run JavaScript on the page.</p>

<h3>The Network panel</h3>
<p>Open the panel <em>before</em> you reproduce the bug, because it only records while it is open. Then turn on two checkboxes:</p>
<ul>
<li><strong>Preserve log</strong> keeps requests across page loads and redirects, so a failed login that bounces you back is not wiped out.</li>
<li><strong>Disable cache</strong> makes the browser download everything again, the way a first-time visitor would.</li>
</ul>
<p>Use the <strong>Fetch/XHR</strong> filter to hide images and scripts and see only API calls. Failed requests appear in red. Click one and read its tabs:</p>
<ul>
<li><strong>Headers</strong>: URL, method, status code, request and response headers.</li>
<li><strong>Payload</strong>: what the page sent, such as form fields or a JSON body.</li>
<li><strong>Preview</strong> and <strong>Response</strong>: what the server answered, often with the real error message.</li>
<li><strong>Timing</strong>: where the time went: waiting for the server, or downloading.</li>
</ul>
<p>The throttling menu simulates a slow connection. Try "Slow 4G" on a form: do spinners appear, can the user submit twice while waiting?</p>

<h3>Sharing what you found</h3>
<p>Right-click a request and choose <strong>Copy &gt; Copy as cURL</strong>. A developer can paste it into a terminal and repeat the exact request:</p>
<pre><code>curl 'https://shop.example.com/api/cart' \\
  -X POST \\
  -H 'Content-Type: application/json' \\
  --data-raw '{"productId":42,"quantity":2}'</code></pre>
<p>You can also export the whole recording as a <strong>HAR file</strong>. Be careful: both cURL copies and HAR files contain cookies and authorization tokens. Remove them before attaching to a ticket.</p>

<h3>The Console panel</h3>
<p>Red entries are errors, yellow ones warnings. Look for uncaught exceptions such as <code>TypeError: Cannot read properties of undefined</code>, and for CORS errors, which mean the browser blocked a response from another origin. A JavaScript error at the moment a button stops working is strong evidence for your report.</p>
<p>The Console is also a command line for the page:</p>
<pre><code>location.href                                  // the current URL
document.querySelectorAll('img:not([alt])').length   // images without alt text
$0                                             // the element selected in Elements
copy(JSON.stringify(localStorage))             // copy storage to the clipboard
$$('button[disabled]')                         // all disabled buttons</code></pre>

<h3>A five-step routine</h3>
<ol>
<li>Open DevTools, enable Preserve log, clear the panels.</li>
<li>Reproduce the bug once, slowly.</li>
<li>Find the first red request or the first Console error.</li>
<li>Note the method, URL, status and the response's message.</li>
<li>Put those facts, not a guess, into the bug report.</li>
</ol>`,
  slides: [
    {
      heading: 'Open DevTools first',
      points: [
        'F12 or Ctrl+Shift+I, Cmd+Option+I on Mac',
        'Network records only while open',
        'Enable Preserve log and Disable cache',
      ],
      narration: [
        'Open DevTools before you reproduce a bug, because the Network panel records only while it is open.',
        'Preserve log keeps requests across redirects, and Disable cache shows what a first-time visitor gets.',
      ],
    },
    {
      heading: 'Reading a request',
      points: [
        'Filter Fetch/XHR to see API calls',
        'Headers, Payload, Response, Timing',
        'Throttle to Slow 4G to test waiting',
      ],
      narration: [
        'Filter by Fetch and XHR to see the API calls, and look for red rows, which are failed requests.',
        'Click a request to see what the page sent and what the server answered, often with the real error.',
      ],
    },
    {
      heading: 'Sharing the evidence',
      points: [
        'Copy as cURL repeats the exact request',
        'HAR export saves the whole session',
        'Strip cookies and tokens first',
      ],
      narration: [
        'Copy as cURL gives a developer a command that repeats the exact request from a terminal.',
        'Both cURL copies and HAR files contain session cookies and tokens, so remove them before sharing.',
      ],
    },
    {
      heading: 'The Console',
      points: [
        'Red errors, yellow warnings',
        'Uncaught exceptions and CORS errors',
        'Run JavaScript against the live page',
      ],
      narration: [
        'The Console shows JavaScript errors, and an error at the moment a button fails is strong evidence.',
        'It is also a command line: you can query elements, read storage and copy data to the clipboard.',
      ],
    },
    {
      heading: 'A five-step routine',
      points: ['Clear, reproduce once, slowly', 'Find the first failure', 'Report method, URL, status, message'],
      narration: [
        'Clear the panels, reproduce once, and look for the first failed request or the first error.',
        'Then write down the method, URL, status and message, and put those facts in your report.',
      ],
    },
  ],
};
