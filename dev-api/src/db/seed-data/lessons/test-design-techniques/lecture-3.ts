import type { SeedLesson } from '../types.ts';

/** 3. Boundary value analysis */
export const lesson: SeedLesson = {
  title: 'Boundary value analysis',
  body: `<h2>Bugs live at the edges</h2>
<p>Developers rarely get the middle of a range wrong. They get the edges wrong: <code>&gt;</code> instead of <code>&gt;=</code>, a loop that runs once too often, a date compared without its time. Boundary value analysis (BVA) tests the values at the edges of each ordered partition, where these off-by-one mistakes show up.</p>
<h2>A password rule</h2>
<p>The rule is "A password has 8 to 64 characters." Here is a realistic implementation with a bug in it:</p>
<pre><code>function isValidLength(password) {
  return password.length &gt; 8 &amp;&amp; password.length &lt;= 64;
}</code></pre>
<p>A tester who tries a 12-character password sees it accepted and moves on. Every 8-character password, the most common length people choose when a site asks for at least 8, is rejected in production.</p>
<h2>Two-value and three-value BVA</h2>
<p>The partitions are: too short (0 to 7), valid (8 to 64), too long (65 and more). The boundaries are 8 and 64.</p>
<ul>
<li><strong>Two-value BVA</strong> tests each boundary value and its closest neighbour in the adjacent partition: 7, 8, 64, 65.</li>
<li><strong>Three-value BVA</strong> tests each boundary value and both of its neighbours: 7, 8, 9 and 63, 64, 65. It costs more tests and is used where the risk justifies it, because the extra inside values catch some mistakes that two-value tests miss, such as a condition written as an equality.</li>
</ul>
<table>
<thead><tr><th>Length</th><th>Expected</th><th>Result with the buggy code</th></tr></thead>
<tbody>
<tr><td>7</td><td>Rejected</td><td>Rejected</td></tr>
<tr><td>8</td><td>Accepted</td><td><strong>Rejected: bug found</strong></td></tr>
<tr><td>64</td><td>Accepted</td><td>Accepted</td></tr>
<tr><td>65</td><td>Rejected</td><td>Rejected</td></tr>
</tbody>
</table>
<h2>Choose the right step</h2>
<p>The neighbour of a boundary is one step away, and the step depends on the data:</p>
<ul>
<li>Whole numbers: step 1. Guests 1 to 8: test 0, 1, 8, 9.</li>
<li>Money with cents: step 0.01. Free delivery from 50.00: test 49.99 and 50.00.</li>
<li>The parcel weights from the previous lecture, with one decimal: 0.0, 0.1, 2.0, 2.1, 10.0, 10.1, 30.0, 30.1.</li>
<li>Time: step is the smallest unit the system stores. "Free cancellation up to 24 hours before check-in" means testing 24 h 1 min, exactly 24 h and 23 h 59 min before, in the hotel's time zone.</li>
</ul>
<h2>Hidden boundaries</h2>
<p>Not every boundary is written in the requirement. Experienced testers look for the ones the technology brings with it:</p>
<ul>
<li>Field lengths in the database, often 255 characters for a name or an email.</li>
<li>Number limits: 2,147,483,647 is the largest 32-bit signed integer, a common limit for ids and quantities.</li>
<li>Calendar edges: midnight, the last day of a month, 29 February, the switch to and from daylight saving time.</li>
<li>Pagination: exactly 20 results on a page of 20, then 21.</li>
<li>Empty collections: a basket with zero items, a search with no results.</li>
</ul>
<h2>Boundaries and partitions together</h2>
<p>BVA only works on ordered partitions, so it is always paired with equivalence partitioning: partitions tell you where the edges are, boundaries tell you which values to pick there. For the password rule, that gives four or six focused tests instead of dozens of random passwords, and they find the bug that actually reaches users.</p>`,
  slides: [
    {
      heading: 'Bugs live at the edges',
      points: ['> instead of >=', 'A loop that runs once too often', 'Test the edges of ordered partitions'],
      narration: [
        'Developers rarely get the middle of a range wrong; they get the edges wrong.',
        'Boundary value analysis tests exactly those edges, where off-by-one mistakes appear.',
      ],
    },
    {
      heading: 'Passwords of 8 to 64',
      points: ['Buggy code: length > 8', 'A 12-character test passes', '8 characters: wrongly rejected'],
      narration: [
        'Here the rule says 8 to 64 characters, but the code checks greater than 8.',
        'A comfortable 12-character password passes, and every 8-character password fails in production.',
      ],
    },
    {
      heading: 'Two-value and three-value',
      points: ['Two-value: 7, 8, 64, 65', 'Three-value adds 9 and 63', 'Use three-value where risk is high'],
      narration: [
        'Two-value analysis tests each boundary and its nearest neighbour outside: 7, 8, 64 and 65.',
        'Three-value analysis adds the neighbours inside, 9 and 63, for higher-risk features.',
      ],
    },
    {
      heading: 'The right step',
      points: ['Whole numbers: step 1', 'Money: step 0.01', 'Time: the smallest stored unit'],
      narration: [
        'The neighbour of a boundary is one step away, and the step depends on the data.',
        'For money it is one cent, and for a 24-hour cancellation rule it is the smallest unit of time the system stores.',
      ],
    },
    {
      heading: 'Hidden boundaries',
      points: [
        '255-character database fields',
        'Largest 32-bit integer',
        'Midnight, 29 February, time changes',
        'Exactly one full page of results',
      ],
      narration: [
        'Some boundaries come from the technology rather than the requirement.',
        'Look for field lengths, number limits, calendar edges, page sizes and empty collections.',
      ],
    },
  ],
};
