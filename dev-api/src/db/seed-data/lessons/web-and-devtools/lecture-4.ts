import type { SeedLesson } from '../types.ts';

/** 4. Cookies, storage and sessions */
export const lesson: SeedLesson = {
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
};
