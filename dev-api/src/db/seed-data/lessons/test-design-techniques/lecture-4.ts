import type { SeedLesson } from '../types.ts';

/** 4. Decision tables */
export const lesson: SeedLesson = {
  title: 'Decision tables',
  body: `<h2>When rules combine</h2>
<p>Some requirements are not about one input but about how several conditions combine. They are written as long paragraphs full of "unless" and "except", and that is exactly where developers and testers miss a case. A decision table lists every combination of conditions and the action the system must take for each, so no combination is forgotten.</p>
<h2>The requirement</h2>
<p>A hotel booking app has this cancellation policy:</p>
<blockquote>Flexible rate: free cancellation more than 24 hours before check-in. Within 24 hours, loyalty members still get a full refund; other guests get 50%. Non-refundable rate: no refund, except that loyalty members cancelling more than 24 hours ahead get 50% back.</blockquote>
<h2>Step 1: list conditions and actions</h2>
<ul>
<li>Conditions: C1 flexible rate? C2 cancelled more than 24 hours before check-in? C3 loyalty member?</li>
<li>Actions: full refund, 50% refund, no refund.</li>
</ul>
<h2>Step 2: write every combination</h2>
<p>Three yes/no conditions give 2 &times; 2 &times; 2 = 8 rules. Fill in the action for each one straight from the text.</p>
<table>
<thead><tr><th></th><th>R1</th><th>R2</th><th>R3</th><th>R4</th><th>R5</th><th>R6</th><th>R7</th><th>R8</th></tr></thead>
<tbody>
<tr><td>C1 Flexible rate</td><td>Y</td><td>Y</td><td>Y</td><td>Y</td><td>N</td><td>N</td><td>N</td><td>N</td></tr>
<tr><td>C2 More than 24 h ahead</td><td>Y</td><td>Y</td><td>N</td><td>N</td><td>Y</td><td>Y</td><td>N</td><td>N</td></tr>
<tr><td>C3 Loyalty member</td><td>Y</td><td>N</td><td>Y</td><td>N</td><td>Y</td><td>N</td><td>Y</td><td>N</td></tr>
<tr><td>Refund</td><td>Full</td><td>Full</td><td>Full</td><td>50%</td><td>50%</td><td>None</td><td>None</td><td>None</td></tr>
</tbody>
</table>
<p>Writing all eight is where the value is. R3 and R5 are the rules most implementations get wrong: the text mentions them in side clauses, and a developer reading quickly builds "flexible means free, non-refundable means nothing".</p>
<h2>Step 3: collapse where a condition does not matter</h2>
<p>R1 and R2 give the same action whatever C3 is, so they merge into one rule with a dash (any value). The same is true for R7 and R8.</p>
<table>
<thead><tr><th></th><th>R1+2</th><th>R3</th><th>R4</th><th>R5</th><th>R6</th><th>R7+8</th></tr></thead>
<tbody>
<tr><td>C1 Flexible rate</td><td>Y</td><td>Y</td><td>Y</td><td>N</td><td>N</td><td>N</td></tr>
<tr><td>C2 More than 24 h ahead</td><td>Y</td><td>N</td><td>N</td><td>Y</td><td>Y</td><td>N</td></tr>
<tr><td>C3 Loyalty member</td><td>&ndash;</td><td>Y</td><td>N</td><td>Y</td><td>N</td><td>&ndash;</td></tr>
<tr><td>Refund</td><td>Full</td><td>Full</td><td>50%</td><td>50%</td><td>None</td><td>None</td></tr>
</tbody>
</table>
<p>Only collapse when the merged rules have identical actions, and never so far that two columns overlap.</p>
<h2>Step 4: one test per column</h2>
<p>Each column becomes a test case. Six tests cover the whole policy:</p>
<pre><code>T1 Flexible, cancel 3 days ahead, guest account      -&gt; full refund
T2 Flexible, cancel 5 hours ahead, member            -&gt; full refund
T3 Flexible, cancel 5 hours ahead, guest account     -&gt; 50% refund
T4 Non-refundable, cancel 3 days ahead, member       -&gt; 50% refund
T5 Non-refundable, cancel 3 days ahead, guest        -&gt; no refund
T6 Non-refundable, cancel 5 hours ahead, member      -&gt; no refund</code></pre>
<p>C2 is itself a boundary, so combine the table with boundary values: for at least one flexible and one non-refundable rule, cancel at exactly 24 hours and a minute either side.</p>
<h2>Beyond the tests</h2>
<p>Bring the full table to refinement. If the product owner hesitates over any column, you have found an ambiguity before it became code. Watch for impossible combinations too, and mark them rather than deleting them silently. With many conditions the table grows fast (five conditions give 32 rules), so group related conditions or split the table by one of them.</p>`,
  slides: [
    {
      heading: 'When rules combine',
      points: ['Several conditions, one outcome', 'Every combination gets a column', 'No "unless" is forgotten'],
      narration: [
        'Decision tables help when an outcome depends on several conditions at once.',
        'Listing every combination makes sure no clause hidden in an unless or except is forgotten.',
      ],
    },
    {
      heading: 'A cancellation policy',
      points: ['C1: flexible rate?', 'C2: more than 24 hours ahead?', 'C3: loyalty member?'],
      narration: [
        'A hotel refund depends on the rate, on how early the guest cancels, and on loyalty membership.',
        'Those are three yes or no conditions, and the actions are full, half or no refund.',
      ],
    },
    {
      heading: 'All eight rules',
      points: ['2 x 2 x 2 = 8 combinations', 'Fill each action from the text', 'Side clauses hide the bugs'],
      narration: [
        'Three yes or no conditions give eight rules, and you fill each one from the policy text.',
        'The member exceptions, mentioned only in side clauses, are the rules implementations most often get wrong.',
      ],
    },
    {
      heading: 'Collapse, then test',
      points: ['Merge rules with identical actions', 'A dash means any value', 'One test case per column'],
      narration: [
        'Merge rules whose action does not depend on a condition, and mark that condition with a dash.',
        'Eight rules become six columns, and each column becomes one test case.',
      ],
    },
    {
      heading: 'Beyond the tests',
      points: ['Combine with boundary values', 'Bring the table to refinement', '5 conditions = 32 rules'],
      narration: [
        'The 24-hour condition is itself a boundary, so test it at exactly 24 hours and either side.',
        'Bring the table to refinement: any column the product owner hesitates over is an ambiguity found early.',
      ],
    },
  ],
};
