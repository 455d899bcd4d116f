import type { SeedLesson } from '../types.ts';

/** 2. Types, functions and objects */
export const lesson: SeedLesson = {
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
      points: ['Prefer unknown to any', 'Narrow with typeof and Array.isArray', '"as User" checks nothing at runtime'],
      narration: [
        'Use unknown instead of any, and narrow it with checks before you use the value.',
        'Remember that types vanish at runtime, so data from an API must be checked by your assertions.',
      ],
    },
  ],
};
