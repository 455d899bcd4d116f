import type { SeedLesson } from '../types.ts';

/** 3. Broken authentication */
export const lesson: SeedLesson = {
  title: 'Broken authentication',
  body: `<h2>What goes wrong</h2>
<p>Authentication answers "who are you?". The OWASP Top 10 (2021) calls its weaknesses Identification and Authentication Failures, the category earlier editions named broken authentication. The bugs are rarely in the password comparison itself. They sit around it: in messages, limits, sessions, reset links and remember-me tokens.</p>
<h2>User enumeration</h2>
<p>Compare the answers for an existing and an unknown account:</p>
<pre><code>POST /api/login {"email": "ana@test.example", "password": "wrong"}
-&gt; 401 {"message": "Wrong password"}                (312 ms)

POST /api/login {"email": "nobody@test.example", "password": "wrong"}
-&gt; 401 {"message": "No account with this email"}    (41 ms)</code></pre>
<p>Both the wording and the timing tell an attacker which emails are registered, half of what credential stuffing with leaked passwords needs. Expected: one message, such as "Email or password is incorrect", and similar timing. Check registration and password reset too; if the product decides that "this email is already registered" must stay, record it as an accepted risk.</p>
<h2>Brute force and rate limits</h2>
<p>Send twenty wrong passwords for your own test account. Something should happen: a delay, a CAPTCHA, a temporary lock or <code>429 Too Many Requests</code>. Then look for the ways around it. Does the limit reset when you send a different <code>X-Forwarded-For</code> header? Does it cover the mobile API as well as the web form? Does it protect the one-time code of two-factor login? A six-digit code without a limit falls to at most a million requests.</p>
<h2>Sessions</h2>
<ul>
<li>After logout, replay an old request with the old token or cookie: it must get 401.</li>
<li>After a password change, sessions on other devices should end.</li>
<li>The session id changes at login; otherwise an attacker who planted an id before login can reuse it (session fixation).</li>
<li>Session cookies carry <code>HttpOnly</code>, <code>Secure</code> and <code>SameSite</code>.</li>
<li>Tokens never travel in URLs, where they end up in logs and browser history.</li>
</ul>
<pre><code>Set-Cookie: session=6f1c...; Path=/; HttpOnly; Secure; SameSite=Lax</code></pre>
<h2>Password reset</h2>
<p>A reset link is a second way in, often weaker than the first. Check that a token works once, expires (for example after 30 minutes) and belongs to one account: a token issued for your first test user must not reset the second. Also send the reset request with a <code>Host</code> header you control; if the email link then points to that host, an attacker could collect other people's tokens.</p>
<h2>Tokens</h2>
<p>Decode a JSON Web Token's payload (it is only Base64) and look for data that should not be there. Change one character of the signature and send it back: the server must reject it. A server that accepts a modified token, or one whose header says <code>"alg": "none"</code>, believes whatever the client claims.</p>
<h2>Checklist</h2>
<ol>
<li>One error message for an unknown user and a wrong password.</li>
<li>Rate limits on login, code entry and reset.</li>
<li>Old sessions rejected after logout and password change.</li>
<li>Reset tokens single-use, short-lived and bound to one account.</li>
<li>Tampered tokens rejected.</li>
</ol>`,
  slides: [
    {
      heading: 'Around the password check',
      points: ['Messages and timing', 'Limits, sessions and reset links', 'Tokens the server should verify'],
      narration: [
        'Authentication bugs rarely sit in the password comparison itself.',
        'They hide in messages, rate limits, sessions, reset links and tokens around it.',
      ],
    },
    {
      heading: 'User enumeration',
      points: [
        'Different messages reveal accounts',
        'Different timing does too',
        'Expected: one message, similar time',
      ],
      narration: [
        'Compare the login answer for an existing account and an unknown one.',
        'If the wording or the timing differs, an attacker learns which emails are registered.',
      ],
    },
    {
      heading: 'Brute force',
      points: [
        'Twenty wrong passwords: what happens?',
        'Try to reset the limit with headers',
        'Two-factor codes need limits too',
      ],
      narration: [
        'Twenty wrong passwords on your own test account should trigger a delay, a lock or a 429.',
        'Check whether the limit resets with a forged header and whether it covers two factor codes.',
      ],
    },
    {
      heading: 'Sessions and cookies',
      points: ['Old token after logout: 401', 'New session id at login', 'HttpOnly, Secure and SameSite'],
      narration: [
        'Replay an old request after logout; the server must reject the old token.',
        'Session ids must change at login, and cookies need the HttpOnly, Secure and SameSite flags.',
      ],
    },
    {
      heading: 'Reset links and tokens',
      points: [
        'Single-use, short-lived, one account',
        'Host header must not steer the link',
        'Tampered JWT signature: rejected',
      ],
      narration: [
        'A reset token must work once, expire soon, and belong to exactly one account.',
        'Change one character of a token signature; a server that still accepts it believes any claim.',
      ],
    },
  ],
};
