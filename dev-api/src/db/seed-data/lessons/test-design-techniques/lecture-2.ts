import type { SeedLesson } from '../types.ts';

/** 2. Equivalence partitioning */
export const lesson: SeedLesson = {
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
};
