import type { CourseLessons } from './types.ts';

export const lessons: CourseLessons = {
  course: 'qa-fundamentals',
  lectures: [
    {
      title: 'Welcome to quality assurance',
      body: `<h2>QA, QC and testing are not the same thing</h2>
<p>Job ads use the three words as synonyms, but they mean different things. <strong>Quality assurance</strong> is about the process: the habits that stop defects from being made in the first place, such as reviewing requirements, agreeing on a definition of done and keeping a test environment that looks like production. <strong>Quality control</strong> is about the product: checking what was actually built. <strong>Testing</strong> is the main activity of quality control: running the software, and reading the documents around it, to find out how it really behaves.</p>
<p>A working definition I give every new hire: a tester gives the team reliable information about the quality of the product, so that people can make good decisions. You do not own quality alone, and you are not a gatekeeper who "allows" a release. You make risks visible early, while they are still cheap to deal with.</p>
<h2>A day in the life of a tester</h2>
<p>On a typical product team, a junior QA engineer might spend a day like this:</p>
<ul>
<li>Stand-up: what you tested yesterday, what is blocked, which bugs need a developer today.</li>
<li>Refinement: reading new user stories and asking questions before any code is written.</li>
<li>Testing a fresh build on the staging environment, story by story.</li>
<li>Writing bug reports, and re-testing the ones a developer has marked as fixed.</li>
<li>A short regression check of the main flows before the afternoon release.</li>
</ul>
<h2>Thinking like a tester: a sign-up form</h2>
<p>Take the story "As a visitor I can create an account with my email and a password." A developer reads it and builds the happy path. A tester reads it and writes down questions:</p>
<pre><code>Story: Sign up with email and password
Questions before development starts:
- What makes a password valid? Minimum length? Required characters?
- What happens if the email is already registered?
- Is "Anna@Example.com" the same account as "anna@example.com"?
- Do we send a confirmation email? What if it never arrives?
- What happens if the visitor clicks "Sign up" twice quickly?
- Which error message appears, and where, for each invalid field?</code></pre>
<p>Each question is a potential bug that one sentence in the story can prevent, instead of a fix after release. That is quality assurance in practice: cheap questions early rather than expensive surprises late.</p>
<h2>The skills that matter most</h2>
<ul>
<li><strong>Curiosity:</strong> wanting to know what happens when you do things in a different order.</li>
<li><strong>Precision:</strong> describing exactly what you did and saw, so anyone can repeat it.</li>
<li><strong>Communication:</strong> delivering bad news about someone's work in a way that helps them.</li>
<li><strong>Product sense:</strong> knowing who the users are and what would hurt them most.</li>
</ul>
<p>Tools such as Jira, DevTools, Postman or Playwright come later, and they are easier to learn than these habits.</p>
<h2>Where this course takes you</h2>
<p>Next you will follow a feature from idea to release, separate verification from validation, meet the levels and types of testing and the seven principles behind them. You finish by running a timed test session of your own, with a charter and notes. Many testers start in manual QA and later move into automation, performance, security or leadership; every one of those roles rests on these basics.</p>`,
      slides: [
        {
          heading: 'QA, QC and testing',
          points: [
            'QA improves the process that builds software',
            'QC checks the product that was built',
            'Testing is the main activity of QC',
          ],
          narration: [
            'Quality assurance, quality control and testing sound alike, but they describe different things.',
            'Assurance is about the process, control is about the product, and testing is how we examine that product.',
          ],
        },
        {
          heading: 'What a tester is for',
          points: [
            'Reliable information for decisions',
            'Make risks visible while they are cheap',
            'Not a gatekeeper, not the sole owner of quality',
          ],
          narration: [
            'Your job is to give the team reliable information about quality, so people can make good decisions.',
            'You are not a gatekeeper who allows a release; you make the risks visible early.',
          ],
        },
        {
          heading: "A tester's day",
          points: [
            'Stand-up and story refinement',
            'Testing new builds on staging',
            'Bug reports and re-tests',
            'Regression before a release',
          ],
          narration: [
            'A typical day starts with stand-up and often includes refinement of stories that are not built yet.',
            'Most of the time goes into testing new builds, reporting bugs and re-testing fixes.',
            'Before a release you run a short regression check of the flows users depend on.',
          ],
        },
        {
          heading: 'Questions on a sign-up form',
          points: [
            'Duplicate and mixed-case emails',
            'Password rules and error messages',
            'Double clicks, lost emails',
          ],
          narration: [
            'Give a developer a sign-up story and they build the happy path.',
            'Give it to a tester and you get questions about duplicates, password rules, double clicks and missing emails.',
            'Each question answered in the story is a bug that never has to be fixed.',
          ],
        },
        {
          heading: 'Skills before tools',
          points: ['Curiosity and precision', 'Clear, kind communication', 'Product sense: who gets hurt?'],
          narration: [
            'Curiosity, precision, communication and product sense matter more than any tool on a job ad.',
            'Jira, DevTools and automation frameworks are easier to learn once those habits are in place.',
          ],
        },
      ],
    },
    {
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
    },
    {
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
    },
    {
      title: 'Levels and types of testing',
      body: `<h2>Levels: how much of the system is under test</h2>
<p>Test levels group testing by the size of the thing being tested. Each level has its own goals, its own typical bugs and, usually, its own owner.</p>
<ul>
<li><strong>Unit (component) testing:</strong> one function or class in isolation, written by developers, running in milliseconds.</li>
<li><strong>Integration testing:</strong> the connections between parts: a service and its database, the front end and the API, our shop and a payment provider.</li>
<li><strong>System testing:</strong> the whole application, end to end, in an environment close to production. This is where most manual testers spend their time.</li>
<li><strong>Acceptance testing:</strong> confirming the system is ready for its users: user acceptance testing by the business, alpha and beta tests, and operational checks such as backups and monitoring.</li>
</ul>
<h2>One checkout, four levels</h2>
<table>
<thead><tr><th>Level</th><th>Example check</th><th>Typical bug found</th></tr></thead>
<tbody>
<tr><td>Unit</td><td><code>totalWithVat(100, 0.2)</code> returns 120</td><td>Rounding error on 0.005</td></tr>
<tr><td>Integration</td><td>Cart service sends the right amount to the payment sandbox</td><td>Amount sent in euros, expected in cents</td></tr>
<tr><td>System</td><td>Add to basket, pay by card, receive confirmation email</td><td>Email shows the price before discount</td></tr>
<tr><td>Acceptance</td><td>Finance checks that orders reach the accounting export</td><td>Export misses orders paid after midnight</td></tr>
</tbody>
</table>
<p>Notice that each bug would slip through the other levels. That is why teams test at several levels instead of relying on one.</p>
<h2>Types: what you are checking for</h2>
<p>Test types cut across the levels. You can do performance testing of a single function or of the whole system.</p>
<h3>Functional testing</h3>
<p>What the system does: business rules, calculations, validation messages, workflows. "A code cannot be used twice by the same customer."</p>
<h3>Non-functional testing</h3>
<p>How well the system does it: performance (the checkout responds in under two seconds with 500 users), security (one customer cannot open another's order), usability, accessibility (the form works with a keyboard and a screen reader), compatibility across browsers and devices, and reliability.</p>
<h3>White-box testing</h3>
<p>Tests designed from the internal structure, such as making sure every branch of a discount calculation runs at least once. Mostly done by developers at the unit level.</p>
<h3>Change-related testing</h3>
<p><strong>Confirmation testing</strong> (re-testing) checks that a reported bug is really fixed, using the original steps. <strong>Regression testing</strong> checks that a change did not break something that used to work. A fix to the discount calculation should trigger a re-test of that bug and a regression run over the rest of the checkout.</p>
<h2>Smoke, sanity and the test pyramid</h2>
<p>A <strong>smoke test</strong> is a short, broad check that a new build is stable enough to test at all: the app starts, you can log in, the main pages load. A <strong>sanity check</strong> is a narrow, quick look at one area after a small change.</p>
<pre><code>        /  E2E  \\        few, slow, test whole journeys
       /---------\\
      / Integration\\     more, check the connections
     /--------------\\
    /      Unit      \\   many, fast, check the logic
   /------------------\\</code></pre>
<p>The test pyramid is the usual advice for automated checks: many fast unit tests at the bottom, fewer integration tests, and a small number of slow end-to-end tests at the top. Manual exploratory testing sits beside the pyramid, not inside it.</p>`,
      slides: [
        {
          heading: 'Four test levels',
          points: [
            'Unit: one function in isolation',
            'Integration: the connections between parts',
            'System: the whole application',
            'Acceptance: ready for its users?',
          ],
          narration: [
            'Test levels group testing by how much of the system is under test.',
            'Unit tests check one function, integration tests check connections, system tests check the whole application.',
            'Acceptance testing confirms the system is ready for the people who will use it.',
          ],
        },
        {
          heading: 'One checkout, four bugs',
          points: [
            'Unit: a rounding error',
            'Integration: euros sent instead of cents',
            'System: wrong price in the email',
            'Acceptance: orders missing from an export',
          ],
          narration: [
            'In a checkout, each level catches a different bug that the other levels would miss.',
            'That is why teams test at several levels instead of trusting just one.',
          ],
        },
        {
          heading: 'Functional and non-functional',
          points: [
            'Functional: what the system does',
            'Non-functional: how well it does it',
            'Performance, security, accessibility',
          ],
          narration: [
            'Functional testing checks business rules, calculations and workflows.',
            'Non-functional testing checks qualities such as speed, security, usability, accessibility and compatibility.',
          ],
        },
        {
          heading: 'Re-testing and regression',
          points: [
            'Confirmation: is the bug really fixed?',
            'Regression: did the fix break anything?',
            'Both follow every change',
          ],
          narration: [
            'Confirmation testing repeats the original steps to prove a reported bug is fixed.',
            'Regression testing checks that the change did not break something that used to work.',
          ],
        },
        {
          heading: 'Smoke tests and the pyramid',
          points: [
            'Smoke: is this build worth testing?',
            'Many unit, fewer integration tests',
            'Few slow end-to-end tests',
          ],
          narration: [
            'A smoke test is a quick, broad check that a new build is stable enough to test.',
            'The test pyramid suggests many fast unit tests, fewer integration tests and only a few end-to-end tests.',
          ],
        },
      ],
    },
    {
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
    },
    {
      title: 'Your first test session',
      body: `<h2>Exploratory testing, done with discipline</h2>
<p>Exploratory testing means designing and running tests at the same time, using what you learn from each step to choose the next one. It is not random clicking. Good exploratory testing is structured with <strong>session-based test management</strong>: a mission written down in advance, a fixed timebox, notes taken as you go and a short debrief at the end.</p>
<h2>Step 1: write a charter</h2>
<p>A charter is a one-sentence mission. A popular template is:</p>
<pre><code>Explore &lt;target&gt;
with &lt;resources&gt;
to discover &lt;information&gt;</code></pre>
<p>For a hotel booking app, a charter could be:</p>
<pre><code>Explore the date picker on the room search page
with past dates, long stays, month and year changes, and a phone in portrait mode
to discover whether guests can search for dates the hotel cannot accept</code></pre>
<p>A good charter is narrow enough to finish in one session and open enough to let you follow what you find. "Test the booking app" is too broad; "check that 12 May can be selected" is a single test case, not a charter.</p>
<h2>Step 2: set a timebox</h2>
<p>Sessions usually last 60 to 90 minutes. Close chat, tell the team you are in a session, and set a timer. If you find something outside your charter, note it as a possible new charter instead of chasing it now.</p>
<h2>Step 3: explore with heuristics</h2>
<p>Heuristics are rules of thumb that suggest what to try next. A few that find bugs in almost any app:</p>
<ul>
<li><strong>Boundaries:</strong> the first and last allowed date, a stay of one night and of the maximum length.</li>
<li><strong>Goldilocks:</strong> too small, too big, just right: zero guests, 99 guests, two guests.</li>
<li><strong>Interruptions:</strong> refresh the page, press Back, lose the network, let the session expire.</li>
<li><strong>Repetition:</strong> double-click "Book", submit the same form twice, open two tabs.</li>
<li><strong>Change the order:</strong> pick the room before the dates, edit the dates after choosing a room.</li>
</ul>
<h2>Step 4: take notes as you go</h2>
<p>Notes turn a session into evidence. Keep them short and timestamped, and separate bugs, questions and ideas:</p>
<pre><code>Charter: date picker on room search (60 min), build 3.8.1, Chrome 126, Pixel 7
10:02 Past dates are greyed out - OK
10:09 Check-out before check-in: picker swaps them silently. QUESTION: intended?
10:17 BUG: stay of 31 nights shows "0 nights" in the summary
10:26 Month change on 31 Jan jumps to 3 Mar (skips February)  -&gt; BUG
10:40 IDEA: new charter for the price calendar, prices vanish after Back
10:58 Stopped. Coverage: desktop + phone portrait, not landscape or tablet</code></pre>
<h2>Step 5: debrief</h2>
<p>Spend ten minutes with a lead or a colleague. A common structure is PROOF: <strong>P</strong>ast (what you did), <strong>R</strong>esults (bugs and questions), <strong>O</strong>bstacles (what slowed you down), <strong>O</strong>utlook (what still needs testing), <strong>F</strong>eelings (how confident you are in this area). Then turn the bugs into proper reports and the ideas into new charters.</p>
<p>Your exercise: pick any booking or sign-up form you use, write one charter, run a 45-minute session and produce notes in the format above. That is the first piece of evidence for your portfolio.</p>`,
      slides: [
        {
          heading: 'Exploratory, not random',
          points: ['Design and run tests at the same time', 'A mission, a timebox, notes', 'A debrief at the end'],
          narration: [
            'Exploratory testing means designing and running tests at once, learning from every step.',
            'Session-based test management adds structure: a written mission, a timebox, notes and a debrief.',
          ],
        },
        {
          heading: 'Write a charter',
          points: ['Explore a target', 'with resources', 'to discover information', 'Narrow enough for one session'],
          narration: [
            'A charter is a one-sentence mission: explore a target, with resources, to discover information.',
            'Make it narrow enough to finish in one session, but open enough to follow what you find.',
          ],
        },
        {
          heading: 'Heuristics to try',
          points: [
            'Boundaries and Goldilocks values',
            'Interruptions: refresh, Back, offline',
            'Repetition: double-clicks, two tabs',
            'Change the order of steps',
          ],
          narration: [
            'Heuristics are rules of thumb that suggest what to try next.',
            'Try boundaries, too small and too big values, interruptions such as refresh or Back, and double submits.',
            'Changing the order of steps finds surprising bugs in almost every app.',
          ],
        },
        {
          heading: 'Notes are evidence',
          points: ['Timestamp every entry', 'Separate bugs, questions, ideas', 'Record what you did not cover'],
          narration: [
            'Keep short, timestamped notes, and mark each entry as a bug, a question or an idea.',
            'Always record what you did not cover, so the team knows where the gaps are.',
          ],
        },
        {
          heading: 'Debrief with PROOF',
          points: ['Past and Results', 'Obstacles and Outlook', 'Feelings: how confident are you?'],
          narration: [
            'End with a short debrief: past, results, obstacles, outlook and feelings.',
            'Then turn bugs into reports and ideas into new charters for the next session.',
          ],
        },
      ],
    },
  ],
  quizzes: [
    {
      title: 'Quiz: Getting started',
      section: 0,
      questions: [
        {
          prompt: 'Which statement best describes the main purpose of a tester on a product team?',
          kind: 'single',
          options: [
            'To approve or block every release on their own',
            'To give the team reliable information about quality so people can make good decisions',
            'To prove that the software has no defects',
            'To write the requirements for developers',
          ],
          correct: [1],
          explanation:
            'Testers provide information about quality and risk; the release decision is shared. No amount of testing can prove that software has no defects.',
        },
        {
          prompt: 'What is the difference between quality assurance and quality control?',
          kind: 'single',
          options: [
            'There is none; they are two names for testing',
            'QA is done by managers, QC by developers',
            'QA improves the process that builds software; QC checks the product that was built',
            'QA happens after release, QC before it',
          ],
          correct: [2],
          explanation:
            'Quality assurance works on the process, to prevent defects; quality control examines the product, and testing is its main activity.',
        },
        {
          prompt:
            'A story says: "A guest can cancel free of charge up to 24 hours before check-in." Which questions should a tester raise in refinement?',
          kind: 'multiple',
          options: [
            "Which time zone is used: the hotel's or the guest's?",
            'What happens at exactly 24 hours before check-in?',
            'Which programming language will the refund service use?',
            'Is the refund full or partial, and how does the guest see it?',
          ],
          correct: [0, 1, 3],
          explanation:
            'Time zones, the exact boundary and the visible outcome are ambiguities that cause real bugs. The programming language is a developer decision that does not change the expected behaviour.',
        },
        {
          prompt: 'What does "shift left" mean?',
          kind: 'single',
          options: [
            'Moving testing activities earlier in the life cycle',
            'Moving testers from one team to another',
            'Testing the left-hand navigation first',
            'Postponing testing until after release',
          ],
          correct: [0],
          explanation:
            'Shift left means testing earlier, starting with requirements and design, because defects found early are cheaper to fix.',
        },
        {
          prompt: 'In the V-model, which test level is paired with the requirements phase?',
          kind: 'single',
          options: ['Unit testing', 'Integration testing', 'System testing', 'Acceptance testing'],
          correct: [3],
          explanation:
            'The V-model pairs requirements with acceptance testing, system design with system testing, detailed design with integration testing and code with unit testing.',
        },
      ],
    },
    {
      title: 'Quiz: How testing works',
      section: 1,
      questions: [
        {
          prompt:
            'A checkout applies promo codes exactly as specified, but most shoppers in a usability session cannot find the code field. What kind of problem is this?',
          kind: 'single',
          options: [
            'A verification failure: the code does not match the spec',
            "A validation failure: the product does not meet users' needs",
            'A regression: something that used to work is broken',
            'A performance problem',
          ],
          correct: [1],
          explanation:
            'The software matches its specification, so verification passes. Validation asks whether it is the right product for its users, and here it is not.',
        },
        {
          prompt: 'Which of these are static testing?',
          kind: 'multiple',
          options: [
            'Reviewing a user story before development',
            'Running a static analysis tool on the code',
            'Submitting the sign-up form with an invalid email',
            'Walking through a screen design with the designer',
          ],
          correct: [0, 1, 3],
          explanation:
            'Static testing examines work products without executing the software. Submitting a form runs the application, so it is dynamic testing.',
        },
        {
          prompt:
            'The cart service sends the order amount to the payment provider in euros, but the provider expects cents. At which level is this bug most likely found?',
          kind: 'single',
          options: ['Unit testing', 'Integration testing', 'Acceptance testing', 'Static testing'],
          correct: [1],
          explanation:
            'The bug lives in the connection between two components, which is exactly what integration testing checks. Each side may pass its own unit tests.',
        },
        {
          prompt: 'A developer fixes a discount bug. Which testing should follow?',
          kind: 'multiple',
          options: [
            'Confirmation testing with the original steps of the bug',
            'Regression testing of the rest of the checkout',
            'No testing, because the developer has fixed it',
            'Only a new usability study',
          ],
          correct: [0, 1],
          explanation:
            'Re-testing confirms the fix works, and regression testing checks the change did not break anything nearby. Trusting the fix without testing skips both.',
        },
        {
          prompt:
            'Your regression suite has run unchanged for a year and has not found a new bug in months. Which principle explains this?',
          kind: 'single',
          options: [
            'Defects cluster together',
            'Testing is context dependent',
            'Tests wear out (the pesticide paradox)',
            'Absence-of-errors is a fallacy',
          ],
          correct: [2],
          explanation:
            'Repeating the same tests finds fewer new defects over time. Vary the data and paths and add exploratory testing to find new bugs.',
        },
        {
          prompt: 'Your manager asks whether the booking app is bug-free. What is the best answer?',
          kind: 'single',
          options: [
            '"Yes, all tests passed."',
            '"We ran these checks on these devices and have no open critical bugs; here is what we did not cover."',
            '"No software is ever good enough to release."',
            '"Testing is finished, so it must be."',
          ],
          correct: [1],
          explanation:
            'Testing shows the presence of defects, not their absence. State your coverage and open risks instead of promising perfection.',
        },
      ],
    },
    {
      title: 'Quiz: Practice',
      section: 2,
      questions: [
        {
          prompt: 'Which of these is a good exploratory test charter?',
          kind: 'single',
          options: [
            'Test the booking app',
            'Check that 12 May can be selected in the date picker',
            'Explore the date picker with past dates, long stays and month changes to discover whether guests can search for dates the hotel cannot accept',
            'Click around the app for as long as possible',
          ],
          correct: [2],
          explanation:
            'A charter names a target, resources and the information to discover. "Test the booking app" is too broad, and checking one date is a single test case.',
        },
        {
          prompt: 'Which of these are heuristics worth trying in a booking form?',
          kind: 'multiple',
          options: [
            'Pressing Back or refreshing in the middle of a booking',
            'Double-clicking the "Book" button',
            'Trying zero guests and 99 guests',
            'Using only the dates from the acceptance criteria, in the documented order',
          ],
          correct: [0, 1, 2],
          explanation:
            'Interruptions, repetition and too-small or too-big values all reach places the happy path never does. Sticking to the documented dates and order is scripted checking, not exploration.',
        },
        {
          prompt:
            'During a session on the date picker you notice that prices disappear on the price calendar. What should you do?',
          kind: 'single',
          options: [
            'Stop the session and investigate the price calendar for the rest of the day',
            'Ignore it because it is outside the charter',
            'Note it with a timestamp, and propose it as a new charter',
            'Rewrite your charter to be about prices',
          ],
          correct: [2],
          explanation:
            'A session stays focused on its charter. Recording the finding keeps it from being lost, and a new charter gives it the time it deserves.',
        },
        {
          prompt: 'In a PROOF debrief, what does "Outlook" cover?',
          kind: 'single',
          options: [
            'The bugs you found',
            'What still needs testing in this area',
            'How you felt during the session',
            'What slowed you down',
          ],
          correct: [1],
          explanation:
            'Outlook is what remains to be tested. Results are the bugs and questions, Obstacles what slowed you down, and Feelings your confidence in the area.',
        },
        {
          prompt: 'Why should session notes record what you did not cover?',
          kind: 'single',
          options: [
            'To make the notes longer',
            'So the team knows where the gaps are when deciding about a release',
            'Because the charter requires a minimum number of lines',
            'To avoid writing bug reports',
          ],
          correct: [1],
          explanation:
            'Untested areas are risks. Stating them turns your notes into honest evidence that people can base decisions on.',
        },
      ],
    },
  ],
};
