import type { SeedLesson } from '../types.ts';

/** 4. Modules and packages */
export const lesson: SeedLesson = {
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
};
