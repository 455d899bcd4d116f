import type { SeedLesson } from '../types.ts';

/** 2. The software development life cycle */
export const lesson: SeedLesson = {
  title: 'The software development life cycle',
  body: `<h2>From idea to release</h2>
<p>The software development life cycle (SDLC) is the path every feature takes. Names differ between companies, but the phases are always recognisable:</p>
<ol>
<li><strong>Requirements:</strong> what problem we solve and for whom, written as specifications or user stories.</li>
<li><strong>Design:</strong> screens, data model, APIs, architecture.</li>
<li><strong>Implementation:</strong> developers write code and unit tests, and review each other's work.</li>
<li><strong>Testing:</strong> the built feature is checked against the requirements and the real needs behind them.</li>
<li><strong>Release:</strong> the change is deployed to production, often behind a feature flag.</li>
<li><strong>Maintenance:</strong> monitoring, support tickets, bug fixes and small improvements.</li>
</ol>
<h2>Three common models</h2>
<h3>Waterfall</h3>
<p>Each phase finishes before the next begins. Testing happens near the end, so misunderstood requirements surface months after they were written. You still meet it in fixed-price contracts and some regulated projects.</p>
<h3>The V-model</h3>
<p>Every development phase is paired with a test level: requirements with acceptance testing, system design with system testing, detailed design with integration testing, code with unit testing. Its lasting idea is that you plan each test level when the matching document is written, not after the code exists.</p>
<h3>Agile and Scrum</h3>
<p>Most product teams you will join work in short iterations, usually two-week sprints. A story goes through the whole cycle inside one sprint, and the tester is part of the team from refinement to release rather than a separate phase at the end.</p>
<h2>Where a tester adds value in each phase</h2>
<p>Consider a booking app and the story "A guest can cancel a booking free of charge up to 24 hours before check-in." Here is what a tester does at each step:</p>
<pre><code>Refinement  -&gt; Ask: 24 hours in whose time zone, the hotel's or the guest's?
               What happens at exactly 24:00 before check-in?
Design      -&gt; Check the cancel button is hidden, or explained, after the deadline.
Development -&gt; Agree which checks are unit tests and which are yours.
Testing     -&gt; Cancel at 25 h, 24 h and 23 h before check-in; check the refund.
Release     -&gt; Smoke-test cancellation in production with a test booking.
Maintenance -&gt; Watch support tickets about refunds for the first week.</code></pre>
<p>The question about time zones costs a few minutes in refinement. Found in production, it costs wrong refunds, angry guests and an emergency fix.</p>
<h2>Shift left, and why it pays</h2>
<p>"Shift left" means moving testing activities earlier on the timeline. A defect caught in a requirement is fixed by editing a sentence. The same defect found after release needs a code change, a new build, a new round of testing, a deployment and sometimes an apology to customers. The later it is found, the more people and work it touches, which is why testers belong in refinement meetings.</p>
<p>Acceptance criteria are the simplest shift-left tool. Many teams write them in the Given/When/Then style, so they can be read by the business and turned into tests:</p>
<pre><code>Given a confirmed booking with check-in on 12 May at 14:00 hotel time
When the guest cancels on 11 May at 13:59 hotel time
Then the booking is cancelled and the full amount is refunded</code></pre>`,
  slides: [
    {
      heading: 'The life cycle of a feature',
      points: ['Requirements and design', 'Implementation and testing', 'Release and maintenance'],
      narration: [
        'Every feature travels the same path, from requirements and design to code, testing, release and maintenance.',
        'Companies name the phases differently, but you will recognise them in any team you join.',
      ],
    },
    {
      heading: 'Waterfall, V-model, Agile',
      points: [
        'Waterfall: one phase after another',
        'V-model: a test level for each phase',
        'Agile: the whole cycle in every sprint',
      ],
      narration: [
        'Waterfall finishes each phase before the next, so testing comes late and surprises come later.',
        'The V-model pairs every development phase with a test level and plans those tests early.',
        'In Agile teams a story goes through the whole cycle inside a single sprint.',
      ],
    },
    {
      heading: 'A tester in every phase',
      points: [
        'Refinement: ask about edge cases',
        'Testing: boundaries like 23, 24 and 25 hours',
        'Release: smoke test in production',
      ],
      narration: [
        'Take a booking that can be cancelled free of charge up to 24 hours before check-in.',
        'In refinement you ask about time zones; in testing you cancel just before and after the deadline.',
        'After release you smoke-test cancellation and watch the support tickets.',
      ],
    },
    {
      heading: 'Shift left',
      points: [
        'Move testing earlier on the timeline',
        'A sentence is cheaper to fix than a release',
        'Testers belong in refinement',
      ],
      narration: [
        'Shift left means testing earlier, starting with the requirements themselves.',
        'A defect in a story is fixed by editing a sentence; in production it needs code, builds and apologies.',
      ],
    },
    {
      heading: 'Given, When, Then',
      points: ['Acceptance criteria as examples', 'Readable by the business', 'Ready to become test cases'],
      narration: [
        'Acceptance criteria written as Given, When, Then describe behaviour with a concrete example.',
        'The business can read them, developers can build from them, and testers can turn them into tests.',
      ],
    },
  ],
};
