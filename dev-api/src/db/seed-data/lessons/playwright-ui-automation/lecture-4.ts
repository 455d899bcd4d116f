import type { SeedLesson } from '../types.ts';

/** 4. Fixtures and page objects */
export const lesson: SeedLesson = {
  title: 'Fixtures and page objects',
  body: `<h2>From scripts to a suite</h2>
<p>Ten tests that each type an email and a password into the login form work fine until the login form changes; then you fix ten files. Two tools keep a growing suite maintainable: <strong>page objects</strong> keep the knowledge about a screen in one place, and <strong>fixtures</strong> hand each test exactly what it needs, already set up and cleaned up afterwards.</p>

<h3>A page object</h3>
<pre><code>// tests/pages/login-page.ts
import type { Locator, Page } from '@playwright/test';

export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(private readonly page: Page) {
    this.email = page.getByLabel('Email');
    this.password = page.getByLabel('Password');
    this.submit = page.getByRole('button', { name: 'Log in' });
    this.error = page.getByRole('alert');
  }

  async goto() {
    await this.page.goto('/login');
  }

  async logIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}</code></pre>
<p>Keep page objects small. They expose locators and user-level actions named in the product's language, such as <code>logIn</code>. Keep assertions in the tests, so a reader sees what is checked without opening another file. One class per screen or per shared component (a header, a cart drawer) is enough; deep inheritance makes failures harder to trace.</p>

<h3>Fixtures: what a test asks for</h3>
<p>You already use built-in fixtures: <code>page</code>, <code>context</code>, <code>browser</code> and <code>request</code> for API calls. Playwright creates only the fixtures a test lists in its arguments, and tears them down afterwards. Add your own with <code>test.extend</code>. This one assumes your team exposes a small API for creating test users:</p>
<pre><code>// tests/fixtures.ts
import { test as base } from '@playwright/test';
import { LoginPage } from './pages/login-page';

type Customer = { email: string; password: string };

export const test = base.extend&lt;{ loginPage: LoginPage; customer: Customer }&gt;({
  customer: async ({ request }, use) =&gt; {
    const customer = { email: 'buyer-' + crypto.randomUUID() + '@example.test', password: 'S3cure-pass' };
    const created = await request.post('/api/test-users', { data: customer });
    const { id } = await created.json();
    await use(customer);
    await request.delete('/api/test-users/' + id);
  },
  loginPage: async ({ page }, use) =&gt; {
    const loginPage = new LoginPage(page);
    await loginPage.goto();
    await use(loginPage);
  },
});
export { expect } from '@playwright/test';</code></pre>
<p>Code before <code>await use(...)</code> is setup; code after it is teardown, and it runs even when the test fails. The spec file now talks only about behaviour:</p>
<pre><code>import { test, expect } from './fixtures';

test('a wrong password shows an error', async ({ loginPage, customer }) =&gt; {
  await loginPage.logIn(customer.email, 'not-the-password');
  await expect(loginPage.error).toHaveText('Email or password is incorrect');
});</code></pre>

<h3>Why fixtures beat beforeEach</h3>
<ul>
<li>They are created <strong>on demand</strong>: a test that does not ask for <code>customer</code> creates no user.</li>
<li>They <strong>compose</strong>: <code>loginPage</code> builds on <code>page</code>, and another fixture can build on yours.</li>
<li>They are <strong>typed</strong>, so the editor autocompletes them and flags typos.</li>
<li>Setup and cleanup sit side by side, so cleanup is never forgotten.</li>
</ul>`,
  slides: [
    {
      heading: 'Why structure matters',
      points: [
        'One login change, ten broken files',
        'Page objects hold knowledge of a screen',
        'Fixtures hand tests what they need',
      ],
      narration: [
        'When every test types into the login form itself, one change to that form means fixing every test.',
        'Page objects and fixtures put that knowledge in one place.',
      ],
    },
    {
      heading: 'A page object',
      points: [
        'Locators built once in the constructor',
        "Actions named in the product's language",
        'Assertions stay in the tests',
      ],
      narration: [
        'A page object creates its locators once and offers actions like log in, named the way users talk.',
        'Keep assertions in the tests, so a reader sees what is checked without opening another file.',
      ],
    },
    {
      heading: 'Custom fixtures',
      points: [
        'test.extend adds your own fixtures',
        'Setup before use, teardown after it',
        'Teardown runs even when a test fails',
      ],
      narration: [
        'With test extend you declare fixtures such as a ready login page or a brand new customer account.',
        'Code before use is setup, code after it is cleanup, and cleanup runs even after a failure.',
      ],
    },
    {
      heading: 'Why fixtures beat beforeEach',
      points: ['Created only when a test asks', 'Built on top of each other', 'Typed, so the editor catches typos'],
      narration: [
        'A fixture is created only for the tests that request it, so unrelated tests stay fast.',
        'Fixtures build on one another and are fully typed, which keeps a growing suite manageable.',
      ],
    },
  ],
};
