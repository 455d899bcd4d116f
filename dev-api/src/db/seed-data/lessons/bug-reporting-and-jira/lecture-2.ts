import type { SeedLesson } from '../types.ts';

/** 2. Severity and priority */
export const lesson: SeedLesson = {
  title: 'Severity and priority',
  body: `<h2>Two different questions</h2>
<p>Every bug tracker asks how bad a bug is, and new testers often treat severity and priority as one field. They answer different questions and are usually set by different people.</p>
<ul>
<li><strong>Severity:</strong> how much damage does the bug do to the product or its users? It is a property of the bug, and the tester proposes it.</li>
<li><strong>Priority:</strong> how soon should we fix it, compared with everything else? It is a business decision, and the product owner makes it, often with the tester's input.</li>
</ul>
<h2>A severity scale</h2>
<p>Teams use different names, but most scales look like this:</p>
<table>
<thead><tr><th>Severity</th><th>Meaning</th><th>Shop example</th></tr></thead>
<tbody>
<tr><td>Blocker</td><td>A core flow is impossible, no workaround, or testing cannot continue</td><td>No one can place an order</td></tr>
<tr><td>Critical</td><td>A main function fails, data is lost or corrupted, money or security is at stake</td><td>Visa payments are declined</td></tr>
<tr><td>Major</td><td>An important function is wrong, but a workaround exists</td><td>Promo code fails on mobile, works on desktop</td></tr>
<tr><td>Minor</td><td>A small functional problem with limited impact</td><td>Sorting by rating ignores ties</td></tr>
<tr><td>Trivial</td><td>Cosmetic: spelling, alignment, colour</td><td>Icon misaligned on the FAQ page</td></tr>
</tbody>
</table>
<p>Jira ships with a Priority field (Highest, High, Medium, Low, Lowest). Severity is usually added as a custom field, and some teams skip it and rely on priority alone. Learn your team's definitions in the first week.</p>
<h2>When the two disagree</h2>
<p>The interesting cases are the ones where severity and priority point in different directions:</p>
<table>
<thead><tr><th></th><th>High priority</th><th>Low priority</th></tr></thead>
<tbody>
<tr><td>High severity</td><td>Visa payments fail for every customer. Fix now.</td><td>The admin's yearly sales export crashes over 10,000 rows. Used once a year, and exporting by quarter works.</td></tr>
<tr><td>Low severity</td><td>The brand name is misspelt on the homepage banner the day a TV campaign starts.</td><td>A misaligned icon on the FAQ page in one older browser.</td></tr>
</tbody>
</table>
<p>The typo breaks nothing, yet millions of people are about to see it. The crash destroys a whole operation, yet it can wait a sprint. That is why priority belongs to the person who sees the whole business picture.</p>
<h2>Arguing for a priority with facts</h2>
<p>You will often believe a bug deserves more urgency than it gets. Opinions rarely move a product owner; facts do. Before you argue, collect:</p>
<ul>
<li><strong>Reach:</strong> how many users, orders or sessions are affected? "Every Visa card" or "18% of yesterday's orders" beats "a lot of people".</li>
<li><strong>Money, law and trust:</strong> lost revenue, wrong prices, personal data exposed, accessibility obligations.</li>
<li><strong>Workaround:</strong> can users get around it, and would they know how?</li>
<li><strong>Frequency and timing:</strong> every time or rarely? Is a campaign or a release date coming?</li>
</ul>
<pre><code>Comment on SHOP-731:
Raising for priority review. Since 2.4.0-rc3, every Visa payment on mobile is
declined (12 of 12 attempts, 3 test cards). Mobile was 61% of orders last week.
No workaround except switching device. Logs attached.</code></pre>
<h2>Do not cry wolf</h2>
<p>Marking every bug as critical feels safe, but it teaches the team to ignore your severities. Testers whose ratings are consistently accurate are the ones whose "this one is really critical" gets a developer out of a meeting.</p>`,
  slides: [
    {
      heading: 'Two questions',
      points: ['Severity: how much damage?', 'Priority: how soon to fix?', 'Usually set by different people'],
      narration: [
        'Severity asks how much damage a bug does, and the tester proposes it.',
        'Priority asks how soon it should be fixed compared with everything else, and the product owner decides.',
      ],
    },
    {
      heading: 'A severity scale',
      points: ['Blocker and Critical', 'Major: a workaround exists', 'Minor and Trivial'],
      narration: [
        'Most scales run from blocker and critical through major to minor and trivial.',
        "Jira has a priority field out of the box, while severity is often a custom field, so learn your team's definitions.",
      ],
    },
    {
      heading: 'When they disagree',
      points: [
        'Yearly export crash: severe, can wait',
        'Brand typo on launch day: urgent',
        'Priority sees the business picture',
      ],
      narration: [
        'A crash in a yearly admin export is severe but can wait, because it is rare and has a workaround.',
        'A misspelt brand name on launch day breaks nothing, but it must be fixed right now.',
      ],
    },
    {
      heading: 'Argue with facts',
      points: ['Reach: users, orders, sessions', 'Money, law and trust', 'Workaround and timing'],
      narration: [
        'Opinions rarely change a priority, but facts about reach, money, workarounds and timing often do.',
        "Say every Visa payment on mobile fails, and that mobile was most of last week's orders.",
      ],
    },
    {
      heading: 'Do not cry wolf',
      points: ['Inflated severities get ignored', 'Accuracy builds trust'],
      narration: [
        'If every bug is critical, the team learns to ignore your ratings.',
        'Accurate severities are what make people listen when something really is critical.',
      ],
    },
  ],
};
