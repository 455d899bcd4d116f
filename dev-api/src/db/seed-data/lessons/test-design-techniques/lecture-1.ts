import type { SeedLesson } from '../types.ts';

/** 1. Why test design matters */
export const lesson: SeedLesson = {
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
};
