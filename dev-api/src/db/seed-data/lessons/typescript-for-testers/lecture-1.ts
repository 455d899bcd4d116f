import type { SeedLesson } from '../types.ts';

/** 1. Setting up Node and VS Code */
export const lesson: SeedLesson = {
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
};
