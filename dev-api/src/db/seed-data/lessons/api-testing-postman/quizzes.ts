import type { SeedQuiz } from '../types.ts';

/** One quiz per syllabus section of API Testing with Postman. */
export const quizzes: SeedQuiz[] = [
  {
    title: 'Quiz: REST and Postman',
    section: 0,
    questions: [
      {
        prompt: 'Which request follows REST conventions to change only the email of user 17?',
        kind: 'single',
        options: [
          'POST /updateUserEmail?id=17',
          'PATCH /users/17 with {"email": "new@example.com"}',
          'GET /users/17?email=new@example.com',
          'DELETE /users/17/email',
        ],
        correct: [1],
        explanation:
          'The URL names the resource and PATCH changes part of it. A GET must never change data, and verbs in the URL such as updateUserEmail break the REST convention.',
      },
      {
        prompt: 'In GET /orders?status=paid&page=2, what are status and page?',
        kind: 'single',
        options: ['Path segments', 'Query parameters', 'Request headers', 'Body fields'],
        correct: [1],
        explanation:
          'Everything after the question mark is the query string, used for filtering, sorting and paging. A GET request normally has no body at all.',
      },
      {
        prompt: 'Which are good test ideas for GET /users/17?',
        kind: 'multiple',
        options: [
          'Send it without a token and expect 401',
          'Ask for an id that does not exist and expect 404',
          "Ask for another user's record as a normal user and expect 403 or 404",
          'Expect the Content-Type to be image/png',
        ],
        correct: [0, 1, 2],
        explanation:
          "Authentication, missing resources and access to other people's data are core API checks. A user record is JSON, so image/png would itself be a defect.",
      },
      {
        prompt:
          'baseUrl is defined both as a global variable and in the active environment. Which value does {{baseUrl}} use?',
        kind: 'single',
        options: [
          'The global value',
          "The environment's value",
          'Whichever was created first',
          'Neither: Postman reports a conflict',
        ],
        correct: [1],
        explanation:
          'When a name exists in several scopes, the narrowest wins, and an environment is narrower than the global scope. That is what lets one environment override a general default.',
      },
      {
        prompt: 'Where should the API token for staging be kept in Postman?',
        kind: 'multiple',
        options: [
          'In an environment variable, local value only, marked as secret',
          "Typed into each request's headers",
          "Referenced as {{token}} in the collection's Authorization tab",
          'In the shared value of an environment committed to Git',
        ],
        correct: [0, 2],
        explanation:
          'The token lives once, locally and marked secret, and every request inherits it through the collection auth. Typing it into each request repeats it everywhere, and committing it leaks it.',
      },
      {
        prompt: 'Why keep the base URL in an environment instead of typing it into every request?',
        kind: 'single',
        options: [
          'The same requests then run against any server without edits',
          'Postman refuses URLs that are typed in full',
          'Requests become faster',
          'The server can no longer see the URL',
        ],
        correct: [0],
        explanation:
          'Switching the environment switches the server for every request at once. Postman accepts full URLs, they are just harder to maintain.',
      },
    ],
  },
  {
    title: 'Quiz: Tests that check',
    section: 1,
    questions: [
      {
        prompt: 'Which line asserts that the response status is 201?',
        kind: 'single',
        options: [
          'pm.response.to.have.status(201);',
          'pm.expect(201).to.be.ok;',
          'pm.test(201);',
          'pm.response.status = 201;',
        ],
        correct: [0],
        explanation:
          'pm.response.to.have.status compares the real status with the expected one. The other lines assert nothing about the response, and assigning a value never fails.',
      },
      {
        prompt: 'Which are good assertions for a POST /users request that created a user?',
        kind: 'multiple',
        options: [
          'The status is 201',
          'body.id is a number',
          "body.createdAt equals the timestamp recorded in yesterday's run",
          'The body has no password field',
          'The response time is below the agreed limit',
        ],
        correct: [0, 1, 3, 4],
        explanation:
          'Check status, types, the absence of secrets and the agreed timing. A timestamp changes on every run, so comparing it to an old value makes the test fail for no reason.',
      },
      {
        prompt: 'What is the difference between eql and equal in pm.expect?',
        kind: 'single',
        options: [
          'eql compares deeply, equal uses strict ===',
          'They are two names for the same check',
          'equal compares deeply, eql compares only types',
          'eql ignores letter case',
        ],
        correct: [0],
        explanation:
          'eql compares objects and arrays by content, so two separate but identical objects are eql. With equal they fail, because they are not the same object.',
      },
      {
        prompt: 'A POST /users request must store the new id for the requests after it. Which line does that?',
        kind: 'single',
        options: [
          "pm.collectionVariables.set('userId', pm.response.json().id);",
          "pm.response.set('userId');",
          '{{userId}} = pm.response.json().id;',
          'pm.request.url = userId;',
        ],
        correct: [0],
        explanation:
          'pm.collectionVariables.set stores a value that later requests read as {{userId}}. The double-brace syntax only reads variables; it cannot be assigned in a script.',
      },
      {
        prompt: 'Which practices keep a chained collection reliable?',
        kind: 'multiple',
        options: [
          'Generate unique test data, such as emails, in a pre-request script',
          'Delete the data a folder created at its end',
          'Reuse a user someone created by hand last month',
          'Assert that an extracted id exists before saving it',
        ],
        correct: [0, 1, 3],
        explanation:
          'Unique data, cleanup and early checks make runs repeatable and failures easy to locate. Data created by hand can be changed or deleted at any time, and the tests then fail in CI.',
      },
      {
        prompt: 'Which script runs before its request is sent?',
        kind: 'single',
        options: [
          'The pre-request script',
          'The post-response script',
          'The example response',
          'The collection description',
        ],
        correct: [0],
        explanation:
          'Pre-request scripts prepare data and variables before sending; post-response scripts check the answer. Examples and descriptions are documentation and never run.',
      },
    ],
  },
  {
    title: 'Quiz: Automation',
    section: 2,
    questions: [
      {
        prompt: "What does Newman's exit code tell a CI pipeline?",
        kind: 'single',
        options: [
          'It is non-zero when an assertion failed or the run broke, so the job fails',
          'It is always 0; the pipeline has to read the report',
          'It is the number of requests sent',
          'It is the HTTP status of the last request',
        ],
        correct: [0],
        explanation:
          'CI systems fail a step whose command exits with a non-zero code. Newman uses that to turn the pipeline red without any extra parsing.',
      },
      {
        prompt: 'Which Newman option runs the collection once per row of a CSV file?',
        kind: 'single',
        options: ['-d users.csv', '-e users.csv', '--folder users.csv', '-r users.csv'],
        correct: [0],
        explanation:
          '-d (or --iteration-data) sets the data file, and each row becomes one iteration. -e is for the environment and -r chooses reporters.',
      },
      {
        prompt: 'Which changes to a response break existing consumers?',
        kind: 'multiple',
        options: [
          'Renaming userName to username',
          'Changing id from a number to a string',
          'Adding a new optional field, nickname',
          'Removing the phone field',
        ],
        correct: [0, 1, 3],
        explanation:
          'Consumers read fields by name and type, so renaming, retyping or removing one breaks them. A new optional field is usually safe because existing consumers ignore it.',
      },
      {
        prompt: 'In consumer-driven contract testing, who writes the expectations first?',
        kind: 'single',
        options: ['The consumer', 'The provider', 'A tester, by hand in the bug tracker', 'The API gateway'],
        correct: [0],
        explanation:
          'The consumer records the interactions it relies on into a pact, and the provider then verifies it. That is why the approach is called consumer-driven.',
      },
      {
        prompt: 'Which statements about running Newman in CI are true?',
        kind: 'multiple',
        options: [
          'Secrets should come from the CI secret store, for example with --env-var',
          'A JUnit report lets the CI list each failed test by name',
          'The Postman desktop app must be open on the CI machine',
          'The exported collection and environments can live in the repository',
        ],
        correct: [0, 1, 3],
        explanation:
          'Newman needs only Node.js and the exported JSON files, which belong in the repository without secrets. Tokens come from the secret store, and the JUnit report shows results in the pipeline.',
      },
      {
        prompt:
          'A user schema sets additionalProperties: false. The provider adds a new field to the response. What happens?',
        kind: 'single',
        options: [
          'Schema validation fails until the schema is updated',
          'Validation passes, because extra fields are always allowed',
          'Postman removes the new field from the response',
          'Only the type of the new field is checked',
        ],
        correct: [0],
        explanation:
          'additionalProperties: false forbids any field the schema does not list. That catches leaked data, but every intended new field must be added to the schema first.',
      },
    ],
  },
];
