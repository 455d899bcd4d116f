import type { SeedQuiz } from '../types.ts';

/** One quiz per syllabus section of Web Testing with DevTools. */
export const quizzes: SeedQuiz[] = [
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
];
