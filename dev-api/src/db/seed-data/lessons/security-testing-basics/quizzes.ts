import type { SeedQuiz } from '../types.ts';

/** One quiz per syllabus section of Security Testing Basics. */
export const quizzes: SeedQuiz[] = [
  {
    title: 'Mindset: thinking like an attacker',
    section: 0,
    questions: [
      {
        prompt: 'What must you have before you start security testing an application at work?',
        kind: 'single',
        options: [
          'Written permission with an agreed scope and rules',
          'A long list of payloads from the internet',
          'Administrator access to production',
          'An account on a bug bounty platform',
        ],
        correct: [0],
        explanation:
          'Permission and scope are what separate testing from attacking. Payload lists and tools come later, and production admin access is neither needed nor usually in scope.',
      },
      {
        prompt: 'Which belong in the rules of engagement?',
        kind: 'multiple',
        options: [
          'Which environments and features are in scope',
          'Which test accounts you will use',
          'What is forbidden, such as denial of service or destructive payloads',
          'Whom to contact when you find something serious',
          'Which real customers you may log in as',
        ],
        correct: [0, 1, 2, 3],
        explanation:
          'Scope, accounts, limits and a contact make testing safe and legal. You never use real customers’ accounts; you create your own test users.',
      },
      {
        prompt: 'Why should you have at least two test accounts per role?',
        kind: 'single',
        options: [
          'To double the load on the server',
          'Because sessions expire quickly',
          'To avoid rate limits on login',
          'To check whether one user can reach the other’s data',
        ],
        correct: [3],
        explanation:
          'Many of the most serious bugs are one user reaching another’s data. With two accounts you control, you can test that without touching anyone real.',
      },
      {
        prompt: 'A response unexpectedly contains a real customer’s personal data. What do you do?',
        kind: 'single',
        options: [
          'Download it as evidence',
          'Keep exploring to see how much is exposed',
          'Stop, note what you saw and report it',
          'Post it in the team chat so everyone sees the risk',
        ],
        correct: [2],
        explanation:
          'Stop and report with a description of what you saw. Downloading, exploring or sharing real data widens the exposure you are trying to prevent.',
      },
      {
        prompt: 'Which is an abuse case for "As a customer I can apply a single-use discount code"?',
        kind: 'single',
        options: [
          'The customer applies a valid code and sees the new total',
          'The customer types the code in lower case',
          'The customer sends the same code in two parallel requests to use it twice',
          'An administrator creates a new code',
        ],
        correct: [2],
        explanation:
          'An abuse case describes a deliberate misuse that breaks a rule of the feature, here "single-use". The other options are ordinary use or input variations.',
      },
      {
        prompt: 'Which of these are part of the attack surface you map?',
        kind: 'multiple',
        options: [
          'The requests the browser sends to the API',
          'Webhooks that partners send to your system',
          'Only the buttons visible in the interface',
          'File uploads and imports',
        ],
        correct: [0, 1, 3],
        explanation:
          'The attack surface is every place data enters or crosses a trust boundary. Buttons are just one way to send requests; an attacker sends the requests directly.',
      },
    ],
  },
  {
    title: 'Common vulnerabilities',
    section: 1,
    questions: [
      {
        prompt: 'What is the root cause of SQL injection?',
        kind: 'single',
        options: [
          'An outdated database version',
          'Weak user passwords',
          'Building the query by joining user input into the SQL text',
          'Serving the site without HTTPS',
        ],
        correct: [2],
        explanation:
          'When input is concatenated into the query, the database cannot tell data from code. Parameterised queries send the value separately and remove the problem.',
      },
      {
        prompt:
          "category=shoes' AND '1'='1 returns 24 items, and category=shoes' AND '1'='2 returns 0. What does this show?",
        kind: 'single',
        options: [
          'The database evaluated your condition: evidence of SQL injection',
          'The search is case-sensitive',
          'The server caches the first response',
          'There are no shoes in stock',
        ],
        correct: [0],
        explanation:
          'A safe application would treat both strings as unknown category names and return the same result. Different results mean your condition ran as SQL; that is enough to report.',
      },
      {
        prompt: 'Which observations point to authentication failures?',
        kind: 'multiple',
        options: [
          'A wrong password gets 401',
          'Different messages for an unknown email and a wrong password',
          'An old token still works after logout',
          'The session cookie is marked HttpOnly',
          'Unlimited attempts at a six-digit two-factor code',
        ],
        correct: [1, 2, 4],
        explanation:
          'Enumeration, sessions that survive logout and unlimited code guesses are all weaknesses. A 401 for a wrong password and an HttpOnly cookie are the correct behaviour.',
      },
      {
        prompt:
          'You save the marker qa7731"\'<b>bold</b> as your display name and the word "bold" appears in bold on the page. What does this mean?',
        kind: 'single',
        options: [
          'The output is encoded correctly',
          'Your markup was rendered as HTML, so the field is likely vulnerable to XSS',
          'The browser has a bug',
          'It is only a styling issue',
        ],
        correct: [1],
        explanation:
          'If the tag had been encoded you would see it as text. Rendered markup means a script in the same place could run too, so confirm with a harmless alert and report.',
      },
      {
        prompt:
          'With Ana’s token, GET /api/orders/10483 (Ben’s order) returns 200 with Ben’s address. Which vulnerability is it?',
        kind: 'single',
        options: [
          'Cross-site scripting',
          'SQL injection',
          'User enumeration',
          'Insecure direct object reference (broken access control)',
        ],
        correct: [3],
        explanation: 'The server trusted the id without checking the order’s owner. The expected answer is 403 or 404.',
      },
      {
        prompt: 'Which are effective defences against XSS?',
        kind: 'multiple',
        options: [
          'Using UUIDs instead of numeric ids',
          'Encoding output for its context',
          'Sanitising rich text with an allow-list of tags',
          'Hiding the input field in the interface',
          'A Content-Security-Policy that forbids inline scripts',
        ],
        correct: [1, 2, 4],
        explanation:
          'Encoding and sanitising stop markup from becoming code, and a CSP limits the damage of a miss. Id formats have nothing to do with XSS, and hidden fields can still be sent directly.',
      },
    ],
  },
  {
    title: 'Reporting vulnerabilities',
    section: 2,
    questions: [
      {
        prompt: 'Which is the best title for a security bug?',
        kind: 'single',
        options: [
          'Security bug in orders',
          'URGENT!!! Data leak',
          'IDOR: any customer can read other customers’ orders via GET /api/orders/:id',
          'Orders API returns 200',
        ],
        correct: [2],
        explanation:
          'A good title names the weakness, the place and the consequence, so anyone scanning a list of tickets understands it. The others are vague or alarm without information.',
      },
      {
        prompt: 'What do you do with a request and response before attaching them to the report?',
        kind: 'multiple',
        options: [
          'Delete the status code to keep it short',
          'Redact tokens and passwords',
          'Remove any real personal data',
          'Keep the ids that prove the issue',
        ],
        correct: [1, 2, 3],
        explanation:
          'Evidence should prove the issue without creating a new leak. The status code is part of the proof, so it stays.',
      },
      {
        prompt: 'Where should a security bug be filed?',
        kind: 'single',
        options: [
          'In the public issue tracker',
          'In a restricted project or a confidential ticket',
          'In the company-wide chat channel',
          'On social media, to raise awareness',
        ],
        correct: [1],
        explanation:
          'A vulnerability report is a recipe for an attack until it is fixed, so only people who need it should see it.',
      },
      {
        prompt:
          'A finding has a CVSS base score of 6.5 (medium), but it exposes every customer’s address through sequential ids. What sets its priority?',
        kind: 'single',
        options: [
          'The business context (data, number of users, exposure) together with the score',
          'Only the CVSS number',
          'The seniority of the tester who found it',
          'The order in which findings were reported',
        ],
        correct: [0],
        explanation:
          'CVSS makes findings comparable, but the business impact decides urgency. Exposing all customers’ personal data justifies a high priority.',
      },
      {
        prompt: 'The fix has arrived. What does a good retest include?',
        kind: 'multiple',
        options: [
          'Repeating the exact steps from the report',
          'Closing the ticket without testing, since the developer tested it',
          'Trying other methods and endpoints built the same way',
          'Adding the case to the regression suite',
        ],
        correct: [0, 2, 3],
        explanation:
          'Fixes often cover only the reported URL, so test the neighbours and keep a regression test. The reporter’s retest is part of closing the loop.',
      },
      {
        prompt:
          'You notice a vulnerability in another company’s website, outside your job and outside any bug bounty programme. What do you do?',
        kind: 'single',
        options: [
          'Keep testing to prove the full impact',
          'Stop, report it through the vendor’s published security contact and give them time to fix it',
          'Publish the details at once so users are warned',
          'Share it in a forum to ask whether it is real',
        ],
        correct: [1],
        explanation:
          'Without permission, further testing is not protected. Responsible disclosure means a private report to the vendor and time to fix before anything is public.',
      },
    ],
  },
];
