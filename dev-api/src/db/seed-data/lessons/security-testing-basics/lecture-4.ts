import type { SeedLesson } from '../types.ts';

/** 4. Cross-site scripting */
export const lesson: SeedLesson = {
  title: 'Cross-site scripting',
  body: `<h2>The idea</h2>
<p>Cross-site scripting (XSS) happens when text a user controls is placed into a page as HTML or JavaScript instead of as text. The browser then runs the attacker's script with the victim's session: it can read what the victim sees, act in their name or show a fake login form. Since 2021 the OWASP Top 10 counts XSS as a kind of injection.</p>
<h2>Three kinds</h2>
<ul>
<li><strong>Reflected</strong>: the input comes straight back in the response, for example a search page that prints "No results for ...". The attacker sends the victim a crafted link.</li>
<li><strong>Stored</strong>: the input is saved (a review, a profile name, a support ticket) and served to everyone who opens the page later, administrators included.</li>
<li><strong>DOM-based</strong>: the page's own JavaScript reads input such as the URL fragment and writes it into the page with <code>innerHTML</code>, without the server taking part.</li>
</ul>
<h2>Start with a harmless marker</h2>
<p>Before any script, find out how output is encoded. Enter a unique string with special characters:</p>
<pre><code>qa7731"'&lt;b&gt;bold&lt;/b&gt;</code></pre>
<p>Then search for <code>qa7731</code> in the page source or the Elements panel. If the source shows <code>&amp;lt;b&amp;gt;</code> and the word "bold" is not bold, the output is encoded, which is what you want. If "bold" appears in bold, your markup became HTML and the field is vulnerable. Note where the marker landed: in text, inside an attribute, inside a script or in a URL. Each context needs its own encoding, and a fix for one does not cover the others.</p>
<pre><code>&lt;input value="qa7731"&gt;                      marker inside an attribute
" autofocus onfocus="alert(1)                 input that closes the quote
&lt;a href="javascript:alert(1)"&gt;website&lt;/a&gt;    a URL field that allows any scheme</code></pre>
<h2>Proof of concept</h2>
<p>When markup gets through, confirm with a payload that does nothing worse than open an alert box:</p>
<pre><code>POST /api/products/311/reviews HTTP/1.1
Content-Type: application/json

{"rating": 5, "text": "Great boots &lt;img src=x onerror=alert(document.domain)&gt;"}</code></pre>
<p>If the product page now shows an alert with the site's domain, you have stored XSS; <code>document.domain</code> proves which origin the script ran in. Stop there. Never use payloads that send cookies or data anywhere, and delete your test review or ask for the environment to be reset.</p>
<h2>Defences to check</h2>
<ul>
<li>Output encoding by default. React, Angular and most server templates encode text unless told otherwise, so look for the exceptions: <code>dangerouslySetInnerHTML</code>, <code>v-html</code>, <code>innerHTML</code>.</li>
<li>Rich text passes through a sanitiser that keeps only a short list of tags.</li>
<li>Link fields accept only <code>http</code> and <code>https</code> addresses.</li>
<li>A <code>Content-Security-Policy</code> header that forbids inline scripts limits the damage of any miss.</li>
<li>Session cookies are <code>HttpOnly</code>, so a script cannot read them.</li>
</ul>
<h2>Where to try</h2>
<p>Every value shown back to a user: names, addresses, comments, file names, search terms, error messages that echo input, and data imported from CSV files or other systems. Remember the back office: a name that is safe on the shop page may be rendered raw in an admin table, where the victim has the most powerful session of all.</p>`,
  slides: [
    {
      heading: 'Text that becomes script',
      points: ['User text rendered as HTML or JS', 'Runs with the victim’s session'],
      narration: [
        'Cross site scripting happens when text a user controls is rendered as HTML or JavaScript.',
        'The script then runs with the victim’s session and can act in their name.',
      ],
    },
    {
      heading: 'Three kinds',
      points: [
        'Reflected: comes back in the response',
        'Stored: saved and shown to others',
        'DOM-based: the page’s own script',
      ],
      narration: [
        'Reflected scripting needs a crafted link, while stored scripting waits for every visitor of the page.',
        'DOM based scripting happens entirely in the browser when page code writes input as HTML.',
      ],
    },
    {
      heading: 'Harmless marker first',
      points: [
        'Unique string plus quotes and a bold tag',
        'Encoded in the source: good',
        'Bold on the page: vulnerable',
      ],
      narration: [
        'Enter a unique marker with quotes and a bold tag, then find it in the page source.',
        'Encoded characters are good news, while bold text means your markup became HTML.',
        'Note the context, because text, attributes, scripts and URLs each need their own encoding.',
      ],
    },
    {
      heading: 'Proof, then stop',
      points: ['An alert with document.domain', 'Never send cookies or data anywhere', 'Remove your test content'],
      narration: [
        'Confirm with a payload that only shows an alert with the site’s domain.',
        'Never use payloads that send cookies or data anywhere, and clean up your test content.',
      ],
    },
    {
      heading: 'Defences and places',
      points: [
        'Encoding by default, sanitised rich text',
        'Content-Security-Policy, HttpOnly',
        'Check admin views, imports, file names',
      ],
      narration: [
        'Look for the exceptions to default encoding, such as inner HTML and its framework equivalents.',
        'A content security policy and HttpOnly cookies limit the damage of any miss.',
        'Test every value shown back to users, especially in the back office.',
      ],
    },
  ],
};
