import type { CourseLessons } from './types.ts';

export const lessons: CourseLessons = {
  course: 'web-and-devtools',
  lectures: [
    {
      title: 'How the web works',
      body: `<h2>From a click to a page</h2>
<p>Every web application you will test is a conversation between two programs: a <strong>client</strong>, usually the browser, and a <strong>server</strong>. The browser asks, the server answers, and the page you see is the browser's interpretation of those answers. Once you can picture that conversation, "the page is broken" turns into a sharper question: did the server answer wrongly, or did the browser mishandle a correct answer?</p>

<h3>Reading a URL</h3>
<p>Take <code>https://shop.example.com/products/42?color=red&amp;size=m#reviews</code> apart:</p>
<ul>
<li><code>https</code> is the <strong>scheme</strong>: HTTP over an encrypted TLS connection.</li>
<li><code>shop.example.com</code> is the <strong>host</strong>, the name of the server.</li>
<li><code>/products/42</code> is the <strong>path</strong>, the resource you want.</li>
<li><code>?color=red&amp;size=m</code> is the <strong>query string</strong>: parameters such as filters, sorting or search terms.</li>
<li><code>#reviews</code> is the <strong>fragment</strong>. It never reaches the server; the browser uses it to scroll or to route inside a single-page app.</li>
</ul>

<h3>What happens when you press Enter</h3>
<ol>
<li><strong>DNS lookup.</strong> The browser turns the host name into an IP address. A typo in a domain or a broken DNS record fails here, before any request is sent.</li>
<li><strong>Connection.</strong> The browser opens a TCP connection and performs a TLS handshake, checking the server's certificate. An expired certificate produces a full-page security warning.</li>
<li><strong>Request.</strong> The browser sends an HTTP request: a method, a path, headers and sometimes a body.</li>
<li><strong>Response.</strong> The server replies with a status code, headers and a body. For the first request the body is usually HTML.</li>
<li><strong>Rendering.</strong> The browser parses the HTML, discovers stylesheets, scripts, images and fonts, and requests each of them. Scripts may then call an API and redraw parts of the page.</li>
</ol>

<h3>One request and its response</h3>
<pre><code>GET /products/42 HTTP/1.1
Host: shop.example.com
Accept: text/html
Cookie: session=8f2c41d0

HTTP/1.1 200 OK
Content-Type: text/html; charset=utf-8
Cache-Control: no-cache

&lt;!doctype html&gt;
&lt;html lang="en"&gt;...</code></pre>
<p>Everything a page does is built from exchanges like this one. A typical product page triggers dozens of them.</p>

<h3>Server-rendered pages and single-page apps</h3>
<p>A classic site builds the whole HTML on the server for each page. A single-page application (SPA) loads a shell once, then its JavaScript fetches JSON from an API and draws the screen itself. This changes where you look for bugs. In an SPA, an empty product list is often a failed API call that the front end silently swallowed, while the HTML itself loaded fine.</p>

<h3>Why testers care</h3>
<ul>
<li><strong>Locating the layer.</strong> Network, server or front end: each has different owners and different fixes.</li>
<li><strong>Reproducing reliably.</strong> Caches, CDNs and cookies mean two people can receive different answers to the same URL.</li>
<li><strong>Writing better reports.</strong> "GET /api/cart returned 500 after adding a second item" gets fixed faster than "the cart is broken".</li>
</ul>`,
      slides: [
        {
          heading: 'A conversation between two programs',
          points: [
            'The browser is the client: it asks',
            'The server answers',
            "The page is the browser's reading of the answers",
          ],
          narration: [
            'Every web application is a conversation between a client, usually the browser, and a server.',
            'When a page looks broken, your first question is which side of that conversation went wrong.',
          ],
        },
        {
          heading: 'Reading a URL',
          points: [
            'Scheme, host, path',
            'Query string: filters, sorting, search',
            'Fragment after # never reaches the server',
          ],
          narration: [
            'A URL has a scheme, a host, a path, an optional query string and an optional fragment.',
            'The query carries parameters like filters, while the fragment stays in the browser and is never sent.',
          ],
        },
        {
          heading: 'What happens when you press Enter',
          points: [
            'DNS turns the name into an IP address',
            'TCP connection and TLS handshake',
            'Request, response, then rendering',
          ],
          narration: [
            'First the browser looks up the host name, then it opens a secure connection and checks the certificate.',
            'Then it sends a request, reads the response, and renders the page, fetching styles, scripts and images.',
          ],
        },
        {
          heading: 'Server-rendered pages and SPAs',
          points: [
            'Classic sites send full HTML per page',
            'SPAs fetch JSON and draw the page in JavaScript',
            'Empty list? Check the API call first',
          ],
          narration: [
            'A single-page app loads once and then fetches data from an API with JavaScript.',
            'So an empty list in an SPA is often a failed API call that the page silently ignored.',
          ],
        },
        {
          heading: 'Why testers care',
          points: [
            'Find the layer: network, server or front end',
            'Caches and cookies change what people see',
            'Name the request in your bug report',
          ],
          narration: [
            'Knowing the flow lets you say which layer failed, and that decides who fixes the bug.',
            'A report that names the failing request gets fixed much faster than one that says the page is broken.',
          ],
        },
      ],
    },
    {
      title: 'HTTP methods and status codes',
      body: `<h2>The verbs and the answers of the web</h2>
<p>Every HTTP request carries a <strong>method</strong> that says what the client wants to do, and every response carries a <strong>status code</strong> that says how it went. Knowing both lets you judge whether an application behaves correctly even when the screen looks fine.</p>

<h3>Methods you will meet every day</h3>
<table>
<thead><tr><th>Method</th><th>Purpose</th><th>Safe</th><th>Idempotent</th></tr></thead>
<tbody>
<tr><td>GET</td><td>Read a resource</td><td>Yes</td><td>Yes</td></tr>
<tr><td>POST</td><td>Create something or trigger an action</td><td>No</td><td>No</td></tr>
<tr><td>PUT</td><td>Replace a resource completely</td><td>No</td><td>Yes</td></tr>
<tr><td>PATCH</td><td>Change part of a resource</td><td>No</td><td>Not guaranteed</td></tr>
<tr><td>DELETE</td><td>Remove a resource</td><td>No</td><td>Yes</td></tr>
</tbody>
</table>
<p><strong>Safe</strong> means the request must not change data: loading a page a hundred times should not create a hundred orders. <strong>Idempotent</strong> means repeating the request leaves the server in the same state as sending it once. POST is neither, which is why a double click on "Pay" is a classic test: does it create two payments?</p>

<h3>Status code classes</h3>
<ul>
<li><strong>2xx success</strong>: <code>200 OK</code>, <code>201 Created</code> after a POST that made something, <code>204 No Content</code> when there is nothing to return.</li>
<li><strong>3xx redirection</strong>: <code>301</code> moved permanently, <code>302</code> found elsewhere for now, <code>304 Not Modified</code> when the browser's cached copy is still valid.</li>
<li><strong>4xx client errors</strong>: the request was wrong. <code>400</code> malformed, <code>401</code> not authenticated, <code>403</code> authenticated but not allowed, <code>404</code> not found, <code>409</code> conflict, <code>422</code> valid syntax but invalid data, <code>429</code> too many requests.</li>
<li><strong>5xx server errors</strong>: the server failed. <code>500</code> an unhandled error, <code>502</code>/<code>504</code> a gateway got a bad answer or none in time, <code>503</code> temporarily unavailable.</li>
</ul>

<h3>An example exchange</h3>
<pre><code>POST /api/orders HTTP/1.1
Content-Type: application/json

{"productId": 42, "quantity": 2}

HTTP/1.1 201 Created
Location: /api/orders/1187
Content-Type: application/json

{"id": 1187, "status": "pending", "total": 59.80}</code></pre>

<h3>What to check as a tester</h3>
<ul>
<li><strong>Bad input should earn a 4xx, never a 5xx.</strong> If an empty email field produces <code>500</code>, the server crashed on data it should have validated. That is a bug even when the UI shows a polite message.</li>
<li><strong>401 and 403 are different.</strong> Logged out means 401; logged in without the right role means 403.</li>
<li><strong>Error pages should not return 200.</strong> A "Page not found" screen served with <code>200 OK</code> confuses search engines and monitoring. This is called a soft 404.</li>
<li><strong>Repeat non-idempotent actions.</strong> Double-submit forms, refresh after a POST, press Back and submit again.</li>
<li><strong>Read the error body.</strong> A useful 4xx names the field and the problem: <code>{"message": "email must be a valid address"}</code>.</li>
</ul>`,
      slides: [
        {
          heading: 'Methods say what the client wants',
          points: ['GET reads, POST creates', 'PUT replaces, PATCH changes part', 'DELETE removes'],
          narration: [
            'Each request carries a method: GET to read, POST to create, PUT and PATCH to change, DELETE to remove.',
            'The method tells you what the request is supposed to do before you even look at the data.',
          ],
        },
        {
          heading: 'Safe and idempotent',
          points: [
            'Safe: changes no data',
            'Idempotent: repeating leaves the same state',
            'POST is neither: test double submits',
          ],
          narration: [
            'A safe method never changes data, and an idempotent one can be repeated with the same end result.',
            'POST is neither, so a double click on a pay button is always worth testing.',
          ],
        },
        {
          heading: 'Five classes of status codes',
          points: ['2xx success, 3xx redirection', '4xx the client sent something wrong', '5xx the server failed'],
          narration: [
            'The first digit of a status code tells you the story: success, redirect, client error or server error.',
            'Learn the common ones by heart, like 201 Created, 304 Not Modified and 429 Too Many Requests.',
          ],
        },
        {
          heading: '401, 403 and 404',
          points: [
            '401: we do not know who you are',
            '403: we know you, and the answer is no',
            '404: there is nothing here',
          ],
          narration: [
            'A 401 means the request is not authenticated, while a 403 means the user is known but not allowed.',
            'Mixing them up is a real defect, because clients react differently to each one.',
          ],
        },
        {
          heading: 'What to check',
          points: [
            'Bad input gets a 4xx, never a 5xx',
            'Error pages must not answer 200',
            'The error body names the problem',
          ],
          narration: [
            'If invalid input makes the server answer 500, the server crashed on data it should have validated.',
            'Also check that error pages send an error status, and that error messages say which field is wrong.',
          ],
        },
      ],
    },
    {
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
    },
    {
      title: 'Cookies, storage and sessions',
      body: `<h2>How a stateless protocol remembers you</h2>
<p>HTTP has no memory: each request arrives at the server as if from a stranger. Yet you stay logged in, your cart survives a refresh, and the cookie banner does not come back every time. That memory lives in <strong>cookies</strong> and <strong>browser storage</strong>, and it is where many security and state bugs hide.</p>

<h3>Cookies</h3>
<p>The server sets a cookie with a response header, and the browser sends it back with every later request to the same site:</p>
<pre><code>HTTP/1.1 200 OK
Set-Cookie: session=a91f03c7; Path=/; Max-Age=3600; HttpOnly; Secure; SameSite=Lax

GET /account HTTP/1.1
Cookie: session=a91f03c7</code></pre>
<p>The attributes matter to a tester:</p>
<ul>
<li><strong>Max-Age / Expires</strong>: how long the cookie lives. Without them it is a session cookie, deleted when the browser closes.</li>
<li><strong>HttpOnly</strong>: JavaScript cannot read it, which protects session IDs from injected scripts.</li>
<li><strong>Secure</strong>: sent only over HTTPS.</li>
<li><strong>SameSite</strong>: <code>Strict</code>, <code>Lax</code> or <code>None</code> controls whether the cookie travels with requests started from other sites.</li>
</ul>

<h3>Web storage</h3>
<ul>
<li><strong>localStorage</strong> keeps key–value strings per origin until something deletes them, even after a browser restart. Apps store preferences, drafts and sometimes tokens here.</li>
<li><strong>sessionStorage</strong> works the same way but belongs to one tab and disappears when the tab closes.</li>
<li><strong>IndexedDB</strong> holds larger structured data, typical of offline-capable apps.</li>
</ul>
<p>None of these are sent to the server automatically; the page's JavaScript reads them and decides what to do.</p>

<h3>Inspecting and changing state</h3>
<p>In Chrome and Edge open the <strong>Application</strong> panel; in Firefox it is called <strong>Storage</strong>. You can view, edit and delete every cookie and storage key, or click <em>Clear site data</em> to start as a brand-new visitor. From the Console:</p>
<pre><code>document.cookie                     // cookies visible to scripts (no HttpOnly ones)
localStorage.getItem('cart')        // read one key
localStorage.setItem('theme', 'dark')
sessionStorage.clear()              // empty this tab's storage</code></pre>

<h3>Test ideas that find real bugs</h3>
<ul>
<li><strong>Logout must end the session on the server.</strong> Copy the session cookie, log out, then replay an old request with it. A <code>200</code> instead of <code>401</code> means the session was only forgotten by the browser.</li>
<li><strong>Expired sessions.</strong> Delete the session cookie mid-flow, then submit a form. The app should send you to Login and, ideally, keep your input.</li>
<li><strong>Two tabs.</strong> Log out in one tab; what does the other tab do on its next action?</li>
<li><strong>Do not trust the client.</strong> Change <code>role</code> from <code>"viewer"</code> to <code>"admin"</code> in localStorage and reload. The UI may show admin buttons, but the server must still refuse the actions with 403.</li>
<li><strong>Consent.</strong> Before the user accepts analytics cookies, no analytics cookie should exist.</li>
<li><strong>Sensitive data.</strong> Passwords or full card numbers must never appear in any storage.</li>
</ul>`,
      slides: [
        {
          heading: 'HTTP has no memory',
          points: [
            'Every request arrives as a stranger',
            'Cookies and storage hold the state',
            'State is where many bugs hide',
          ],
          narration: [
            'HTTP forgets every request, so the browser keeps the memory in cookies and in web storage.',
            'Logins, carts and consent choices all live there, and so do many security and state bugs.',
          ],
        },
        {
          heading: 'Cookie attributes',
          points: [
            'Max-Age or Expires: lifetime',
            'HttpOnly: hidden from JavaScript',
            'Secure: HTTPS only; SameSite: cross-site rules',
          ],
          narration: [
            'The server sets a cookie with a Set-Cookie header, and the browser sends it back on every request.',
            'HttpOnly hides a cookie from scripts, Secure keeps it on HTTPS, and SameSite limits cross-site sending.',
          ],
        },
        {
          heading: 'Web storage',
          points: [
            'localStorage survives restarts',
            'sessionStorage lives in one tab',
            'Neither is sent to the server by itself',
          ],
          narration: [
            'localStorage keeps data until something deletes it, while sessionStorage belongs to a single tab.',
            'Unlike cookies, storage is not sent to the server; the page reads it with JavaScript.',
          ],
        },
        {
          heading: 'Inspect and change state',
          points: [
            'Application panel, Storage in Firefox',
            'Edit or delete any cookie or key',
            'Clear site data for a fresh visitor',
          ],
          narration: [
            'The Application panel lets you view, edit and delete every cookie and storage key of the site.',
            'Clearing site data turns you into a first-time visitor without opening a private window.',
          ],
        },
        {
          heading: 'Tests that find real bugs',
          points: [
            'Replay an old cookie after logout',
            'Log out in one tab, act in another',
            'Edit a role in storage: server says 403',
          ],
          narration: [
            'After logout, replay a request with the old session cookie: the server must answer 401.',
            'Change a role in local storage and try an admin action; the server must still refuse it.',
          ],
        },
      ],
    },
    {
      title: 'Responsive and cross-browser checks',
      body: `<h2>One site, thousands of screens</h2>
<p>Your users open the same page on a small Android phone, an iPad in landscape, a laptop zoomed to 125&nbsp;% and a wide office monitor, in Chrome, Safari, Firefox and Edge. You cannot test every combination, but you can test the ones that break most often and choose browsers with data instead of habit.</p>

<h3>Device mode in DevTools</h3>
<p>Press <code>Ctrl+Shift+M</code> (<code>Cmd+Shift+M</code> on macOS) with DevTools open to switch on the device toolbar. You can pick a preset device, type any width and height, change the device pixel ratio, emulate touch and throttle the network. Drag the viewport edge slowly from wide to narrow and watch for the moment the layout jumps: that is a <strong>breakpoint</strong>, and bugs cluster just around them.</p>
<p>Widths worth checking on almost every project: <strong>320, 375, 414, 768, 1024, 1280 and 1440 px</strong>. Also check 200&nbsp;% browser zoom, which many users with low vision rely on.</p>

<h3>What typically breaks</h3>
<ul>
<li>A horizontal scrollbar on a phone, usually one element wider than the screen.</li>
<li>Long words, email addresses or translated labels overflowing their boxes.</li>
<li>A sticky header or cookie banner covering the first form field or the submit button.</li>
<li>Tap targets that are too small or too close together.</li>
<li>The wrong mobile keyboard: an email field built as <code>type="text"</code> hides the @ key.</li>
<li>A page that looks like a shrunken desktop page: the viewport meta tag is missing.</li>
</ul>
<p>This Console snippet finds elements that stick out past the right edge of the viewport:</p>
<pre><code>const width = document.documentElement.clientWidth;
[...document.querySelectorAll('body *')]
  .filter((el) =&gt; el.getBoundingClientRect().right &gt; width)
  .forEach((el) =&gt; console.log(el));</code></pre>

<h3>Where emulation stops</h3>
<p>Device mode resizes Chrome; it does not turn Chrome into Safari. On iOS, almost every browser runs Apple's WebKit engine, so an iPhone bug will not appear in Chrome's emulation. The real on-screen keyboard, pinch zoom, the address bar that hides on scroll, and hover that does not exist on touch screens all need a real device or a device cloud.</p>

<h3>Choosing browsers</h3>
<p>There are three engines that matter: <strong>Blink</strong> (Chrome, Edge, Opera, Samsung Internet), <strong>WebKit</strong> (Safari) and <strong>Gecko</strong> (Firefox). Testing Chrome and Edge is mostly testing Blink twice. Ask for the product's analytics and build a small matrix: the top browsers by share, at least one per engine, on the operating systems users actually have.</p>
<table>
<thead><tr><th>Priority</th><th>Browser</th><th>Platform</th></tr></thead>
<tbody>
<tr><td>1</td><td>Chrome</td><td>Android phone, Windows</td></tr>
<tr><td>1</td><td>Safari</td><td>iPhone, macOS</td></tr>
<tr><td>2</td><td>Firefox</td><td>Windows</td></tr>
<tr><td>3</td><td>Edge</td><td>Windows (smoke test)</td></tr>
</tbody>
</table>

<h3>Reporting layout bugs</h3>
<p>Always include the browser and version, the OS and device, the viewport size, zoom level and a screenshot with the problem marked. "Broken on mobile" is not reproducible; "Safari 17, iPhone 13, 390&nbsp;×&nbsp;844, the Pay button is under the cookie banner" is.</p>`,
      slides: [
        {
          heading: 'One site, thousands of screens',
          points: [
            'Phones, tablets, zoomed laptops, wide monitors',
            'Four major browsers',
            'Test what breaks most, chosen by data',
          ],
          narration: [
            'The same page is opened on phones, tablets and monitors, in several browsers and at different zoom levels.',
            'You cannot test everything, so test the combinations that break most often and that users really have.',
          ],
        },
        {
          heading: 'Device mode',
          points: [
            'Ctrl+Shift+M toggles the device toolbar',
            'Check 320 to 1440 px and 200 % zoom',
            'Drag slowly to find the breakpoints',
          ],
          narration: [
            'Device mode lets you set any viewport size, pixel ratio and touch emulation right inside the browser.',
            'Drag the width slowly and watch where the layout jumps, because bugs cluster around breakpoints.',
          ],
        },
        {
          heading: 'What typically breaks',
          points: [
            'Horizontal scroll on phones',
            'Sticky headers covering fields',
            'Small tap targets, wrong mobile keyboard',
          ],
          narration: [
            'Look for horizontal scrolling, overflowing text, and sticky headers that cover fields or buttons.',
            'On forms, check that email and phone fields open the right keyboard on a real phone.',
          ],
        },
        {
          heading: 'Where emulation stops',
          points: [
            'Device mode is still Chrome',
            'iOS browsers run on WebKit',
            'Keyboard, pinch zoom, hover need a device',
          ],
          narration: [
            'Device mode only resizes Chrome, it does not emulate Safari or the real behaviour of a phone.',
            'Touch, the on-screen keyboard and the hiding address bar need a real device or a device cloud.',
          ],
        },
        {
          heading: 'Choosing browsers',
          points: [
            'Three engines: Blink, WebKit, Gecko',
            'Chrome plus Edge is mostly Blink twice',
            'Build the matrix from analytics',
          ],
          narration: [
            'Chrome, Edge and Opera share the Blink engine, Safari uses WebKit, and Firefox uses Gecko.',
            'Use analytics to pick the top browsers, with at least one browser for each engine.',
          ],
        },
        {
          heading: 'Reporting layout bugs',
          points: [
            'Browser, version, OS and device',
            'Viewport size and zoom level',
            'A screenshot with the problem marked',
          ],
          narration: [
            'Broken on mobile cannot be reproduced, so always give the browser, device, viewport size and zoom.',
            'Add a screenshot with the problem marked, and a developer can see it in seconds.',
          ],
        },
      ],
    },
  ],
  quizzes: [
    {
      title: 'Quiz: The web',
      section: 0,
      questions: [
        {
          prompt:
            'The product list of a single-page app is empty, and DevTools shows GET /api/products answered 500. Where is the defect most likely?',
          kind: 'single',
          options: [
            "In the browser's rendering of correct data",
            'On the server that handles /api/products',
            "In the user's DNS settings",
            "In the page's stylesheet",
          ],
          correct: [1],
          explanation:
            'A 5xx status means the server failed to produce an answer, so the page had no data to draw. That the page showed an empty list instead of an error message is a second, smaller bug worth reporting too.',
        },
        {
          prompt: 'Which part of https://shop.example.com/search?q=boots#filters is never sent to the server?',
          kind: 'single',
          options: [
            'The scheme (https)',
            'The host (shop.example.com)',
            'The query string (?q=boots)',
            'The fragment (#filters)',
          ],
          correct: [3],
          explanation:
            'The fragment stays in the browser, which uses it to scroll or to route inside a single-page app. The query string, by contrast, is part of the request the server receives.',
        },
        {
          prompt: 'Which HTTP methods are idempotent by definition?',
          kind: 'multiple',
          options: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'],
          correct: [0, 2, 3],
          explanation:
            'Sending GET, PUT or DELETE twice leaves the server in the same state as sending it once. POST usually creates something new each time, and PATCH is not guaranteed to be idempotent.',
        },
        {
          prompt:
            'A user who is logged in, but has no admin role, calls an admin-only endpoint. Which status code describes this situation?',
          kind: 'single',
          options: ['401 Unauthorized', '403 Forbidden', '409 Conflict', '500 Internal Server Error'],
          correct: [1],
          explanation:
            '401 means the server does not know who you are; 403 means it knows you and refuses. Some APIs answer 404 on purpose to hide that a resource exists, but 403 is the code that describes a known user without permission.',
        },
        {
          prompt:
            'Submitting an invalid email to POST /api/users returns 500 Internal Server Error. Which statements are true?',
          kind: 'multiple',
          options: [
            'It is a bug: invalid input should get a 4xx answer such as 400 or 422',
            'It is correct, because the request did fail',
            'A good response would say which field is wrong and why',
            'It is acceptable as long as the form shows a red message',
          ],
          correct: [0, 2],
          explanation:
            'A 500 means the server crashed on input it should have validated, which is a defect whatever the UI shows. A useful 4xx answer names the field and the problem so the client can show it.',
        },
        {
          prompt: 'What does 304 Not Modified tell the browser?',
          kind: 'single',
          options: [
            'The resource has moved to a new URL for good',
            'Its cached copy is still valid, so no body is sent',
            'The server refused to change the resource',
            'The request contained no changes to save',
          ],
          correct: [1],
          explanation:
            'A 304 answers a conditional request: the browser asked whether its cached copy is still current, and the server said yes. A permanent move is 301.',
        },
      ],
    },
    {
      title: 'Quiz: Browser tools',
      section: 1,
      questions: [
        {
          prompt:
            'A failed login redirects you back to the login page, and the Network panel loses the failing request. Which option keeps it?',
          kind: 'single',
          options: ['Disable cache', 'Preserve log', 'Throttling', 'Hide data URLs'],
          correct: [1],
          explanation:
            'Preserve log keeps the recording across page loads and redirects. Disable cache only forces fresh downloads and does not keep old entries.',
        },
        {
          prompt: 'Which of these belong in a bug report about a failing API request?',
          kind: 'multiple',
          options: [
            'The method and URL',
            'The status code',
            "The response's error message",
            'The full value of your session cookie',
            'When the request happened',
          ],
          correct: [0, 1, 2, 4],
          explanation:
            'Method, URL, status, message and time let a developer find the request in the server logs. A session cookie is a secret that lets anyone act as you, so remove it before sharing.',
        },
        {
          prompt:
            'The Application panel shows a session cookie, but typing document.cookie in the Console does not list it. Why?',
          kind: 'single',
          options: [
            'The cookie is marked HttpOnly',
            'The cookie has already expired',
            'The cookie has SameSite=Lax',
            'The Console only shows cookies from other sites',
          ],
          correct: [0],
          explanation:
            'HttpOnly cookies are sent with requests but hidden from JavaScript, which protects the session from injected scripts. An expired cookie would not appear in the Application panel either.',
        },
        {
          prompt: 'Which storage keeps its data after the tab is closed and the browser restarted?',
          kind: 'single',
          options: [
            'sessionStorage',
            'localStorage',
            "A variable in the page's JavaScript",
            "The Network panel's recording",
          ],
          correct: [1],
          explanation:
            'localStorage lasts until the site or the user deletes it. sessionStorage belongs to one tab and disappears when the tab closes.',
        },
        {
          prompt: 'After clicking Logout, which checks show that the session really ended?',
          kind: 'multiple',
          options: [
            'The header shows the Login link again',
            'A request replayed with the old session cookie is answered 401',
            'The session cookie is gone from the Application panel',
            'The Console shows no errors',
          ],
          correct: [1, 2],
          explanation:
            'The browser must drop the cookie, and the server must refuse it if someone replays it. A changed header only proves the front end forgot you, not that the server ended the session.',
        },
        {
          prompt: "What does the Network panel's Copy as cURL give you?",
          kind: 'single',
          options: [
            'A screenshot of the request',
            'A terminal command that repeats the request with its headers and body',
            'A HAR file of the whole session',
            'The JavaScript code that sent the request',
          ],
          correct: [1],
          explanation:
            'The cURL command lets anyone repeat the exact request outside the browser, which makes a server bug easy to reproduce. Like a HAR file, it includes cookies and tokens that you should remove first.',
        },
      ],
    },
    {
      title: 'Quiz: Across devices',
      section: 2,
      questions: [
        {
          prompt: "Why does a check in Chrome's device mode not replace testing on a real iPhone?",
          kind: 'single',
          options: [
            'Device mode cannot change the viewport width',
            'Browsers on iOS run on WebKit, which Chrome does not emulate',
            'Device mode only works for desktop sites',
            'iPhones ignore CSS media queries',
          ],
          correct: [1],
          explanation:
            'Device mode resizes Chrome and emulates touch, but the page is still rendered by Blink. Safari-only bugs, the real keyboard and scrolling behaviour need a real device or a device cloud.',
        },
        {
          prompt: 'Which of these are typical responsive layout defects?',
          kind: 'multiple',
          options: [
            'A horizontal scrollbar at 375 px wide',
            'A sticky header covering the first form field',
            'Tap targets too small and too close together',
            'The API answering 404 for a missing product',
          ],
          correct: [0, 1, 2],
          explanation:
            'The first three depend on screen size and are classic responsive bugs. A 404 for a missing product is server behaviour and would happen at any width.',
        },
        {
          prompt:
            'Analytics show Chrome 55 %, Safari 25 %, Edge 12 %, Firefox 8 %. You have time for two browsers. Which pair covers the most users and engines?',
          kind: 'single',
          options: ['Chrome and Edge', 'Chrome and Safari', 'Edge and Firefox', 'Safari and Firefox'],
          correct: [1],
          explanation:
            'Chrome and Safari cover 80 % of users and two different engines, Blink and WebKit. Chrome and Edge both use Blink, so the second browser would add little.',
        },
        {
          prompt: 'What belongs in a report about a layout bug?',
          kind: 'multiple',
          options: [
            'Browser name and version',
            'Operating system and device',
            'Viewport size and zoom level',
            "The tester's screen brightness",
          ],
          correct: [0, 1, 2],
          explanation:
            'Layout depends on the engine, the device and the space available, so those facts are needed to reproduce it. Brightness does not change how a page is laid out.',
        },
        {
          prompt: 'On a phone, the email field opens a keyboard without the @ key. What is the most likely cause?',
          kind: 'single',
          options: [
            'The input is type="text" instead of type="email"',
            'The page has no viewport meta tag',
            "The phone's language is set wrongly",
            'The field has no placeholder',
          ],
          correct: [0],
          explanation:
            'Mobile browsers choose the keyboard from the input type, so type="email" brings up a keyboard with @. The viewport tag affects scaling, not the keyboard.',
        },
        {
          prompt: 'On phones, a page looks like a tiny, zoomed-out desktop page. What is most likely missing?',
          kind: 'single',
          options: [
            'The viewport meta tag with width=device-width',
            'A print stylesheet',
            'A favicon',
            'The robots meta tag',
          ],
          correct: [0],
          explanation:
            'Without the viewport meta tag, mobile browsers lay the page out about 980 px wide and shrink it to fit. With width=device-width the page uses the real screen width and its media queries apply.',
        },
      ],
    },
  ],
};
