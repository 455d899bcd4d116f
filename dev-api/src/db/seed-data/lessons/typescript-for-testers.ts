import type { CourseLessons } from './types.ts';

export const lessons: CourseLessons = {
  course: 'typescript-for-testers',
  lectures: [
    {
      title: 'Setting up Node and VS Code',
      body: `<h2>A workbench for test code</h2>
<p>Modern test tools such as Playwright, Vitest and Jest are Node.js programs, and most automation teams write their tests in TypeScript. Before learning the language, set up the tools once, properly, so that everything after this lesson just works.</p>

<h3>Node.js through a version manager</h3>
<p>Node runs JavaScript outside the browser, and npm, its package manager, comes with it. Install the current <strong>LTS</strong> (long-term support) version. Rather than the plain installer, use a version manager: <strong>nvm</strong> on macOS and Linux, <strong>nvm-windows</strong> or <strong>fnm</strong> on Windows. Projects often pin their Node version in a <code>.nvmrc</code> file, and a version manager lets you switch in one command.</p>
<pre><code>nvm install 22 &amp;&amp; nvm use 22
node --version     # v22.x.x
npm --version</code></pre>

<h3>A first project</h3>
<pre><code>mkdir api-checks &amp;&amp; cd api-checks
npm init -y
npm install --save-dev typescript tsx @types/node
npx tsc --init</code></pre>
<p><code>npm init</code> creates <code>package.json</code>, the project's identity card. <code>tsx</code> runs TypeScript files directly, and <code>@types/node</code> describes Node's built-in functions to the compiler. Add scripts so nobody has to remember commands:</p>
<pre><code>{
  "type": "module",
  "scripts": {
    "smoke": "tsx src/smoke.ts",
    "typecheck": "tsc --noEmit"
  }
}</code></pre>
<p>In <code>tsconfig.json</code> keep <code>"strict": true</code>. It turns on the checks that find real mistakes, such as using a value that may be <code>undefined</code>. Most test projects also set <code>"noEmit": true</code>, because a runner executes the code and nothing needs to be compiled to files.</p>

<h3>Running TypeScript</h3>
<pre><code>// src/smoke.ts
const baseUrl: string = process.env.BASE_URL ?? 'https://api.example.com';
const response = await fetch(baseUrl + '/health');
console.log(response.status, await response.text());</code></pre>
<p>Run it with <code>npm run smoke</code>. One trap: <strong>tsx strips the types and runs the code without checking them</strong>. A file with a type error can still run. That is why the project also has <code>npm run typecheck</code>, which runs the compiler and reports every error without executing anything. Recent Node releases can strip types by themselves, and Playwright handles TypeScript on its own; the rule stays the same: running is not type-checking.</p>

<h3>VS Code</h3>
<ul>
<li>Open the project <strong>folder</strong> (File &gt; Open Folder), not single files, so imports and types resolve.</li>
<li>Install the <strong>ESLint</strong>, <strong>Prettier</strong> and <strong>Playwright Test</strong> extensions, and turn on <code>"editor.formatOnSave": true</code>.</li>
<li>Open a terminal inside the editor with View &gt; Terminal.</li>
<li>Learn four shortcuts: <code>F12</code> go to definition, <code>Shift+F12</code> find references, <code>F2</code> rename everywhere, <code>Ctrl+P</code> (<code>Cmd+P</code>) open a file by name. Hover any variable to see its type.</li>
</ul>

<h3>Git hygiene from day one</h3>
<ul>
<li>Commit <code>package.json</code>, <code>package-lock.json</code> and <code>tsconfig.json</code>.</li>
<li>Ignore <code>node_modules/</code>, test reports and <code>.env</code> files with real credentials.</li>
<li>Use <code>npm ci</code> on CI: it installs exactly what the lock file says, and fails if the lock file and <code>package.json</code> disagree.</li>
</ul>`,
      slides: [
        {
          heading: 'Node.js with a version manager',
          points: [
            'Test tools are Node.js programs',
            'Install the LTS version',
            'nvm or fnm switches versions per project',
          ],
          narration: [
            'Playwright, Vitest and Jest all run on Node.js, so Node is the first thing to install.',
            'Use a version manager like nvm, because different projects pin different Node versions.',
          ],
        },
        {
          heading: 'A first project',
          points: [
            'npm init creates package.json',
            'typescript, tsx and @types/node',
            'Scripts save typing: npm run smoke',
          ],
          narration: [
            'npm init creates the package file, and TypeScript, tsx and the Node types go in as dev dependencies.',
            'Scripts in the package file give every command a short name the whole team shares.',
          ],
        },
        {
          heading: 'Running is not type-checking',
          points: [
            'strict: true in tsconfig.json',
            'tsx runs code without checking types',
            'tsc --noEmit reports every type error',
          ],
          narration: [
            'Keep strict mode on, because it catches values that may be undefined and other real mistakes.',
            'tsx runs a file even when it has a type error, so always run the type check as well.',
          ],
        },
        {
          heading: 'VS Code essentials',
          points: [
            'Open the folder, not single files',
            'ESLint, Prettier, Playwright Test',
            'F12 definition, F2 rename, hover for types',
          ],
          narration: [
            'Open the whole project folder so that imports and types resolve, and format on save.',
            "Go to definition and find references are the fastest way to understand someone else's test code.",
          ],
        },
        {
          heading: 'Git hygiene from day one',
          points: [
            'Commit package-lock.json',
            'Ignore node_modules and .env files',
            'npm ci installs exactly the lock file',
          ],
          narration: [
            'Commit the lock file, and keep node modules and files with real credentials out of Git.',
            'On CI, npm ci installs exactly the locked versions, so every run uses the same packages.',
          ],
        },
      ],
    },
    {
      title: 'Types, functions and objects',
      body: `<h2>Types are checks that run before your tests do</h2>
<p>A type says what kind of value a variable may hold. TypeScript checks your code against those types while you type, so a misspelled field or a number passed where text was expected shows up as a red underline instead of a test failure at two in the morning.</p>

<h3>Basic types</h3>
<pre><code>const email: string = 'ana@example.com';
const retries: number = 3;
const headless: boolean = true;
const tags: string[] = ['smoke', 'checkout'];
let role: 'admin' | 'viewer' = 'viewer';   // only these two strings are allowed</code></pre>
<p>You rarely need to write types on local variables: <code>const retries = 3</code> is inferred as a number. Write them on function parameters and on anything other files use. A <strong>union of literal types</strong> like <code>'admin' | 'viewer'</code> is perfect for test code, because a typo such as <code>'admni'</code> becomes a compile error.</p>

<h3>Describing objects</h3>
<pre><code>interface User {
  id: number;
  email: string;
  role: 'admin' | 'viewer';
  nickname?: string;              // optional: may be missing
  readonly createdAt: string;     // cannot be reassigned
}

const broken: User = { id: '17', email: 'ana@example.com', role: 'owner' };
// error: Type 'string' is not assignable to type 'number'.
// error: Type '"owner"' is not assignable to type '"admin" | "viewer"'.</code></pre>
<p>Fix those two and the compiler points out the third: <code>createdAt</code> is missing. Three bugs found without running anything.</p>

<h3>Functions</h3>
<pre><code>function priceWithVat(net: number, rate = 0.2): number {
  return Math.round(net * (1 + rate) * 100) / 100;
}

const isAdmin = (user: User): boolean =&gt; user.role === 'admin';</code></pre>
<p>Parameters get types, <code>rate</code> has a default value, and the return type documents what comes back. The arrow function is the short form you will see everywhere in test code.</p>

<h3>A test data builder</h3>
<pre><code>function buildUser(overrides: Partial&lt;User&gt; = {}): User {
  return {
    id: 1,
    email: 'viewer@example.com',
    role: 'viewer',
    createdAt: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

const admin = buildUser({ role: 'admin', email: 'admin@example.com' });
const { email: adminEmail, role } = admin;   // destructuring</code></pre>
<p><code>Partial&lt;User&gt;</code> makes every field optional, and the spread <code>...overrides</code> replaces only the fields a test cares about. Each test states what matters to it and inherits sensible defaults for the rest.</p>

<h3>When the type is not known</h3>
<p>Avoid <code>any</code>: it switches checking off. Use <code>unknown</code> and <strong>narrow</strong> it with a check:</p>
<pre><code>function label(value: unknown): string {
  if (typeof value === 'string') return value.toUpperCase();
  if (Array.isArray(value)) return value.length + ' items';
  return String(value);
}</code></pre>
<p>With strict mode, optional values must be handled too: <code>user.nickname?.trim() ?? 'no nickname'</code>.</p>

<h3>Types vanish at runtime</h3>
<p>Types exist only while compiling. <code>const user = body as User</code> tells the compiler to trust you; it does not check the API's answer. If the server sends <code>"id": "17"</code>, nothing complains until an assertion does. For data from outside, an API or a file, assert on the real values or validate them with a schema.</p>`,
      slides: [
        {
          heading: 'Types catch bugs before tests run',
          points: [
            'string, number, boolean, string[]',
            'Literal unions: "admin" | "viewer"',
            'Let inference type local variables',
          ],
          narration: [
            'A type says what a variable may hold, and TypeScript checks it while you type.',
            'Unions of literal strings turn typos in roles or statuses into compile errors.',
          ],
        },
        {
          heading: 'Describing objects',
          points: ['interface lists fields and types', 'Optional fields with ?', 'readonly fields cannot change'],
          narration: [
            'An interface describes the shape of an object, like a user with an id, an email and a role.',
            'A wrong type, an unknown role or a missing field all show up before the test even runs.',
          ],
        },
        {
          heading: 'Functions with types',
          points: [
            'Typed parameters, default values',
            'The return type documents the result',
            'Arrow functions are the short form',
          ],
          narration: [
            'Give function parameters types and, where it helps, a return type that documents the result.',
            'Arrow functions do the same job in a shorter form, and test code uses them everywhere.',
          ],
        },
        {
          heading: 'A test data builder',
          points: [
            'Partial<User> makes fields optional',
            'Spread overrides onto defaults',
            'Each test states only what matters',
          ],
          narration: [
            'A builder returns a complete valid object and lets each test override only the fields it needs.',
            'That keeps tests short and makes it obvious which detail each test is really about.',
          ],
        },
        {
          heading: 'unknown, narrowing, and runtime',
          points: [
            'Prefer unknown to any',
            'Narrow with typeof and Array.isArray',
            '"as User" checks nothing at runtime',
          ],
          narration: [
            'Use unknown instead of any, and narrow it with checks before you use the value.',
            'Remember that types vanish at runtime, so data from an API must be checked by your assertions.',
          ],
        },
      ],
    },
    {
      title: 'Async code and promises',
      body: `<h2>Why test code waits</h2>
<p>Almost everything a test does is slow compared to the processor: an HTTP call, a click in the browser, reading a file. JavaScript does not block while it waits. Instead, a slow function returns a <strong>Promise</strong>, an object that stands for a result that will arrive later. A promise is <em>pending</em> at first, then either <em>fulfilled</em> with a value or <em>rejected</em> with an error.</p>

<h3>async and await</h3>
<pre><code>interface User { id: number; email: string }

async function getUser(id: number): Promise&lt;User&gt; {
  const response = await fetch(\`https://api.example.com/users/\${id}\`);
  if (!response.ok) {
    throw new Error(\`GET /users/\${id} answered \${response.status}\`);
  }
  return (await response.json()) as User;
}

const user = await getUser(17);
console.log(user.email);</code></pre>
<p><code>await</code> pauses this function until the promise settles, then hands you the value, or throws the error. A function that uses <code>await</code> must be <code>async</code>, and it always returns a promise itself, here <code>Promise&lt;User&gt;</code>.</p>

<h3>The most common bug: a missing await</h3>
<pre><code>const user = getUser(17);   // forgot await: user is a Promise&lt;User&gt;
console.log(user.email);    // error: Property 'email' does not exist on type 'Promise&lt;User&gt;'</code></pre>
<p>Here TypeScript saves you. It cannot when the result is not used:</p>
<pre><code>test('deleted users disappear', async () =&gt; {
  deleteUser(17);                          // not awaited: the test moves on at once
  const response = await fetch(usersUrl + '/17');
  expect(response.status).toBe(404);      // sometimes passes, sometimes not
});</code></pre>
<p>This is a textbook flaky test. Turn on the ESLint rule <code>@typescript-eslint/no-floating-promises</code>, which flags every promise nobody awaits.</p>

<h3>Loops: forEach does not wait</h3>
<pre><code>// Wrong: forEach ignores the returned promises
ids.forEach(async (id) =&gt; {
  await deleteUser(id);
});

// Right: one after another
for (const id of ids) {
  await deleteUser(id);
}

// Right: all at once, then wait for every one
await Promise.all(ids.map((id) =&gt; deleteUser(id)));</code></pre>
<p><code>Promise.all</code> rejects as soon as one promise rejects. When you want every outcome, for example to clean up as much as possible, use <code>Promise.allSettled</code>.</p>

<h3>Errors and cleanup</h3>
<p>A rejected promise that you await throws, so ordinary <code>try</code>/<code>catch</code>/<code>finally</code> works:</p>
<pre><code>const user = await createUser();
try {
  await checkout(user);
} finally {
  await deleteUser(user.id);   // runs even when checkout throws
}</code></pre>
<p>Do not swallow errors with an empty <code>catch</code>: a test that hides its own failure always passes and protects nothing.</p>

<h3>Rules of thumb</h3>
<ul>
<li>Every call that returns a promise gets an <code>await</code>, unless you deliberately collect it for <code>Promise.all</code>.</li>
<li>Test functions that use <code>await</code> must be <code>async</code>; runners then wait for them.</li>
<li>In Playwright, actions and web-first assertions like <code>await expect(locator).toBeVisible()</code> are promises too.</li>
<li>Never wait with fixed sleeps when you can await the real event.</li>
</ul>`,
      slides: [
        {
          heading: 'Why test code waits',
          points: [
            'HTTP calls, clicks, files are slow',
            'A Promise stands for a later result',
            'Pending, then fulfilled or rejected',
          ],
          narration: [
            'Network calls and browser actions are slow, so JavaScript returns a promise instead of blocking.',
            'A promise starts pending and later becomes fulfilled with a value or rejected with an error.',
          ],
        },
        {
          heading: 'async and await',
          points: [
            'await pauses until the promise settles',
            'async functions return a Promise',
            'Rejections throw at the await',
          ],
          narration: [
            'The await keyword pauses the function until the promise settles, then gives you the value.',
            'A function that uses await must be async, and it returns a promise of its result.',
          ],
        },
        {
          heading: 'The missing await',
          points: [
            'TypeScript catches an unused Promise field',
            'An ignored result is not caught',
            'Lint rule: no-floating-promises',
          ],
          narration: [
            'Forgetting await is the most common cause of flaky tests, because the check runs too early.',
            'TypeScript catches some cases, and the no floating promises lint rule catches the rest.',
          ],
        },
        {
          heading: 'Loops and many promises',
          points: [
            'forEach never waits for async callbacks',
            'for...of with await: one by one',
            'Promise.all: in parallel',
          ],
          narration: [
            'An async callback in forEach is not awaited, so the loop finishes before the work does.',
            'Use a for of loop to go one by one, or Promise all to run everything at once.',
          ],
        },
        {
          heading: 'Errors and cleanup',
          points: [
            'try / catch / finally around await',
            'finally runs cleanup even on failure',
            'Never an empty catch',
          ],
          narration: [
            'An awaited rejection throws, so try, catch and finally work just as they do in ordinary code.',
            'Put cleanup in finally, and never hide an error in an empty catch block.',
          ],
        },
      ],
    },
    {
      title: 'Modules and packages',
      body: `<h2>Splitting test code into files</h2>
<p>A test suite grows quickly: page objects, API clients, data builders, configuration. Modules let you keep each of these in its own file and share them explicitly. Packages let you reuse code other people wrote, from test runners to date libraries.</p>

<h3>Exporting and importing</h3>
<pre><code>// src/data/users.ts
export interface User {
  id: number;
  email: string;
  role: 'admin' | 'viewer';
}

export function buildUser(overrides: Partial&lt;User&gt; = {}): User {
  return { id: 1, email: 'viewer@example.com', role: 'viewer', ...overrides };
}

// tests/profile.spec.ts
import { buildUser } from '../src/data/users';
import type { User } from '../src/data/users';</code></pre>
<p>Only what a file <strong>exports</strong> is visible to others; everything else stays private. <code>import type</code> imports something used only as a type, which disappears from the running code. Whether an import path ends in <code>.ts</code>, <code>.js</code> or nothing depends on the project's configuration: follow what the existing files do.</p>
<p>Prefer <strong>named exports</strong> over <code>export default</code>. A named export has one name everywhere, so searching and renaming work, and the editor can suggest the import for you.</p>

<h3>A layout that scales</h3>
<pre><code>tests/          the spec files, one per feature
src/pages/      page objects
src/api/        typed API clients
src/data/       builders and fixtures
src/config.ts   URLs and accounts, read from the environment</code></pre>
<pre><code>// src/config.ts
export const config = {
  baseUrl: process.env.BASE_URL ?? 'http://localhost:3000',
  adminEmail: process.env.ADMIN_EMAIL ?? 'admin@example.com',
} as const;</code></pre>
<p>Modules should only <em>define</em> things when imported. A module that logs in or launches a browser at import time runs that work in every file that imports it, often at the wrong moment.</p>

<h3>Packages and package.json</h3>
<pre><code>npm install --save-dev @playwright/test
npm install dayjs</code></pre>
<ul>
<li><strong>dependencies</strong> are needed to run the application; <strong>devDependencies</strong> only to develop and test it. Test tools belong in devDependencies.</li>
<li><strong>Version ranges</strong>: <code>^1.49.0</code> accepts any 1.x from 1.49.0 up, <code>~1.49.0</code> only 1.49.x patches, <code>1.49.0</code> exactly that version.</li>
<li><strong>package-lock.json</strong> records the exact version of every installed package, so every machine installs the same tree. Commit it.</li>
<li><strong>npm ci</strong> installs exactly what the lock file says; use it on CI.</li>
<li><strong>npx</strong> runs a command from the project's installed packages, such as <code>npx playwright test</code>.</li>
<li><code>npm outdated</code> lists what has newer versions; update deliberately, one tool at a time, and run the suite.</li>
</ul>

<h3>Types for packages</h3>
<p>Most modern packages ship their own type definitions. For older ones, the community publishes types under <code>@types/</code>, for example <code>@types/node</code>. If an import is underlined with "could not find a declaration file", that is usually the package to add.</p>

<h3>Warning signs</h3>
<ul>
<li>Two files that import each other: move the shared part into a third file.</li>
<li>Copy-pasted helpers in several spec files: export one from <code>src/</code>.</li>
<li>A package added for one line of code: every dependency is code you now maintain.</li>
</ul>`,
      slides: [
        {
          heading: 'Modules: one job per file',
          points: [
            'export makes something visible',
            'import brings it into another file',
            'import type disappears at runtime',
          ],
          narration: [
            'Modules let you keep page objects, API clients and data builders in their own files.',
            'Only what a file exports can be imported, and type-only imports vanish from the running code.',
          ],
        },
        {
          heading: 'Named exports and layout',
          points: [
            'Prefer named exports to default',
            'tests/ for specs, src/ for helpers',
            'Config read from the environment',
          ],
          narration: [
            'Named exports keep one name everywhere, so search, rename and auto-import all work.',
            'Keep specs in a tests folder and shared helpers, data and configuration in a source folder.',
          ],
        },
        {
          heading: 'No work at import time',
          points: [
            'Modules should only define things',
            'No login or browser launch on import',
            'Side effects run in every importer',
          ],
          narration: [
            'A module should define functions and values, not log in or start a browser when imported.',
            'Work done at import time runs in every file that imports it, often at the worst moment.',
          ],
        },
        {
          heading: 'Packages and versions',
          points: [
            'Test tools go in devDependencies',
            '^1.49.0 accepts 1.x from 1.49.0',
            'Commit package-lock.json, use npm ci',
          ],
          narration: [
            'Test tools belong in dev dependencies, because the application does not need them to run.',
            'The lock file pins exact versions, and npm ci installs precisely those on every machine.',
          ],
        },
        {
          heading: 'Types for packages',
          points: [
            'Most packages ship their own types',
            'Others have types under @types/',
            'Each dependency is code you maintain',
          ],
          narration: [
            'Most packages include type definitions, and older ones get community types under the at types scope.',
            'Before adding a package for one line of code, remember that every dependency needs looking after.',
          ],
        },
      ],
    },
    {
      title: 'Debugging test code',
      body: `<h2>When the message does not say why</h2>
<p>A failing test tells you <em>that</em> something is wrong, and sometimes not much more. Debugging is a routine, not a talent: read, isolate, observe, then fix the cause instead of the symptom.</p>

<h3>1. Read the whole failure</h3>
<pre><code>Error: expect(received).toBe(expected)

Expected: 201
Received: 500

    at createUser (src/api/users.ts:14:28)
    at tests/users.spec.ts:9:18</code></pre>
<p>Read the message, the expected and received values, then the <strong>stack trace</strong> from the top. Skip frames inside <code>node_modules</code> and start at the first line in your own code: here, line 14 of <code>users.ts</code>, called from line 9 of the spec. A received 500 means the test may be fine and the server is not; check the response body before touching the test.</p>

<h3>2. Reproduce it alone</h3>
<pre><code>npx playwright test tests/users.spec.ts:9
npx playwright test -g "creates a user" --repeat-each 10</code></pre>
<p>Run only the failing test. If it passes alone but fails in the full run, suspect shared state. If it fails one time in ten, you have a flaky test, and <code>--repeat-each</code> is how you prove your fix.</p>

<h3>3. Observe with logs</h3>
<pre><code>console.log({ status: response.status(), body: await response.text() });
console.table(users.map(({ id, email, role }) =&gt; ({ id, email, role })));</code></pre>
<p>Log objects with labels, not bare values. Remove the logs once you are done.</p>

<h3>4. Pause with the debugger</h3>
<p>Logs show what you expected to look at; a debugger shows everything. In VS Code:</p>
<ul>
<li>Click left of a line number to set a <strong>breakpoint</strong>.</li>
<li>Open a <strong>JavaScript Debug Terminal</strong> from the terminal menu and run the test there; execution stops at your breakpoint.</li>
<li>Inspect the <strong>Variables</strong>, <strong>Watch</strong> and <strong>Call Stack</strong> panels. Step with <code>F10</code> (over), <code>F11</code> (into), <code>Shift+F11</code> (out), continue with <code>F5</code>.</li>
<li>Right-click a breakpoint to make it <strong>conditional</strong>, such as <code>user.id === 17</code>, or turn it into a <strong>logpoint</strong> that prints without changing code.</li>
<li>A <code>debugger;</code> statement in the code acts as a breakpoint whenever a debugger is attached.</li>
</ul>

<h3>5. Use the test runner's tools</h3>
<ul>
<li><code>npx playwright test --debug</code> opens the Inspector and steps through each action while the browser is visible.</li>
<li><code>await page.pause();</code> stops at one exact point of a test.</li>
<li><code>npx playwright test --ui</code> shows every step with a snapshot of the page.</li>
<li>For failures that happen only on CI, record a trace with <code>--trace on</code> and open it with <code>npx playwright show-trace</code> followed by the trace file's path: each step comes with the DOM, network calls and console output.</li>
</ul>

<h3>Usual suspects</h3>
<ul>
<li>A missing <code>await</code>, so a check ran before the action finished.</li>
<li>A locator that matches no element, or two.</li>
<li>Tests sharing and changing the same data, or depending on each other's order.</li>
<li>An environment variable that is not set on that machine, producing <code>undefined</code> in a URL.</li>
<li>Dates and time zones: "today" is a different day on a CI server in another region.</li>
</ul>
<p>Before committing, remove <code>page.pause()</code>, <code>.only</code> and debugging logs, and add the assertion that would have caught the problem sooner.</p>`,
      slides: [
        {
          heading: 'Read the whole failure',
          points: [
            'Message, expected and received',
            'First stack frame in your own code',
            'A 500 may be the server, not the test',
          ],
          narration: [
            'Read the message, the expected and received values, and the stack trace from the top.',
            'Skip frames inside node modules and start at the first line of your own code.',
          ],
        },
        {
          heading: 'Reproduce it alone',
          points: [
            'Run one test by file and line',
            'Passes alone? Suspect shared state',
            '--repeat-each proves a flaky fix',
          ],
          narration: [
            'Run only the failing test, and if it passes alone, suspect data shared with other tests.',
            'Repeat a flaky test ten times to see the failure, and again to prove your fix works.',
          ],
        },
        {
          heading: 'Pause with the debugger',
          points: [
            'Breakpoints, JavaScript Debug Terminal',
            'Variables, Watch and Call Stack',
            'Conditional breakpoints and logpoints',
          ],
          narration: [
            'Set a breakpoint, run the test in a JavaScript Debug Terminal, and inspect every variable when it stops.',
            'Conditional breakpoints stop only for the case you care about, and logpoints print without editing code.',
          ],
        },
        {
          heading: "The test runner's tools",
          points: [
            '--debug opens the Playwright Inspector',
            'page.pause() stops at one point',
            'Traces show each step from CI runs',
          ],
          narration: [
            'Playwright can step through a test with the Inspector, or pause at one exact line.',
            'For failures that happen only on CI, a trace shows the page, network and console at every step.',
          ],
        },
        {
          heading: 'Usual suspects',
          points: [
            'Missing await, ambiguous locators',
            'Shared data, order dependence',
            'Missing env vars, time zones',
          ],
          narration: [
            'Most failures come from a short list: a missing await, a bad locator, shared data or missing settings.',
            'When you commit the fix, remove the debugging leftovers and add the assertion that would have caught it.',
          ],
        },
      ],
    },
  ],
  quizzes: [
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
          prompt:
            'getUser is an async function. What is wrong with: const user = getUser(17); console.log(user.email);',
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
  ],
};
