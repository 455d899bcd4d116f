import type { SeedLesson } from '../types.ts';

/** 2. Locators that last */
export const lesson: SeedLesson = {
  title: 'Locators that last',
  body: `<h2>Why most UI tests break</h2>
<p>Ask a team why they gave up on UI automation and you will hear the same story: a designer moved a button, a developer renamed a CSS class, and forty tests went red although the product still worked. Those tests were coupled to how the page was built, not to what the user sees. Choosing locators well prevents most of this pain.</p>

<h3>What a locator is</h3>
<p>A locator describes how to find an element; it is not the element itself. Playwright resolves it at the moment you act or assert, and again on every retry, so an element that React re-rendered is simply found again. Locators are also <strong>strict</strong>: if the locator of a click matches three buttons, the test fails with a "strict mode violation" instead of clicking a random one.</p>

<h3>The order of preference</h3>
<ol>
<li><code>getByRole</code> with an accessible name, such as <code>page.getByRole('button', { name: 'Add to cart' })</code>. This is how assistive technology sees the page, and it matches how users talk about it.</li>
<li><code>getByLabel</code> for form fields: <code>page.getByLabel('Email')</code>.</li>
<li><code>getByPlaceholder</code>, <code>getByText</code>, <code>getByAltText</code> and <code>getByTitle</code> for content without a better role.</li>
<li><code>getByTestId</code> when the text is dynamic or translated; it reads <code>data-testid</code> by default.</li>
<li>CSS or XPath through <code>page.locator()</code>, only as a last resort.</li>
</ol>
<pre><code>// Brittle: depends on layout, order and styling
page.locator('#app &gt; div:nth-child(3) &gt; .card .btn-primary');

// Durable: depends on what the user sees
page.getByRole('button', { name: 'Add to cart' });</code></pre>

<h3>Narrowing down inside lists</h3>
<p>Real pages repeat things: ten product cards, each with its own "Add to cart" button. Find the card first, then the button inside it:</p>
<pre><code>const mug = page.getByRole('listitem').filter({ hasText: 'Blue enamel mug' });
await mug.getByRole('button', { name: 'Add to cart' }).click();

const invoice = page
  .getByRole('row')
  .filter({ has: page.getByRole('cell', { name: 'INV-2041' }) });
await expect(invoice.getByRole('cell', { name: 'Paid' })).toBeVisible();</code></pre>
<p>A chain like this reads like a sentence and keeps working when the items are sorted differently. Avoid <code>.first()</code> and <code>.nth(2)</code> unless the position is itself the thing under test, such as "the newest order is at the top".</p>

<h3>Matching text</h3>
<p>By default names match case-insensitively and as substrings, so <code>{ name: 'Save' }</code> also matches "Save draft". Add <code>exact: true</code> or pass a regular expression like <code>/^Save$/</code> when the difference matters.</p>

<h3>When there is no role to find</h3>
<p>If a clickable element has no role or name, for example a <code>div</code> with a click handler or an icon button without a label, a screen reader user cannot operate it either. Report that as an accessibility bug instead of reaching for CSS. Until it is fixed, agree on a <code>data-testid</code> with the developers.</p>

<p>The locator picker in UI mode and in <code>codegen</code> suggests a locator for any element you hover. Treat the suggestion as a draft: it picks something unique, not necessarily something meaningful.</p>`,
  slides: [
    {
      heading: 'Why UI tests break',
      points: [
        'Tests tied to markup, not behaviour',
        'A renamed class should not fail a test',
        'Good locators prevent most of the pain',
      ],
      narration: [
        'Most broken UI suites were tied to how the page was built, not to what the user sees.',
        'A renamed CSS class or a moved button should never turn a working feature red.',
      ],
    },
    {
      heading: 'Locators are lazy and strict',
      points: [
        'Resolved on every action and retry',
        'Re-rendered elements are found again',
        'Several matches for a click fail the test',
      ],
      narration: [
        'A locator is a recipe, resolved each time you act or assert, so re-rendered elements are found again.',
        'If a locator matches several elements, Playwright refuses to guess and reports a strict mode violation.',
      ],
    },
    {
      heading: 'The order of preference',
      points: [
        'getByRole with an accessible name',
        'getByLabel for form fields',
        'getByTestId for dynamic text',
        'CSS and XPath as a last resort',
      ],
      narration: [
        'Reach for get by role first, with the name a user would read, then get by label for form fields.',
        'Test ids help with dynamic or translated text, and CSS selectors come last.',
      ],
    },
    {
      heading: 'Narrow down inside lists',
      points: [
        'Find the card, then the button in it',
        'filter with hasText or has',
        'Avoid nth unless order is the point',
      ],
      narration: [
        'When a page repeats elements, find the right card or row with filter, then the button inside it.',
        'Positional locators like nth break as soon as the list is sorted differently.',
      ],
    },
    {
      heading: 'No role? Report it',
      points: [
        'Unlabelled buttons fail screen readers',
        'File an accessibility bug',
        'Agree on a data-testid meanwhile',
      ],
      narration: [
        'If you cannot find an element by its role, a screen reader user probably cannot use it either.',
        'Report that as an accessibility bug, and agree on a test id with the developers until it is fixed.',
      ],
    },
  ],
};
