import type { SeedLesson } from '../types.ts';

/** 1. How the web works */
export const lesson: SeedLesson = {
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
};
