import type { SeedQuiz } from '../types.ts';

/** One quiz per syllabus section of TypeScript for Testers. */
export const quizzes: SeedQuiz[] = [
  {
    title: 'Quiz: Setup',
    section: 0,
    questions: [
      {
        prompt: 'Why install Node.js through a version manager such as nvm?',
        kind: 'single',
        options: [
          'Projects pin different Node versions, and it switches between them',
          'It makes Node run TypeScript faster',
          'npm does not work without it',
          'It installs the VS Code extensions',
        ],
        correct: [0],
        explanation:
          'Teams pin a Node version per project, often in a .nvmrc file, and a version manager switches in one command. It does not change how fast code runs.',
      },
      {
        prompt: 'A script run with tsx works, although the file contains a type error. Why?',
        kind: 'single',
        options: [
          'tsx strips the types and runs the code without checking them',
          'tsx fixes type errors automatically',
          'Type errors only matter in the browser',
          'TypeScript ignores errors in files under src/',
        ],
        correct: [0],
        explanation:
          'tsx removes the type annotations and runs the JavaScript that remains. To find type errors, run the compiler, for example with tsc --noEmit.',
      },
      {
        prompt: "Which of these belong in a test project's Git repository?",
        kind: 'multiple',
        options: [
          'package.json',
          'package-lock.json',
          'The node_modules folder',
          'A .env file with real passwords',
          'tsconfig.json',
        ],
        correct: [0, 1, 4],
        explanation:
          'The package file, the lock file and the compiler settings describe the project and must be shared. node_modules is rebuilt by npm ci, and real credentials never belong in Git.',
      },
      {
        prompt: 'What does npm ci do differently from npm install?',
        kind: 'single',
        options: [
          "It installs exactly the lock file's versions and fails if it disagrees with package.json",
          'It installs the newest versions the ranges allow',
          'It installs only devDependencies',
          'It runs the tests after installing',
        ],
        correct: [0],
        explanation:
          'npm ci gives every machine the same packages, which is what a CI run needs. npm install may update the lock file within the allowed ranges.',
      },
      {
        prompt:
          'Which tsconfig.json option turns on the checks for values that may be null or undefined and for implicit any?',
        kind: 'single',
        options: ['strict', 'noEmit', 'target', 'module'],
        correct: [0],
        explanation:
          'strict enables a family of checks, including strictNullChecks and noImplicitAny. noEmit only stops the compiler from writing output files.',
      },
      {
        prompt: 'Which VS Code features help you find your way in unfamiliar test code?',
        kind: 'multiple',
        options: [
          'Go to Definition (F12)',
          'Find All References (Shift+F12)',
          'Hovering a variable to see its type',
          'Deleting the node_modules folder',
        ],
        correct: [0, 1, 2],
        explanation:
          'Jumping to definitions, listing references and reading types on hover answer most "where does this come from" questions. Deleting node_modules breaks imports instead.',
      },
    ],
  },
  {
    title: 'Quiz: The language',
    section: 1,
    questions: [
      {
        prompt: "User.role is typed 'admin' | 'viewer'. What happens with buildUser({ role: 'owner' })?",
        kind: 'single',
        options: [
          'TypeScript reports an error before the code runs',
          'It runs, and role silently becomes viewer',
          'It throws an error only at runtime',
          'TypeScript converts owner to admin',
        ],
        correct: [0],
        explanation:
          "'owner' is not one of the allowed literal values, so the compiler rejects it while you type. That is why literal unions are so useful for roles and statuses in tests.",
      },
      {
        prompt: 'const user = (await response.json()) as User; what does "as User" guarantee at runtime?',
        kind: 'single',
        options: [
          'Nothing: it tells the compiler to trust you, and the data is not checked',
          'The JSON is validated against the User interface',
          'Missing fields are filled with default values',
          'An error is thrown if a field has the wrong type',
        ],
        correct: [0],
        explanation:
          'Types are removed before the code runs, so a type assertion cannot check real data. Assert on the values, or validate them with a schema, when they come from an API.',
      },
      {
        prompt: 'Which lines wait until every deleteUser(id) call has finished before the code continues?',
        kind: 'multiple',
        options: [
          'for (const id of ids) { await deleteUser(id); }',
          'ids.forEach(async (id) => { await deleteUser(id); });',
          'await Promise.all(ids.map((id) => deleteUser(id)));',
          'ids.map((id) => deleteUser(id));',
        ],
        correct: [0, 2],
        explanation:
          'A for...of loop with await goes one by one, and awaiting Promise.all waits for all of them in parallel. forEach and a bare map start the calls but nobody waits for the promises.',
      },
      {
        prompt: 'getUser is an async function. What is wrong with: const user = getUser(17); console.log(user.email);',
        kind: 'single',
        options: [
          'user is a Promise, so the call needs await',
          'getUser must be called with new',
          'email must be read as user["email"]',
          'console.log cannot print values from an API',
        ],
        correct: [0],
        explanation:
          'An async function always returns a promise; await unwraps the value. TypeScript flags it here, because a Promise<User> has no email property.',
      },
      {
        prompt: 'In the package.json of a web application, where does @playwright/test belong?',
        kind: 'single',
        options: ['devDependencies', 'dependencies', 'peerDependencies', 'scripts'],
        correct: [0],
        explanation:
          'Test tools are needed to develop and check the application, not to run it in production. scripts holds commands, not packages.',
      },
      {
        prompt: 'Which versions does the range "^1.49.0" accept?',
        kind: 'multiple',
        options: ['1.49.0', '1.52.3', '2.0.0', '1.48.9'],
        correct: [0, 1],
        explanation:
          'A caret accepts any version with the same major number that is not lower than the one given. 2.0.0 is a new major version, and 1.48.9 is older than 1.49.0.',
      },
    ],
  },
  {
    title: 'Quiz: Day-to-day work',
    section: 2,
    questions: [
      {
        prompt: 'A stack trace lists frames inside node_modules and in your own files. Where do you start reading?',
        kind: 'single',
        options: [
          'At the topmost frame in your own code',
          'At the last frame inside node_modules',
          'At the first line of package.json',
          "At the test runner's version number",
        ],
        correct: [0],
        explanation:
          'The first frame in your own code is the nearest place you can change and inspect. Library frames matter only once you know which of your calls led there.',
      },
      {
        prompt: 'Which of these pause test code so you can inspect its state?',
        kind: 'multiple',
        options: [
          'A breakpoint, with the test run from a JavaScript Debug Terminal',
          'A debugger; statement while a debugger is attached',
          'await page.pause() in a Playwright test',
          'Adding .only to the test',
        ],
        correct: [0, 1, 2],
        explanation:
          'Breakpoints, debugger statements and page.pause all stop execution at a chosen point. .only merely runs that test alone, without pausing anything.',
      },
      {
        prompt: 'What does a conditional breakpoint with the condition user.id === 17 do?',
        kind: 'single',
        options: [
          'It pauses at that line only when the condition is true',
          'It sets user.id to 17',
          'It skips the line when the condition is true',
          'It fails the test when the condition is false',
        ],
        correct: [0],
        explanation:
          'The debugger evaluates the condition each time the line runs and stops only when it is true. That saves clicking through dozens of loop iterations.',
      },
      {
        prompt: 'A test fails only on CI. What shows best what the page did at each step?',
        kind: 'single',
        options: [
          'A Playwright trace, opened with show-trace',
          'More retries until the test passes',
          'Raising every timeout to five minutes',
          'Running it locally once and closing the ticket',
        ],
        correct: [0],
        explanation:
          'A trace records each action with a snapshot of the page, the network calls and the console. Retries and longer timeouts hide the failure instead of explaining it.',
      },
      {
        prompt: 'A test passes alone but fails in the full run. Which causes are likely?',
        kind: 'multiple',
        options: [
          'Tests share and change the same test data',
          'The test depends on another test running first',
          'The test name is too long',
          'The suite runs tests in parallel against the same account',
        ],
        correct: [0, 1, 3],
        explanation:
          'Shared data, order dependence and parallel runs on one account make results depend on what else runs. The length of a test name has no effect on its outcome.',
      },
      {
        prompt: 'You found and fixed the cause. What should stay out of the commit?',
        kind: 'single',
        options: [
          'A leftover page.pause() or .only',
          'A new assertion that would have caught the bug sooner',
          'A clearer test name',
          'The fix to the test data builder',
        ],
        correct: [0],
        explanation:
          'page.pause() is a debugging stop that does not belong in shared tests, and .only silently skips every other test. The new assertion, the better name and the fix are exactly what the commit is for.',
      },
    ],
  },
];
