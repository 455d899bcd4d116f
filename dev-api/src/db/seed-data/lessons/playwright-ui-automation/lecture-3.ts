import type { SeedLesson } from '../types.ts';

/** 3. Assertions and auto-waiting */
export const lesson: SeedLesson = {
  title: 'Assertions and auto-waiting',
  body: `<h2>Waiting is the hard part</h2>
<p>A modern page is never quite finished. After a click, a request goes out, a spinner appears, data comes back and the list re-renders. A test that checks too early fails; a test that sleeps for three seconds is slow on good days and still fails on bad ones. Playwright handles this with two mechanisms: actions that wait, and assertions that retry.</p>

<h3>Actions wait until the element is ready</h3>
<p>Before <code>click()</code>, Playwright waits until the element is visible, stable (not animating), enabled and able to receive the click, meaning nothing else covers it. <code>fill()</code> also waits for the field to be editable. If a condition is not met before the timeout, the error names the check that failed, for example "element is not enabled".</p>

<h3>Web-first assertions retry</h3>
<p>An assertion on a locator keeps re-checking until it passes or the expect timeout, five seconds by default, runs out:</p>
<pre><code>await page.getByRole('button', { name: 'Place order' }).click();

await expect(page.getByRole('status')).toHaveText('Order received');
await expect(page.getByRole('listitem')).toHaveCount(3);
await expect(page.getByLabel('Quantity')).toHaveValue('1');
await expect(page).toHaveURL(/\\/orders\\/\\d+$/);</code></pre>
<p>Compare that with a generic assertion on a value you read yourself:</p>
<pre><code>// Reads the text once, right now, and never retries: flaky
expect(await page.getByRole('status').textContent()).toBe('Order received');

// isVisible() also answers immediately, without waiting
expect(await page.getByText('Saved').isVisible()).toBe(true);</code></pre>
<p>The rule: when the thing you check is on the page, pass the locator to <code>expect</code> and let it wait. Never add <code>page.waitForTimeout(3000)</code> to turn a test green; it hides the condition you were really waiting for.</p>

<h3>The assertions you will use most</h3>
<ul>
<li><code>toBeVisible()</code> and <code>toBeHidden()</code>: a dialog opened, a spinner went away.</li>
<li><code>toHaveText()</code> and <code>toContainText()</code>: exact or partial text; both accept an array for lists.</li>
<li><code>toHaveValue()</code>, <code>toBeChecked()</code>, <code>toBeEnabled()</code>, <code>toBeDisabled()</code>: form state.</li>
<li><code>toHaveCount()</code>: how many elements match, including zero.</li>
<li><code>toHaveURL()</code> and <code>toHaveTitle()</code>: checks on the page itself.</li>
<li><code>toHaveAttribute()</code> and <code>toHaveAccessibleName()</code>: details that matter for accessibility.</li>
</ul>
<p>Negations wait as well: <code>await expect(spinner).not.toBeVisible()</code> waits for the spinner to disappear.</p>

<h3>Tuning and special cases</h3>
<pre><code>// One genuinely slow report: give this assertion more time
await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });

// Keep going after a mismatch and report every difference at the end
await expect.soft(page.getByTestId('subtotal')).toHaveText('$40.00');
await expect.soft(page.getByTestId('shipping')).toHaveText('$5.00');

// Retry a value that is not on the page, such as an API status
await expect.poll(async () =&gt; (await request.get('/api/orders/42')).status()).toBe(200);</code></pre>
<p>Raise the timeout of one assertion when a feature is truly slow, not the global timeout to cover up flakiness. Soft assertions suit screens with many independent fields; use them sparingly, so a test still stops when its precondition fails.</p>`,
  slides: [
    {
      heading: 'Why waiting is hard',
      points: [
        'Pages keep changing after every click',
        'Checking too early fails',
        'Fixed sleeps are slow and still flaky',
      ],
      narration: [
        'After a click the page sends requests, shows spinners and re-renders, so the right moment to check keeps moving.',
        'A fixed sleep is too long on good days and still too short on bad ones.',
      ],
    },
    {
      heading: 'Actions auto-wait',
      points: [
        'Visible, stable, enabled, not covered',
        'fill also waits until editable',
        'Errors name the check that failed',
      ],
      narration: [
        'Before clicking, Playwright waits until the element is visible, stable, enabled and not covered by anything else.',
        'When that never happens, the error tells you exactly which check failed.',
      ],
    },
    {
      heading: 'Web-first assertions',
      points: ['Pass the locator to expect', 'Retried until pass or timeout', 'Five seconds by default'],
      narration: [
        'Give expect the locator itself, and Playwright keeps checking until the condition holds or the timeout runs out.',
        'Reading the text yourself and comparing it checks only once, and that is how flaky tests are born.',
      ],
    },
    {
      heading: 'Everyday assertions',
      points: ['toBeVisible and toBeHidden', 'toHaveText, toHaveValue, toHaveCount', 'toHaveURL for the page itself'],
      narration: [
        'Most tests need only a handful of matchers: visibility, text, form values, counts and the page address.',
        'Negated assertions wait too, so not to be visible waits for a spinner to go away.',
      ],
    },
    {
      heading: 'Special cases',
      points: [
        'A longer timeout for one slow check',
        'expect.soft collects several failures',
        'expect.poll retries values off the page',
      ],
      narration: [
        'Raise the timeout on a single assertion when a feature is genuinely slow, never globally.',
        'Soft assertions collect several differences at once, and poll retries a value such as an API status.',
      ],
    },
  ],
};
