import type { CourseLessons } from './types.ts';

export const lessons: CourseLessons = {
  course: 'test-design-techniques',
  lectures: [
    {
      title: 'Why test design matters',
      body: `<h2>Four tests that test the same thing</h2>
<p>A sign-up form has a rule: "Age must be between 18 and 120." A new tester types 25, 30, 45 and 60, sees the form accept each one and marks the story as tested. Four tests, and every one of them exercises the same line of code. Nobody tried 17, 18, 120, 121, an empty field or the letters "abc", which is where the bugs live.</p>
<p>Test design is the skill of choosing a small set of tests where each one has a reason to exist. It turns "I clicked around" into "I covered these conditions, with these values, for this reason", which you can explain, review and repeat.</p>
<h2>The vocabulary</h2>
<ul>
<li><strong>Test basis:</strong> what you derive tests from: a user story, a specification, a design, or the current behaviour of the product.</li>
<li><strong>Test condition:</strong> something that can be tested: "age below the minimum is rejected".</li>
<li><strong>Test case:</strong> a concrete example of a condition, with preconditions, input data and an expected result.</li>
<li><strong>Coverage:</strong> how much of something your tests exercise, such as the share of partitions or transitions they include.</li>
</ul>
<pre><code>ID:            SIGNUP-AGE-02
Condition:     Age below the minimum is rejected
Precondition:  Sign-up form is open, all other fields valid
Input:         Age = 17
Expected:      Form is not submitted; under the field:
               "You must be 18 or older to create an account"</code></pre>
<h2>Three families of techniques</h2>
<h3>Black-box (specification-based)</h3>
<p>You design tests from what the system should do, without looking at the code. This course covers the black-box techniques you will use weekly: equivalence partitioning, boundary value analysis, decision tables, state transition testing and pairwise testing.</p>
<h3>White-box (structure-based)</h3>
<p>You design tests from the code itself, for example making sure every branch of an <code>if</code> runs at least once. Developers do most of this in unit tests, and coverage tools measure it.</p>
<h3>Experience-based</h3>
<p>Error guessing, checklists and exploratory testing rely on what you know about where software usually breaks. They complement the formal techniques rather than replace them.</p>
<h2>Choosing a technique</h2>
<table>
<thead><tr><th>The requirement has...</th><th>Start with</th><th>Example</th></tr></thead>
<tbody>
<tr><td>Ranges of input values</td><td>Equivalence partitioning and boundary values</td><td>Age 18 to 120, password 8 to 64 characters</td></tr>
<tr><td>Rules that combine several conditions</td><td>Decision table</td><td>Refund depends on rate, timing and membership</td></tr>
<tr><td>Statuses and events</td><td>State transition testing</td><td>Booking: pending, confirmed, cancelled</td></tr>
<tr><td>Many independent settings</td><td>Pairwise testing</td><td>Browser, language and payment method</td></tr>
</tbody>
</table>
<h2>What good design gives the team</h2>
<p>Fewer tests that find more bugs, because you stop repeating yourself. Coverage you can state: "all five weight bands and all eight boundaries". Tests that a colleague can review before you run them, and that remain meaningful when they become an automated regression suite. And when a requirement changes, you know exactly which tests change with it.</p>`,
      slides: [
        {
          heading: 'Four tests, one code path',
          points: [
            '25, 30, 45 and 60 all behave the same',
            '17, 18, 120 and 121 were never tried',
            'Each test needs a reason',
          ],
          narration: [
            'Typing four comfortable ages into a sign-up form runs the same line of code four times.',
            'The bugs hide at 17, 18, 120 and 121, which nobody tried.',
            'Test design means every test you run has a reason to exist.',
          ],
        },
        {
          heading: 'The vocabulary',
          points: [
            'Test basis: where tests come from',
            'Test condition: what can be tested',
            'Test case: inputs and expected result',
            'Coverage: how much you exercised',
          ],
          narration: [
            'The test basis is the story or specification you derive tests from.',
            'A test condition is something testable, and a test case turns it into concrete inputs and an expected result.',
          ],
        },
        {
          heading: 'Three families',
          points: [
            'Black-box: from the specification',
            'White-box: from the code structure',
            'Experience-based: from where bugs hide',
          ],
          narration: [
            'Black-box techniques design tests from what the system should do, without reading the code.',
            'White-box techniques use the code itself, and experience-based techniques use what you know about typical failures.',
          ],
        },
        {
          heading: 'Pick the technique',
          points: [
            'Ranges: partitions and boundaries',
            'Combined rules: decision tables',
            'Statuses: state transitions',
            'Many settings: pairwise',
          ],
          narration: [
            'Match the technique to the shape of the requirement.',
            'Ranges call for partitions and boundaries, combined rules for decision tables, and statuses for state transitions.',
            'When there are many independent settings, pairwise testing keeps the number of tests small.',
          ],
        },
        {
          heading: 'What the team gets',
          points: ['Fewer tests that find more', 'Coverage you can state', 'Tests others can review'],
          narration: [
            'Good test design gives you fewer tests that find more bugs, and coverage you can describe in one sentence.',
            'Colleagues can review your tests, and you know which ones change when the requirement does.',
          ],
        },
      ],
    },
    {
      title: 'Equivalence partitioning',
      body: `<h2>The idea</h2>
<p>Equivalence partitioning divides the possible inputs into groups, called partitions or classes, that the system should treat the same way. If one value from a partition works, we assume the others do too; if it fails, they probably fail the same way. So you test one representative per partition instead of hundreds of values.</p>
<h2>A worked example: shipping by weight</h2>
<p>A parcel service's checkout has this rule:</p>
<blockquote>Enter the parcel weight in kilograms, with up to one decimal place. Parcels from 0.1 to 2.0 kg cost 4.90, from 2.1 to 10.0 kg cost 8.90, from 10.1 to 30.0 kg cost 19.90. Heavier parcels are refused with the message "Parcels over 30 kg go by freight".</blockquote>
<p>Start by listing the partitions, valid and invalid:</p>
<table>
<thead><tr><th>Partition</th><th>Valid?</th><th>Representative</th><th>Expected result</th></tr></thead>
<tbody>
<tr><td>0.1 to 2.0 kg</td><td>Valid</td><td>1.2</td><td>Price 4.90</td></tr>
<tr><td>2.1 to 10.0 kg</td><td>Valid</td><td>5.5</td><td>Price 8.90</td></tr>
<tr><td>10.1 to 30.0 kg</td><td>Valid</td><td>18.0</td><td>Price 19.90</td></tr>
<tr><td>Over 30.0 kg</td><td>Invalid</td><td>45.0</td><td>"Parcels over 30 kg go by freight"</td></tr>
<tr><td>Zero or negative</td><td>Invalid</td><td>-3</td><td>Weight error</td></tr>
<tr><td>Not a number</td><td>Invalid</td><td>abc</td><td>Weight error</td></tr>
<tr><td>Empty</td><td>Invalid</td><td>(blank)</td><td>"Weight is required"</td></tr>
<tr><td>More than one decimal</td><td>Invalid</td><td>1.25</td><td>Rounded or rejected? Ask!</td></tr>
</tbody>
</table>
<p>Eight tests instead of an endless list, and the last row has already found a gap in the requirement: nobody said what happens to 1.25 kg. Partitioning is as much a review technique as a test technique.</p>
<h2>Rules that keep it honest</h2>
<h3>Every value belongs to exactly one partition</h3>
<p>If you cannot say which partition 2.05 belongs to, the partitions overlap or have holes, and so might the code.</p>
<h3>Test invalid partitions one at a time</h3>
<p>Valid partitions of different fields can share a test. Invalid ones should not. Suppose the same form also has a destination field, and you enter weight -3 and destination "Atlantis" together. The form shows one error, about the weight. You cannot tell whether the destination check works at all, because the first error masked the second.</p>
<pre><code>Test 1: weight 1.2, destination Germany  -&gt; valid + valid, fine together
Test 2: weight -3,  destination Germany  -&gt; one invalid value
Test 3: weight 1.2, destination Atlantis -&gt; one invalid value
Bad:    weight -3,  destination Atlantis -&gt; which check fired?</code></pre>
<h3>Partition the outputs too</h3>
<p>Think about what the system produces, not only what it accepts. The outputs here are three prices and two kinds of error. A combination of a valid weight with an express option might produce a fourth price; each distinct output deserves at least one test.</p>
<h2>Coverage you can report</h2>
<p>Equivalence partition coverage is the number of partitions tested divided by the number identified. With several fields, the minimum number of tests that touches every partition at least once equals the number of partitions of the field that has the most, as long as each invalid value gets a test of its own. Partitions also tell you where to look next: the edges between them, which is the subject of the next lecture.</p>`,
      slides: [
        {
          heading: 'One value speaks for many',
          points: [
            'Group inputs the system treats alike',
            'Test one representative per group',
            'Valid and invalid partitions',
          ],
          narration: [
            'Equivalence partitioning groups inputs that the system should treat the same way.',
            'You test one representative from each group instead of hundreds of similar values.',
          ],
        },
        {
          heading: 'Shipping by weight',
          points: [
            'Three price bands: valid partitions',
            'Over 30 kg, negative, text, empty: invalid',
            'What about 1.25 kg? A gap in the spec',
          ],
          narration: [
            'A parcel checkout has three price bands for weights up to 30 kilograms.',
            'Add the invalid partitions, such as over 30, negative, text and empty, and you have eight tests.',
            'The partition for two decimals reveals a question the requirement never answered.',
          ],
        },
        {
          heading: 'No overlaps, no holes',
          points: ['Every value fits exactly one partition', 'Unclear values mean unclear code'],
          narration: [
            'Every possible value should belong to exactly one partition.',
            'If you cannot place a value like 2.05, the requirement and probably the code have a hole.',
          ],
        },
        {
          heading: 'One invalid value per test',
          points: [
            'Valid values can share a test',
            'Invalid values need their own test',
            'Otherwise one error masks another',
          ],
          narration: [
            'Valid values from different fields can be combined, but invalid values must be tested one at a time.',
            'If two invalid values share a test, the first error can hide whether the second check works.',
          ],
        },
        {
          heading: 'Outputs and coverage',
          points: [
            'Partition the outputs as well',
            'Coverage: tested partitions / all',
            'Next: the edges between partitions',
          ],
          narration: [
            'Partition the outputs too, so every distinct price or message gets at least one test.',
            'Coverage is simply the share of partitions you tested, and the edges between them come next.',
          ],
        },
      ],
    },
    {
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
    },
    {
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
    },
    {
      title: 'State transition testing',
      body: `<h2>Systems with memory</h2>
<p>Some behaviour depends not only on what you do but on what happened before. Pressing "Cancel" on a confirmed booking refunds the guest; pressing it on a completed stay should do nothing. Orders, bookings, subscriptions, support tickets and login attempts all move through <strong>states</strong> in response to <strong>events</strong>. State transition testing models those states and checks every move between them, including the moves that must be refused.</p>
<h2>The model</h2>
<p>A hotel booking in our app has six states. Here is the diagram in text form:</p>
<pre><code>[Pending payment] --payment succeeds--&gt; [Confirmed] --check in--&gt; [Checked in] --check out--&gt; [Completed]
   |     |                                  |
   |     +--guest cancels--&gt; [Cancelled] &lt;--+ guest cancels (before check-in)
   |
   +--15 minutes without payment--&gt; [Expired]</code></pre>
<p>Read it as: in state X, event E moves the booking to state Y. Some transitions have a <strong>guard</strong>, a condition that must be true, such as "before check-in", and some trigger an <strong>action</strong>, such as sending a refund.</p>
<h2>The state table shows what must not happen</h2>
<p>A diagram shows the valid moves. A state table shows every state against every event, so the invalid ones become visible too:</p>
<table>
<thead><tr><th>State \\ Event</th><th>Pay</th><th>Cancel</th><th>Check in</th><th>Check out</th><th>15 min pass</th></tr></thead>
<tbody>
<tr><td>Pending payment</td><td>Confirmed</td><td>Cancelled</td><td>&ndash;</td><td>&ndash;</td><td>Expired</td></tr>
<tr><td>Confirmed</td><td>&ndash;</td><td>Cancelled</td><td>Checked in</td><td>&ndash;</td><td>&ndash;</td></tr>
<tr><td>Checked in</td><td>&ndash;</td><td>&ndash;</td><td>&ndash;</td><td>Completed</td><td>&ndash;</td></tr>
<tr><td>Completed</td><td>&ndash;</td><td>&ndash;</td><td>&ndash;</td><td>&ndash;</td><td>&ndash;</td></tr>
<tr><td>Cancelled</td><td>&ndash;</td><td>&ndash;</td><td>&ndash;</td><td>&ndash;</td><td>&ndash;</td></tr>
<tr><td>Expired</td><td>&ndash;</td><td>&ndash;</td><td>&ndash;</td><td>&ndash;</td><td>&ndash;</td></tr>
</tbody>
</table>
<p>Every dash is a question: what happens if this event arrives anyway? "Nothing, with a clear message" is the usual right answer; a crash, a second charge or a silent state change is a bug.</p>
<h2>Designing the tests</h2>
<p>Aim first for <strong>all valid transitions</strong>: each arrow in the diagram is exercised at least once. There are six here, and four tests cover them:</p>
<pre><code>T1 Pending -&gt; pay -&gt; Confirmed -&gt; check in -&gt; Checked in -&gt; check out -&gt; Completed
T2 Pending -&gt; wait 15 min -&gt; Expired
T3 Pending -&gt; cancel -&gt; Cancelled
T4 Confirmed -&gt; cancel -&gt; Cancelled (refund follows the policy)</code></pre>
<p>Then pick the <strong>invalid transitions</strong> with the highest risk from the table:</p>
<ul>
<li>Open the payment link of an expired booking and pay. The money must not be taken, or the booking must be revived consistently.</li>
<li>Check in a cancelled booking at the front desk screen.</li>
<li>Cancel a completed stay and watch for an unexpected refund.</li>
<li>Pay twice for the same booking from two browser tabs.</li>
</ul>
<h2>Where state bugs hide</h2>
<p>The hardest bugs come from timing and from more than one actor. The payment provider confirms a payment one second after the booking expired. A guest cancels on their phone while reception checks them in. A page was opened before a state change and submitted after it. When you explore a stateful feature, use two tabs, two users and slow networks, and test exactly at the timeout: 14:59, 15:00 and 15:01 minutes.</p>
<p>The same technique works for a login with three attempts before a 15-minute lock-out, a subscription that renews, pauses and lapses, or a bug ticket moving through its Jira workflow.</p>`,
      slides: [
        {
          heading: 'Systems with memory',
          points: ['Behaviour depends on history', 'States change on events', 'Bookings, orders, logins'],
          narration: [
            'Some behaviour depends on what happened before, not only on what you do now.',
            'Bookings, orders, subscriptions and logins all move through states in response to events.',
          ],
        },
        {
          heading: 'A booking in six states',
          points: [
            'Pending, Confirmed, Checked in, Completed',
            'Cancelled and Expired',
            'Guards and actions on transitions',
          ],
          narration: [
            'Our hotel booking can be pending payment, confirmed, checked in, completed, cancelled or expired.',
            'Each arrow is an event, sometimes with a guard like before check-in, and sometimes with an action like a refund.',
          ],
        },
        {
          heading: 'The state table',
          points: ['Every state against every event', 'Each dash is a question', 'Invalid must be refused cleanly'],
          narration: [
            'A state table lists every state against every event, so the invalid moves become visible.',
            'Each empty cell asks what happens if that event arrives anyway, and a crash or second charge is a bug.',
          ],
        },
        {
          heading: 'Designing the tests',
          points: ['Cover every valid transition', 'Six transitions, four tests', 'Add the riskiest invalid ones'],
          narration: [
            'First cover every valid transition at least once; here four tests cover all six arrows.',
            'Then add the riskiest invalid transitions, such as paying for an expired booking.',
          ],
        },
        {
          heading: 'Where state bugs hide',
          points: ['Late events after a timeout', 'Two tabs, two users', 'At 14:59, 15:00 and 15:01'],
          narration: [
            'The hardest state bugs come from timing and from several people acting at once.',
            'Use two tabs, two users and slow networks, and test exactly at the timeout.',
          ],
        },
      ],
    },
    {
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
          points: [
            'Pick values with partitions first',
            'Add your most common setup by hand',
            'It can miss three-way bugs',
          ],
          narration: [
            'Choose values with equivalence partitioning, and add your most common real configuration by hand.',
            'Remember that pairwise is sampling: a bug needing three specific values at once can slip through.',
          ],
        },
      ],
    },
  ],
  quizzes: [
    {
      title: 'Quiz: Foundations',
      section: 0,
      questions: [
        {
          prompt:
            'A sign-up rule says "Age must be between 18 and 120". A tester tries 25, 30, 45 and 60. What is the main weakness of these tests?',
          kind: 'single',
          options: [
            'There are too few of them',
            'They all fall in the same partition, so they exercise the same behaviour',
            'They should have been automated',
            'Ages should be tested with decimals only',
          ],
          correct: [1],
          explanation:
            'All four values are valid and mid-range, so they test the same thing. Values such as 17, 18, 120, 121 and non-numbers are where defects are likely.',
        },
        {
          prompt: 'Which of these are black-box (specification-based) techniques?',
          kind: 'multiple',
          options: [
            'Equivalence partitioning',
            'Decision tables',
            'Branch coverage',
            'State transition testing',
            'Error guessing',
          ],
          correct: [0, 1, 3],
          explanation:
            'Branch coverage is white-box, designed from the code structure. Error guessing is experience-based, built on knowledge of typical failures.',
        },
        {
          prompt: 'What does a test case have that a test condition does not?',
          kind: 'single',
          options: [
            'A link to a user story',
            'Concrete preconditions, input data and an expected result',
            'A priority',
            'Nothing; they are the same thing',
          ],
          correct: [1],
          explanation:
            'A condition says what can be tested, such as "age below the minimum is rejected". A test case turns it into a concrete, repeatable example.',
        },
        {
          prompt: 'A subscription can be active, paused, lapsed or cancelled. Which technique fits best?',
          kind: 'single',
          options: ['Pairwise testing', 'Boundary value analysis', 'State transition testing', 'Branch coverage'],
          correct: [2],
          explanation:
            'Statuses that change in response to events are what state transition testing models, including the moves that must be refused.',
        },
      ],
    },
    {
      title: 'Quiz: Black-box techniques',
      section: 1,
      questions: [
        {
          prompt:
            'Parcel weights: up to 0 is invalid, 0.1–2.0, 2.1–10.0 and 10.1–30.0 are valid bands, over 30.0 is invalid. Counting only numeric values, how many tests does equivalence partitioning need at minimum?',
          kind: 'single',
          options: ['3', '4', '5', '8'],
          correct: [2],
          explanation:
            'There are five partitions: zero or below, three valid bands and over 30. One representative per partition gives five tests. Eight is the number of two-value boundary tests.',
        },
        {
          prompt: 'Why should invalid partitions be tested one at a time?',
          kind: 'single',
          options: [
            'Because invalid values are slow to type',
            'Because one error can mask another, so you cannot tell which check worked',
            'Because the standard forbids more than one invalid value',
            'Because valid values must always be tested first',
          ],
          correct: [1],
          explanation:
            'If a test has two invalid values and the form shows one error, you do not know whether the other check works at all.',
        },
        {
          prompt: 'A password must have 8 to 64 characters. Which lengths does two-value boundary value analysis test?',
          kind: 'multiple',
          options: ['7', '8', '9', '64', '65'],
          correct: [0, 1, 3, 4],
          explanation:
            'Two-value BVA tests each boundary and its nearest neighbour in the adjacent partition: 7 and 8, 64 and 65. Nine is added by three-value BVA.',
        },
        {
          prompt: 'A decision table has four yes/no conditions. How many rules does it have before collapsing?',
          kind: 'single',
          options: ['4', '8', '16', '32'],
          correct: [2],
          explanation: 'Each yes/no condition doubles the number of combinations: 2 × 2 × 2 × 2 = 16.',
        },
        {
          prompt:
            'Using the hotel policy from the lecture: a loyalty member on the non-refundable rate cancels 30 hours before check-in. What refund is due?',
          kind: 'single',
          options: ['Full refund', '50% refund', 'No refund', 'It depends on the payment method'],
          correct: [1],
          explanation:
            'Non-refundable means no refund, except that members cancelling more than 24 hours ahead get 50%. That is rule R5, the one implementations most often miss.',
        },
        {
          prompt:
            'For the booking model (pending, confirmed, checked in, completed, cancelled, expired), which of these are invalid transitions worth testing?',
          kind: 'multiple',
          options: [
            'Paying for an expired booking through its old payment link',
            'Checking in a cancelled booking',
            'Checking out a guest who is checked in',
            'Cancelling a completed stay',
          ],
          correct: [0, 1, 3],
          explanation:
            'Checking out from "checked in" is a valid transition. The other three must be refused cleanly, without charges, refunds or silent state changes.',
        },
      ],
    },
    {
      title: 'Quiz: Combinations',
      section: 2,
      questions: [
        {
          prompt: 'What does a pairwise test set guarantee?',
          kind: 'single',
          options: [
            'Every possible combination of all parameters is tested',
            'Every pair of values of any two parameters appears in at least one test',
            'Every parameter is tested with two values',
            'No bug caused by a combination of values can be missed',
          ],
          correct: [1],
          explanation:
            'Pairwise covers all two-way combinations, not all full combinations, so a bug needing three specific values at once can still be missed.',
        },
        {
          prompt:
            'Three parameters have two values each (8 full combinations). What is the smallest number of tests that covers every pair?',
          kind: 'single',
          options: ['2', '4', '6', '8'],
          correct: [1],
          explanation:
            'Four rows are enough, as the browser, OS and payment table in the lecture shows. Fewer is impossible, because the two values of one parameter must each meet both values of another.',
        },
        {
          prompt:
            'A checkout must run in 3 browsers, on 3 operating systems, in 4 languages, with 3 payment methods. How many full combinations are there?',
          kind: 'single',
          options: ['13', '36', '108', '144'],
          correct: [2],
          explanation:
            'Full combinations multiply: 3 × 3 × 4 × 3 = 108. Adding the values (13) is not how combinations grow.',
        },
        {
          prompt: 'Which practices make a pairwise test set more useful?',
          kind: 'multiple',
          options: [
            'Choosing parameter values with equivalence partitioning first',
            'Writing constraints for combinations that cannot exist',
            'Adding your most common real configuration by hand',
            'Skipping the review of generated rows, since the tool is always right',
          ],
          correct: [0, 1, 2],
          explanation:
            'Good values, constraints and hand-picked important rows all improve the set. A generator cannot know business rules, so the rows still need a review.',
        },
        {
          prompt: 'In which situation is pairwise testing most likely to miss a bug?',
          kind: 'single',
          options: [
            'The bug appears with one specific browser',
            'The bug appears when two specific values meet',
            'The bug appears only when three specific values meet',
            'The bug appears in every configuration',
          ],
          correct: [2],
          explanation:
            'Single values and pairs are always covered. A three-way interaction may not appear in any row unless you ask the tool for three-way coverage.',
        },
      ],
    },
  ],
};
