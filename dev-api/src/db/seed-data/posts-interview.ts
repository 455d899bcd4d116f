/** Seed: the interview questions article (its title promises 25, and the list holds 25). */
import type { SeedPost } from './post-markup.ts';

const qa = (question: string, answer: string): string => `<strong>${question}</strong> ${answer}`;

export const qaInterviewQuestions: SeedPost = {
  slug: 'qa-interview-questions',
  title: '25 QA Interview Questions and How to Answer Them',
  category: 'career',
  author: 'Tomasz Nowak',
  excerpt: 'The questions we ask junior and mid-level candidates, and what we are really listening for in the answers.',
  body: [
    'These are questions that I, and interviewers I work with, ask candidates for junior and mid-level testing roles. For each one I have written what a good answer covers. Do not memorise answers: interviewers hear rehearsed answers every day. Understand the point, then answer with an example from your own work or practice.',
    'They run roughly from fundamentals to test design, bugs, the web and APIs, automation and finally the questions about you.',
    {
      ol: [
        qa(
          'What is the difference between verification and validation?',
          'Verification asks whether we built the product right, as specified; validation asks whether we built the right product for the user. Give an example of a feature that passed one and failed the other.',
        ),
        qa(
          'What is the difference between severity and priority?',
          'Severity is how much damage a bug does; priority is how soon it should be fixed. A typo in the company name on the home page is low severity and high priority; a crash in a report used once a year may be the reverse.',
        ),
        qa(
          'What are the levels of testing?',
          'Unit, integration, system and acceptance. Say who usually does each one and what each catches that the others miss.',
        ),
        qa(
          'Why can’t we test everything?',
          'Because the combinations of inputs, states and environments are practically endless. Testing is sampling, so the skill is choosing the samples most likely to find important bugs.',
        ),
        qa(
          'What is regression testing, and when do you do it?',
          'Re-running tests to check that a change did not break what used to work. Mention choosing a subset by risk and automating the stable core.',
        ),
        qa(
          'What is the difference between smoke and sanity testing?',
          'A smoke test is a quick, broad check that a build can be tested at all; a sanity check is a narrow check that a specific change works. Teams use the words loosely, so say how yours used them.',
        ),
        qa(
          'How would you test a login form?',
          'Interviewers want structure: valid login, wrong password, unknown user, empty fields, length limits, letter case in the e-mail, locking after failed attempts, password masking, session expiry, error messages that do not reveal whether an account exists, and keyboard and screen reader use.',
        ),
        qa(
          'How would you test a pen (or a lift, or a vending machine)?',
          'Ask questions first: who uses it, for what, and what it must do. Then cover function, usability, durability, safety and odd cases. The questions are the point of the exercise.',
        ),
        qa(
          'Explain equivalence partitioning and boundary value analysis.',
          'Group inputs that should behave the same and test one value per group, then test the values at and next to each boundary. Use a concrete example, such as an age field that accepts 18 to 65.',
        ),
        qa(
          'What is a decision table, and when is it useful?',
          'A table of conditions and resulting actions, one column per combination. It helps when several conditions interact, such as a discount that depends on membership, order size and a voucher.',
        ),
        qa(
          'What is exploratory testing?',
          'Learning, designing and running tests at the same time, guided by a mission and usually time-boxed. Stress that it has structure, with notes and a debrief; it is not random clicking.',
        ),
        qa(
          'What makes a good bug report?',
          'A clear title, exact steps from a known state, expected and actual results, evidence, the environment and the impact. Offer to show one you wrote.',
        ),
        qa(
          'A developer says your bug is “not a bug”. What do you do?',
          'Check the requirement and your steps again, then talk: show the evidence and the effect on users. If you still disagree, bring in the product owner. The goal is the right decision, not winning.',
        ),
        qa(
          'You find a serious bug an hour before a release. What do you do?',
          'Report it at once with evidence and impact, tell the people who decide about the release, and offer options: fix, delay, or release with a workaround or the feature switched off. The decision is rarely yours alone; the information is.',
        ),
        qa(
          'What happens when you type a URL into the browser and press Enter?',
          'A DNS lookup, a TCP and TLS connection, the HTTP request and response, then the browser parsing the HTML and loading styles, scripts and images. How deep to go depends on the role; the outline matters.',
        ),
        qa(
          'What do the status codes 200, 201, 301, 400, 401, 403, 404 and 500 mean?',
          'OK, created, moved permanently, bad request, not signed in, signed in but not allowed, not found and server error. Mention how you use them when you report bugs.',
        ),
        qa(
          'What is the difference between PUT and PATCH?',
          'PUT replaces the whole resource; PATCH changes part of it. Also know which methods should be idempotent (GET, PUT, DELETE) and why that matters when a request is retried.',
        ),
        qa(
          'How do you test an API without a user interface?',
          'With a tool such as Postman, or with code: send requests, check status codes, bodies and schemas, and test errors, authentication and authorisation, above all access to other users’ data.',
        ),
        qa(
          'What are cookies, local storage and sessions, and how do you inspect them?',
          'Explain the differences (sent with every request or not, lifetime, size) and show that you know where to find them in DevTools.',
        ),
        qa(
          'What would you automate first, and what would you leave manual?',
          'Automate stable, repetitive, valuable checks such as smoke tests and the regression of core flows. Keep exploratory testing, one-off checks and features that change every week manual.',
        ),
        qa(
          'What makes an automated test flaky, and how do you fix it?',
          'Timing (fixed sleeps, races), shared test data and unstable environments. Wait for conditions, give each test its own data, control external services, and quarantine a flaky test rather than ignoring its failures.',
        ),
        qa(
          'What is the page object pattern?',
          'A class or module that wraps a page’s elements and actions, so tests read like user steps and locators live in one place. Mention the trade-off: huge page objects become a maintenance problem of their own.',
        ),
        qa(
          'How do tests fit into a CI pipeline?',
          'Fast checks (unit, API, smoke) on every pull request, longer suites after merging or at night, reports and artifacts kept for failures, and failed tests that stop a release.',
        ),
        qa(
          'Tell me about a bug you are proud of finding.',
          'Choose a real one and explain how you found it (ideally a technique or a hunch you followed, not luck), what its impact was and what changed afterwards.',
        ),
        qa(
          'What do you do when there are no requirements?',
          'Ask the product owner, developers, support and users. Use similar products, earlier versions and common sense as oracles, and write your assumptions down and share them, so they can be corrected early.',
        ),
      ],
    },
    '## Before the interview',
    'Say your answers out loud at least once; an answer that sounds clear in your head often does not. Prepare two questions of your own, such as how the team tests today and what a new tester’s first month looks like. The answers tell you a lot about the job, and asking them tells the interviewer a lot about you.',
  ],
};
