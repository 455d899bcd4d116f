/** Seed: the blog's security articles, the hostile one included. */
import type { SeedPost } from './post-markup.ts';

export const owaspTopTen: SeedPost = {
  slug: 'owasp-top-10-for-testers',
  title: 'The OWASP Top 10 for Testers',
  category: 'security',
  author: 'Grace Okafor',
  excerpt: 'Security testing you can start on Monday: the ten risk categories, and a first check for each.',
  body: [
    'The OWASP Top 10 lists the most serious categories of risk in web applications. It is published by the Open Worldwide Application Security Project, and this article follows its 2021 edition. It is written for developers and security teams, yet most of it turns into checks any functional tester can add to their work.',
    'One rule before you start: test only systems you are allowed to test, preferably a test environment, and tell the team before you try anything that could affect other users.',
    {
      ol: [
        '<strong>Broken access control.</strong> Users reach data or actions that are not theirs. Sign in as one user, copy a URL or API request with an id in it, and replay it as another user. Try the admin pages as an ordinary user as well.',
        '<strong>Cryptographic failures.</strong> Sensitive data is exposed because it is not encrypted, or badly encrypted. Check that every page and API uses HTTPS, that passwords and card numbers never appear in URLs, logs or responses, and that session cookies are marked <code>Secure</code>.',
        '<strong>Injection.</strong> Input is treated as code: SQL, shell commands or scripts. Enter quotes, semicolons and <code>&lt;script&gt;</code> tags into every field and URL parameter, and watch for errors, broken pages or anything that runs. Cross-site scripting belongs here.',
        '<strong>Insecure design.</strong> The flaw is in the design rather than the code: a password reset that relies on guessable security questions, or a voucher that can be applied twice. Read requirements and ask how each feature could be misused.',
        '<strong>Security misconfiguration.</strong> Default accounts, error pages with stack traces, directory listings, missing security headers. Cause errors on purpose and see how much the response gives away.',
        '<strong>Vulnerable and outdated components.</strong> Libraries and servers with known vulnerabilities. Ask how dependencies are checked and updated; a dependency scanner in the pipeline is the usual answer.',
        '<strong>Identification and authentication failures.</strong> Weak passwords accepted, unlimited login attempts, sessions that never expire or survive a logout. Try many wrong passwords, reuse a session after logging out, and check that changing the password ends the other sessions.',
        '<strong>Software and data integrity failures.</strong> Code or data trusted without being checked, such as updates installed without verification or serialised objects accepted from the client. Ask how builds and updates are verified.',
        '<strong>Security logging and monitoring failures.</strong> Attacks go unnoticed. After your wrong passwords and access attempts, ask whether anyone could see them in the logs, and whether anyone would have been alerted.',
        '<strong>Server-side request forgery.</strong> The server can be made to fetch an address the attacker chooses. Wherever the application loads a URL you supply, such as an image import or a webhook, try an internal address like <code>http://localhost</code> and look at what comes back.',
      ],
    },
    '## Reporting what you find',
    'Report security bugs privately, to the people your team names for it, never in a public channel. Describe the impact in business terms (“any signed-in user can read any other user’s invoices”), give exact steps, and go no further than you need to prove the problem.',
    'A list will not make you a penetration tester. These checks do find real problems, though, and they make you the tester developers want to talk to before a release.',
  ],
};

export const xssPayloadsExplained: SeedPost = {
  slug: 'xss-payloads-explained',
  title: 'What an XSS Payload Looks Like',
  category: 'security',
  author: 'Grace Okafor',
  excerpt: 'Real cross-site scripting payloads, pasted straight into this article: a safe site shows them inert.',
  body: [],
  // Hostile on purpose: the site must render every part of this inert (docs/behaviour.md "Blog").
  html: [
    '<p>Real cross-site scripting payloads, pasted straight into this article: a safe site shows them inert.</p>',
    '<h2>A script tag</h2>',
    '<p>The classic first try.</p><script>window.__hostile = "script"; alert("script ran")</script>',
    '<h2>Event handlers</h2>',
    '<p onclick="alert(\'onclick ran\')" onmouseover="window.__hostile = \'mouseover\'">Hover or click this paragraph: nothing happens.</p>',
    '<p><img src="data:image/png;base64,broken" alt="A broken image with an onerror handler" width="120" height="60" onerror="window.__hostile = \'onerror\'; alert(\'onerror ran\')"></p>',
    '<h2>Links</h2>',
    '<p><a href="javascript:alert(\'link ran\')">A javascript: link</a> and <a href="JaVaScRiPt:window.__hostile=1">a mixed-case one</a>.</p>',
    '<h2>Frames and forms</h2>',
    '<iframe src="javascript:alert(\'iframe ran\')" title="hostile frame"></iframe>',
    '<form action="javascript:alert(\'form ran\')"><button>Submit</button></form>',
    '<p>If no dialog opened while this page loaded, the sanitiser did its job.</p>',
  ].join('\n'),
};
