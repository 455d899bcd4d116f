import type { SeedLesson } from '../types.ts';

/** 3. Verification and validation */
export const lesson: SeedLesson = {
  title: 'Verification and validation',
  body: `<h2>Two different questions</h2>
<p>Two words appear in every testing syllabus and in many interviews. The classic way to remember them:</p>
<ul>
<li><strong>Verification:</strong> "Are we building the product right?" Does the software match its specification, design and acceptance criteria?</li>
<li><strong>Validation:</strong> "Are we building the right product?" Does it actually meet the needs of the people who will use it, in the way they will use it?</li>
</ul>
<p>A product can pass verification and fail validation. The specification can be followed perfectly and still describe something users do not want or cannot use.</p>
<h2>An example from a checkout</h2>
<p>An online shop adds promo codes. The specification says: "The discount is applied to the item subtotal, before delivery costs. The code field is on the payment step." The team builds exactly that.</p>
<table>
<thead><tr><th>Check</th><th>Kind</th><th>Result</th></tr></thead>
<tbody>
<tr><td>Code SAVE10 on a 60.00 basket with 5.00 delivery gives 59.00</td><td>Verification</td><td>Pass: 54.00 + 5.00</td></tr>
<tr><td>An expired code shows "This code has expired"</td><td>Verification</td><td>Pass</td></tr>
<tr><td>Five shoppers in a usability session apply a code they received by email</td><td>Validation</td><td>Three of five look for the field in the basket, give up and leave</td></tr>
</tbody>
</table>
<p>Every verification check passes, yet the feature fails its purpose: people expect the code field in the basket, where they still see the price. Only validation, watching real use, reveals that.</p>
<h2>Static and dynamic testing</h2>
<p>Verification does not always need running software. <strong>Static testing</strong> examines work products without executing them: reviewing a requirement, walking through a design, reading code, or running a static analysis tool that flags unused variables and insecure calls. <strong>Dynamic testing</strong> executes the software and observes its behaviour.</p>
<p>Static testing is the cheapest form of shift left. A requirement review that takes thirty minutes can remove defects before anyone writes code. Here is a short checklist I use when reviewing a story:</p>
<pre><code>Requirement review checklist
[ ] Every rule has a concrete example (numbers, dates, currencies)
[ ] Limits are stated: minimum, maximum, what happens just outside them
[ ] Error cases are described, not only the happy path
[ ] Words like "fast", "easy", "usually" are replaced by something measurable
[ ] Roles are clear: who can do this, who cannot
[ ] It does not contradict another story or the current behaviour</code></pre>
<h2>How validation happens in practice</h2>
<p>Validation is usually shared with product managers and designers, but testers contribute a lot to it:</p>
<ul>
<li>Testing with realistic data and realistic journeys, not just the inputs in the acceptance criteria.</li>
<li>Taking part in user acceptance testing, where business users try the feature before release.</li>
<li>Watching usability sessions, beta feedback, analytics and support tickets after release.</li>
<li>Asking "would a real customer do this?" and "what would confuse them?" while exploring.</li>
</ul>
<p>When you find a validation problem, report it differently from a defect. The software works as specified, so the issue is with the specification. Describe what you observed, who it affects and why it matters, and let the product owner decide whether to change the requirement.</p>`,
  slides: [
    {
      heading: 'Two questions',
      points: ['Verification: built the product right?', 'Validation: built the right product?'],
      narration: [
        'Verification asks whether we built the product right, according to its specification.',
        'Validation asks whether we built the right product, one that meets the needs of real users.',
      ],
    },
    {
      heading: 'Promo codes at checkout',
      points: [
        'Discount maths matches the spec: verified',
        'Expired code message is correct: verified',
        'Shoppers cannot find the field: not valid',
      ],
      narration: [
        'A checkout applied promo codes exactly as the specification said, and every verification check passed.',
        'Yet in a usability session, most shoppers looked for the code field in the basket and gave up.',
        'The product was built right, but it was not the right product.',
      ],
    },
    {
      heading: 'Static and dynamic testing',
      points: [
        'Static: reviews and analysis, no execution',
        'Dynamic: run the software, observe it',
        'Static is the cheapest shift left',
      ],
      narration: [
        'Static testing examines requirements, designs and code without running anything.',
        'Dynamic testing runs the software and observes how it behaves.',
        'A thirty-minute requirement review can remove defects before a single line of code exists.',
      ],
    },
    {
      heading: 'Reviewing a story',
      points: ['Concrete examples for every rule', 'Limits and error cases stated', 'No vague words like "fast"'],
      narration: [
        'When you review a story, look for concrete examples, stated limits and described error cases.',
        'Replace vague words like fast or easy with something a test can actually measure.',
      ],
    },
    {
      heading: 'Reporting a validation issue',
      points: ['Realistic data and journeys', 'User acceptance testing', 'Let the product owner decide'],
      narration: [
        'Testers help validation by using realistic data and journeys and by joining acceptance testing.',
        'A validation issue is a problem with the requirement, so describe the impact and let the product owner decide.',
      ],
    },
  ],
};
