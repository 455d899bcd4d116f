import type { SeedLesson } from '../types.ts';

/** 5. Network mocking */
export const lesson: SeedLesson = {
  title: 'Network mocking',
  body: `<h2>Taking control of the network</h2>
<p>Some screens are hard to reach with real data: an empty order history, a payment provider that times out, a list with exactly 500 items, a server error at the worst moment. Playwright can intercept any request the page makes and answer it for the server, so these states become ordinary, fast, repeatable tests.</p>

<h3>Answering a request yourself</h3>
<pre><code>test('shows an empty state when there are no orders', async ({ page }) =&gt; {
  await page.route('**/api/orders', (route) =&gt; route.fulfill({ json: [] }));

  await page.goto('/orders');
  await expect(page.getByText('You have no orders yet')).toBeVisible();
});

test('explains a server error instead of spinning forever', async ({ page }) =&gt; {
  await page.route('**/api/orders', (route) =&gt;
    route.fulfill({ status: 500, json: { message: 'Internal error' } }),
  );

  await page.goto('/orders');
  await expect(page.getByRole('alert')).toContainText('Could not load your orders');
});</code></pre>
<p>Register a route <strong>before</strong> the navigation or click that triggers the request; a route added later misses it. The pattern can be a glob (<code>**</code> matches any prefix), a regular expression or a function of the URL. <code>page.route</code> covers one tab; <code>context.route</code> covers every page of the test, pop-ups included.</p>

<h3>Other things a handler can do</h3>
<ul>
<li><code>route.abort()</code> simulates a network failure; it is also handy for blocking analytics and chat widgets that slow tests down.</li>
<li><code>route.continue({ headers })</code> lets the request through with changes.</li>
<li><code>route.fetch()</code> performs the real request, so you can change only part of the answer:</li>
</ul>
<pre><code>await page.route('**/api/cart', async (route) =&gt; {
  const response = await route.fetch();
  const cart = await response.json();
  cart.items[0].quantity = 99; // the edge case we want to see
  await route.fulfill({ response, json: cart });
});</code></pre>

<h3>Checking what the page sent</h3>
<p>Mocking answers is only half of it; often the bug is in the request. Start waiting before the action, then inspect what went out:</p>
<pre><code>const orderRequest = page.waitForRequest(
  (req) =&gt; req.url().endsWith('/api/orders') &amp;&amp; req.method() === 'POST',
);
await page.getByRole('button', { name: 'Place order' }).click();

const sent = await orderRequest;
expect(sent.postDataJSON()).toMatchObject({ items: [{ sku: 'MUG-BLUE', quantity: 2 }] });</code></pre>
<p>The same pattern with <code>page.waitForResponse</code> gives you the status code and the body the server actually returned.</p>

<h3>How much to mock</h3>
<p>Mocked tests are fast and deterministic, but they only prove that the front end handles answers you invented. If the real API renames a field, mocked tests stay green while production breaks. A balanced suite keeps a thin layer of true end-to-end tests for the main journeys against a real backend, and uses mocks for edge cases and error states. When you need realistic payloads, record them once into a HAR file and replay them with <code>page.routeFromHAR('hars/catalog.har', { url: '**/api/**' })</code>; re-record with <code>update: true</code> when the API changes.</p>`,
  slides: [
    {
      heading: 'Why mock the network',
      points: [
        'Empty states, errors and timeouts on demand',
        'Fast and repeatable',
        'No hunting for the right real data',
      ],
      narration: [
        'Some states are hard to reach with real data, like an empty order history or a failing payment provider.',
        'Intercepting requests turns those states into ordinary, fast and repeatable tests.',
      ],
    },
    {
      heading: 'Answering with route.fulfill',
      points: [
        'Register the route before navigating',
        'json for the body, status for errors',
        'context.route covers every tab',
      ],
      narration: [
        'Register the route before the page makes the request, then answer it with your own JSON and status code.',
        'A route on the browser context covers pop-ups and new tabs as well.',
      ],
    },
    {
      heading: 'Abort, continue, modify',
      points: [
        'abort simulates a network failure',
        'continue passes the request through',
        'fetch, then change a single field',
      ],
      narration: [
        'Abort a request to simulate a broken network or to block slow third-party widgets.',
        'Or fetch the real answer and change just one field to create the edge case you need.',
      ],
    },
    {
      heading: 'Check what the page sent',
      points: [
        'Start waitForRequest before the click',
        'Inspect the method and the payload',
        'waitForResponse for status and body',
      ],
      narration: [
        'Many bugs live in the request, so start waiting for it before the click, then inspect the payload.',
        'The same pattern with wait for response gives you the real status code and body.',
      ],
    },
    {
      heading: 'How much to mock',
      points: [
        'Mocks can drift from the real API',
        'Keep real journeys end to end',
        'Record realistic payloads in a HAR',
      ],
      narration: [
        'A mocked test only proves the page handles answers you invented, so it can stay green while production breaks.',
        'Keep a few real end-to-end journeys, and use mocks for edge cases and error states.',
      ],
    },
  ],
};
