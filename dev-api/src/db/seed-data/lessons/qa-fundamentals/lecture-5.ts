import type { SeedLesson } from '../types.ts';

/** 5. The seven testing principles */
export const lesson: SeedLesson = {
  title: 'The seven testing principles',
  body: `<h2>Why these principles matter</h2>
<p>The seven principles come from decades of experience and appear in the ISTQB Foundation syllabus, so interviewers like to ask about them. More importantly, each one explains a decision you will make at work. Here they are, each with a situation where it applies.</p>
<h3>1. Testing shows the presence of defects, not their absence</h3>
<p>Testing can prove that a bug exists; it can never prove that none are left. If your manager asks "is the booking app bug-free?", the honest answer is "we ran these 140 checks on these devices and found no open critical bugs". Say what you covered, not that the software is perfect.</p>
<h3>2. Exhaustive testing is impossible</h3>
<p>A sign-up form with a name, email, password, country and date of birth has more input combinations than you could try in a lifetime. Instead of testing everything, you choose what to test based on risk and use test design techniques to pick values that represent many others.</p>
<pre><code>5 fields x 10 interesting values each = 10 x 10 x 10 x 10 x 10
                                      = 100,000 combinations
At one test per minute: about 70 days without a break</code></pre>
<h3>3. Early testing saves time and money</h3>
<p>Reviewing a requirement before development is the cheapest test you will ever run. A missing rule found in refinement costs a conversation; the same gap found in production costs a hotfix and, often, a refund.</p>
<h3>4. Defects cluster together</h3>
<p>A small number of modules usually contain most of the defects. In an online shop it is often the checkout, the discount engine and anything touching time zones. When you find one bug in an area, look for its neighbours, and spend more regression time where past bugs lived.</p>
<h3>5. Tests wear out</h3>
<p>Repeating the same tests finds fewer and fewer new bugs, because developers have already fixed what those tests catch. This is sometimes called the pesticide paradox. Keep regression suites, but change data, vary paths and add exploratory sessions so new bugs have a chance to show up.</p>
<h3>6. Testing is context dependent</h3>
<p>A payment app, a hospital system and a marketing landing page need very different testing. The payment app needs audit trails and careful handling of money; the landing page needs fast checks across browsers. Copying a test approach from another company without adapting it is a common mistake.</p>
<h3>7. Absence-of-errors is a fallacy</h3>
<p>Finding and fixing many defects does not help if the system is hard to use or does not meet the users' needs. A booking app with zero known bugs that takes eight steps to book a room will still lose customers to a competitor that takes three.</p>
<h2>Using the principles in a conversation</h2>
<p>The principles are most useful when you need to explain your work. When a developer asks why you did not test every browser, principles 2 and 6 give you the reason. When a product owner asks for a guarantee, principle 1 helps you offer facts instead. When a stable suite stops finding anything, principle 5 tells you it is time to refresh it.</p>`,
  slides: [
    {
      heading: 'Presence, not absence',
      points: ['Testing finds bugs, it cannot prove none', 'Report what you covered', 'Never promise "bug-free"'],
      narration: [
        'Testing can show that defects exist, but it can never prove that none are left.',
        'Instead of promising bug-free software, tell people exactly what you covered and what you found.',
      ],
    },
    {
      heading: 'You cannot test everything',
      points: ['5 fields x 10 values = 100,000 cases', 'Choose by risk', 'Use techniques to pick representatives'],
      narration: [
        'Five fields with ten interesting values each already give a hundred thousand combinations.',
        'So we choose what to test by risk and use test design techniques to pick representative values.',
      ],
    },
    {
      heading: 'Early, and where bugs cluster',
      points: [
        'Requirement reviews are the cheapest tests',
        'A few modules hold most defects',
        'Found one bug? Look for its neighbours',
      ],
      narration: [
        'Testing early saves time, because a missing rule found in refinement costs only a conversation.',
        'Defects cluster in a few areas such as checkout and time zones, so look closely where bugs already live.',
      ],
    },
    {
      heading: 'Tests wear out',
      points: ['The same tests find fewer new bugs', 'Vary data and paths', 'Add exploratory sessions'],
      narration: [
        'Running the same tests again and again finds fewer new bugs each time.',
        'Keep your regression suite, but vary data, change paths and add exploratory sessions.',
      ],
    },
    {
      heading: 'Context and the last fallacy',
      points: [
        'A payment app is not a landing page',
        'Adapt the approach to the risk',
        'Zero bugs does not mean useful',
      ],
      narration: [
        'Testing depends on context: a payment app needs far more rigour than a marketing page.',
        'And a system with no known bugs can still fail if it does not meet the needs of its users.',
      ],
    },
  ],
};
