import type { SeedLesson } from '../types.ts';

/** 1. Anatomy of a bug report */
export const lesson: SeedLesson = {
  title: 'Anatomy of a bug report',
  body: `<h2>A report is a request for someone's time</h2>
<p>A developer reading your bug report is usually in the middle of something else. In two minutes they decide whether they understand the problem, whether they can reproduce it, and how urgent it is. If the report fails any of those, it goes to the bottom of the pile or comes back with "cannot reproduce". In interviews I often ask candidates to report a bug live, because it shows more about a tester than any certificate.</p>
<h2>A complete example</h2>
<p>Here is a real-world style report from an online shop, with every field a good report needs:</p>
<pre><code>Title:         Checkout: promo code applied twice when "Apply" is double-clicked
Environment:   staging, build 2.4.0-rc3, Chrome 126, Windows 11
Preconditions: Logged in as test.buyer@example.com; basket has one item at 80.00
Steps:
  1. Open Checkout &gt; Payment
  2. Enter promo code SAVE10
  3. Double-click "Apply"
Expected:      One 10% discount (story SHOP-498): total 72.00, one SAVE10 line
Actual:        Two SAVE10 lines (-8.00 and -7.20), total 64.80;
               the order can be placed at this price
Frequency:     5 of 5 attempts; a single click works correctly
Severity:      Major: customers can pay less than the intended price
Attachments:   double-click.mp4, network.har (two POST /cart/promo, both 200)</code></pre>
<h2>Field by field</h2>
<h3>Title: where, what, when</h3>
<p>The title is read in lists, search results and release notes, so it must stand alone. Name the area, the wrong behaviour and the trigger.</p>
<ul>
<li>Weak: "Checkout broken", "Promo code bug!!!", "Discount issue".</li>
<li>Strong: "Checkout: promo code applied twice when 'Apply' is double-clicked".</li>
</ul>
<h3>Environment and preconditions</h3>
<p>The build number, environment, browser and device, plus the state the system must be in: which account, which data, which feature flag. Half of all "cannot reproduce" answers come from a missing precondition.</p>
<h3>Steps to reproduce</h3>
<p>Numbered, one action per step, as few as possible. Before filing, repeat the bug and remove every step that is not needed to trigger it. Three precise steps beat fifteen steps that include logging in from the home page.</p>
<h3>Expected and actual results</h3>
<p>The expected result should come from a source, such as the story, the specification or the previous release, not from your personal taste. The actual result describes what you observed, with exact numbers and messages copied rather than paraphrased.</p>
<h3>Frequency, severity and evidence</h3>
<p>Say how often it happens (5 of 5, or 2 of 10). Propose a severity with a short reason. Attach a screenshot or a short video, and for web bugs the failing request or console error from DevTools. Mention what you already ruled out: "also happens in Firefox; a single click works".</p>
<h2>Habits that get bugs fixed</h2>
<ul>
<li><strong>One bug per report.</strong> Two problems in one ticket means one gets fixed and the ticket is closed.</li>
<li><strong>Search before filing.</strong> A duplicate wastes triage time; add your evidence to the existing ticket instead.</li>
<li><strong>Describe behaviour, not people.</strong> "The button stays enabled after the first click" rather than "the developer forgot to disable the button".</li>
<li><strong>Report facts, then your guess.</strong> A hypothesis about the cause is welcome if it is clearly labelled as one.</li>
</ul>`,
  slides: [
    {
      heading: 'A request for time',
      points: ['Understood in two minutes', 'Reproducible on the first try', 'Clear about urgency'],
      narration: [
        'A developer decides in about two minutes whether your report is clear, reproducible and urgent.',
        'If it fails any of those, it sinks to the bottom of the pile or comes back as cannot reproduce.',
      ],
    },
    {
      heading: 'Title: where, what, when',
      points: ['Name the area', 'Name the wrong behaviour', 'Name the trigger', 'Must stand alone in a list'],
      narration: [
        'The title is read in lists and search results, so it must make sense on its own.',
        'Promo code applied twice when Apply is double-clicked tells the area, the problem and the trigger.',
      ],
    },
    {
      heading: 'Reproduce it',
      points: ['Build, environment, browser', 'Account, data, feature flags', 'Few numbered steps'],
      narration: [
        'Give the build, the environment and the exact state the system must be in.',
        'Then write short numbered steps, and remove every step that is not needed to trigger the bug.',
      ],
    },
    {
      heading: 'Expected, actual, evidence',
      points: ['Expected from a source, not taste', 'Actual with exact numbers', 'Video, request, console error'],
      narration: [
        'Base the expected result on the story or specification, and copy the actual numbers and messages exactly.',
        'Add how often it happens, a proposed severity, and evidence such as a video or the failing request.',
      ],
    },
    {
      heading: 'Habits that get bugs fixed',
      points: ['One bug per report', 'Search for duplicates first', 'Describe behaviour, not people'],
      narration: [
        'Report one bug per ticket and search for duplicates before filing.',
        'Describe what the software does, not what a developer forgot, and label your guesses as guesses.',
      ],
    },
  ],
};
