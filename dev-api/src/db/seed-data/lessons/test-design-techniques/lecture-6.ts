import type { SeedLesson } from '../types.ts';

/** 6. Pairwise testing */
export const lesson: SeedLesson = {
  title: 'Pairwise testing',
  body: `<h2>The combination explosion</h2>
<p>A checkout must work in three browsers, on three operating systems, in four languages, with three payment methods. Testing every combination means 3 &times; 3 &times; 4 &times; 3 = 108 runs through the checkout. Add a fifth parameter, such as guest or member, and it doubles to 216. No team has time for that on every release, and most of those runs would repeat each other.</p>
<h2>The idea behind pairwise</h2>
<p>Studies of real defects have found that most bugs are triggered by a single parameter value, and most of the rest by the interaction of just two. A bug that needs three specific values at once is much rarer. Pairwise testing uses that: it picks a small set of tests in which <strong>every pair of values of any two parameters appears together at least once</strong>.</p>
<h2>A small example you can check by hand</h2>
<p>Three parameters with two values each give eight full combinations. Four tests are enough to cover every pair:</p>
<table>
<thead><tr><th>Test</th><th>Browser</th><th>OS</th><th>Payment</th></tr></thead>
<tbody>
<tr><td>1</td><td>Chrome</td><td>Windows</td><td>Card</td></tr>
<tr><td>2</td><td>Chrome</td><td>macOS</td><td>PayPal</td></tr>
<tr><td>3</td><td>Firefox</td><td>Windows</td><td>PayPal</td></tr>
<tr><td>4</td><td>Firefox</td><td>macOS</td><td>Card</td></tr>
</tbody>
</table>
<p>Check it: Chrome meets Windows, macOS, Card and PayPal; Firefox meets the same four; Windows meets Card and PayPal, and so does macOS. Every pair appears, with half the tests.</p>
<h2>Let a tool do the real work</h2>
<p>For bigger models, nobody builds the table by hand. A free command-line tool such as PICT reads a plain-text model and generates the rows. Constraints remove combinations that cannot exist, like Safari on Windows:</p>
<pre><code>Browser:  Chrome, Firefox, Safari
OS:       Windows, macOS, Android
Language: EN, DE, PL, ES
Payment:  Card, PayPal, GooglePay

IF [Browser] = "Safari" THEN [OS] = "macOS";</code></pre>
<pre><code>pict checkout-model.txt &gt; checkout-tests.tsv</code></pre>
<p>The constraint brings the full set down to 84 possible combinations, and the pairwise output to roughly a dozen rows. It can never be fewer than 12 here, because each of the four languages has to meet each of the three payment methods.</p>
<h2>Doing it well</h2>
<ol>
<li><strong>Choose values with equivalence partitioning first.</strong> "Language" does not need 40 values if the code only distinguishes left-to-right from right-to-left and long German words from short ones.</li>
<li><strong>Write the constraints.</strong> Impossible rows waste runs and produce confusing failures.</li>
<li><strong>Add the combinations that matter most by hand.</strong> Your most common real configuration, say Chrome on Windows in English paying by card, and any combination that failed before.</li>
<li><strong>Review the output.</strong> Read the rows: a generator cannot know that Google Pay is hidden for some countries.</li>
</ol>
<h2>Where it stops</h2>
<p>Pairwise is a sampling technique, not a guarantee. A bug that needs Safari, German and PayPal all at once may be missed. For high-risk features, tools can generate three-way coverage at the cost of more rows. And pairwise picks configurations, not behaviour: within each row you still apply partitions, boundaries and decision tables to what the user actually does.</p>`,
  slides: [
    {
      heading: 'The combination explosion',
      points: ['3 x 3 x 4 x 3 = 108 checkout runs', 'One more setting doubles it', 'Most runs repeat each other'],
      narration: [
        'Three browsers, three systems, four languages and three payment methods give 108 combinations.',
        'Add one more yes or no setting and it doubles, while most of those runs repeat each other.',
      ],
    },
    {
      heading: 'Every pair, at least once',
      points: ['Most bugs: one value or a pair', 'Three-way bugs are much rarer', 'Cover each pair in some test'],
      narration: [
        'Most defects are triggered by one value or by the interaction of two.',
        'Pairwise testing picks a small set of tests where every pair of values meets at least once.',
      ],
    },
    {
      heading: 'Eight combinations, four tests',
      points: ['Browser, OS and payment, two values each', 'Four rows cover every pair', 'Check it by hand'],
      narration: [
        'With three parameters of two values each, four tests cover every pair instead of eight.',
        'You can check it by hand: each browser meets each system and each payment method.',
      ],
    },
    {
      heading: 'Let a tool generate it',
      points: [
        'Plain-text model of parameters',
        'Constraints remove impossible rows',
        'About a dozen rows instead of 84',
      ],
      narration: [
        'For real models, a tool such as PICT generates the rows from a plain-text list of parameters.',
        'Constraints remove impossible combinations, such as Safari on Windows.',
      ],
    },
    {
      heading: 'Doing it well',
      points: ['Pick values with partitions first', 'Add your most common setup by hand', 'It can miss three-way bugs'],
      narration: [
        'Choose values with equivalence partitioning, and add your most common real configuration by hand.',
        'Remember that pairwise is sampling: a bug needing three specific values at once can slip through.',
      ],
    },
  ],
};
