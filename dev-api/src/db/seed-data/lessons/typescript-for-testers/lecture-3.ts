import type { SeedLesson } from '../types.ts';

/** 3. Async code and promises */
export const lesson: SeedLesson = {
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
      points: ['try / catch / finally around await', 'finally runs cleanup even on failure', 'Never an empty catch'],
      narration: [
        'An awaited rejection throws, so try, catch and finally work just as they do in ordinary code.',
        'Put cleanup in finally, and never hide an error in an empty catch block.',
      ],
    },
  ],
};
