import type { SeedLesson } from '../types.ts';

/** 5. Responsive and cross-browser checks */
export const lesson: SeedLesson = {
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
};
