/** Seed: the blog's testing-skills articles. */
import type { SeedPost } from './post-markup.ts';

export const writingBugReports: SeedPost = {
  slug: 'writing-bug-reports-developers-love',
  title: 'Writing Bug Reports Developers Love',
  category: 'testing-skills',
  author: 'Olena Kravets',
  excerpt: 'Five habits that get your bugs fixed faster, and a template you can copy.',
  body: [
    'A bug report has one job: help the right person understand the problem quickly enough that fixing it feels easier than arguing about it. After years of reading reports from testers at every level, I think five habits make most of the difference.',
    {
      ol: [
        '<strong>One bug per report.</strong> If you found two problems on one page, write two reports. A report with two bugs gets half fixed and closed, and the other half is forgotten.',
        '<strong>A title that stands on its own.</strong> Say what is broken, where, and under which condition: “Checkout total ignores the discount code when the cart holds more than 10 items” beats “Discount bug”. Developers scan lists of titles; yours should be understood without opening it.',
        '<strong>Steps anyone can follow.</strong> Start from a known state (which account, which data, which environment), number each step and include the exact values you typed. Then follow your own steps once more before you submit; surprisingly often, they change at this point.',
        '<strong>Expected and actual, with evidence.</strong> Say what should have happened and what did happen, then prove it: a screenshot with the problem marked, a short video for anything that moves, and the failing request from the DevTools Network tab with its status code and response.',
        '<strong>Impact, not adjectives.</strong> “Critical!!!” persuades nobody. “Every customer who uses a discount code pays full price” gets a bug fixed today. Keep severity (how bad it is) apart from priority (how soon to fix it), and leave the second to the team if that is how your process works.',
      ],
    },
    '## A template to copy',
    {
      code: 'Title: <what is broken> in <where> when <condition>\nEnvironment: <build or URL>, <browser and version>, <account used>\nSteps:\n  1. ...\n  2. ...\nExpected: ...\nActual: ...\nEvidence: <screenshot, video, request and response>\nImpact: <who is affected, how often, any workaround>',
    },
    '## What to leave out',
    'Leave out guesses about the cause unless you have evidence, such as an error in the console. Leave out blame as well: “the new code broke it again” makes people defensive. And do not bury the important line under paragraphs of context; detail belongs in the steps and the evidence.',
    'Write the report you would want to receive at five o’clock on a Friday. Developers remember the testers whose bugs are easy to fix, and every conversation after that goes more smoothly.',
  ],
};

export const boundaryValueAnalysis: SeedPost = {
  slug: 'boundary-value-analysis-explained',
  title: 'Boundary Value Analysis, Explained with Examples',
  category: 'testing-skills',
  author: 'Olena Kravets',
  excerpt:
    'Bugs live at the edges of what a system accepts. Here is how to find those edges and test them with a handful of values.',
  body: [
    'Developers write conditions such as <code>age &gt;= 18</code> and <code>quantity &lt;= 10</code> all day. When one of them is wrong, it is usually wrong by one: a <code>&gt;</code> where <code>&gt;=</code> was meant, or a limit changed in the form but not in the API. Boundary value analysis aims straight at those mistakes.',
    '## The idea',
    'Wherever a rule changes behaviour at a value, test the value right at that point and the one right next to it. For a rule that accepts 18 to 65, the interesting values are 17, 18, 65 and 66. Some teams also add 19 and 64, which catches a few more off-by-one errors at little extra cost.',
    '## Example: an age field',
    'A sign-up form accepts ages from 18 to 65. Equivalence partitioning gives three classes: below 18, from 18 to 65, and above 65. Boundary value analysis then picks the edges of each class:',
    { ul: ['17: refused, with a message that says why', '18: accepted', '65: accepted', '66: refused'] },
    'Add one value from the middle, say 40, to prove the ordinary case works, and you have five tests instead of forty-eight, with better odds of finding the bug.',
    '## Boundaries nobody wrote down',
    'Some of the most useful boundaries are implied rather than written in the requirements:',
    {
      ul: [
        '<strong>Length limits</strong>: a name stored in a column of 50 characters. Try 50 and 51, and check that the form and the API agree.',
        '<strong>Dates</strong>: the last day of a month, 29 February, the night the clocks change, and a booking that ends exactly when the next one starts.',
        '<strong>Money</strong>: zero, the smallest unit (one cent), and the amount where free shipping or a tax band starts.',
        '<strong>Lists and pages</strong>: an empty list, exactly one page of results, and one item more than a page.',
      ],
    },
    '## Where it goes wrong',
    'Do not test boundaries only through the interface. A form may block 66 while the API behind it happily accepts it, so send the same values to the API too. And when a limit can be configured, ask where it is read from: a limit kept in two places will sooner or later hold two different values.',
    'Boundary value analysis is rarely enough on its own, but together with equivalence classes it gives you small test sets you can defend, which is exactly what a reviewer or an interviewer will ask you to do.',
  ],
};

export const shiftLeftTesting: SeedPost = {
  slug: 'shift-left-testing',
  title: 'Shift-Left Testing in Practice',
  category: 'testing-skills',
  author: 'Olena Kravets',
  excerpt: 'Testing requirements before a line of code is written: what it looks like in an ordinary sprint.',
  body: [
    '“Shift left” means moving testing earlier in the work, towards the left of a timeline that runs from idea to release. The reason is cost. A misunderstanding caught while a story is being written takes a five-minute conversation; caught in production, it takes a hotfix, an apology and often a clean-up of data.',
    'In practice it changes what a tester does in the first days of a sprint more than in the last ones.',
    '## Review stories for testability',
    'When a story is written or refined, read it as if you had to test it tomorrow. Can you tell when it is done? Are the rules precise (“large orders”: how large?), and are the error cases described? Is there anything you could not check without access you do not have? Ask in refinement, not after the code is merged.',
    '## Agree on examples',
    'The most effective habit I know is writing acceptance criteria as concrete examples, together with the product owner and a developer. Some call it specification by example:',
    {
      ul: [
        'An order of €49.99 pays €4.95 for shipping.',
        'An order of €50.00 ships free.',
        'An order that shipped free and drops below €50.00 after a partial refund is not charged shipping afterwards.',
      ],
    },
    'Examples like these settle arguments before they start, show the boundaries, and turn directly into automated checks.',
    '## Work with developers while they build',
    'Look at the unit and API tests while the feature is being written, and suggest cases. Developers are usually glad to add a boundary test when someone points it out; they are less glad to learn about it from a bug report a week later. Testing an API before its screen exists also finds problems while they are cheap to fix.',
    '## What it does not mean',
    'Shift left does not mean testing stops at the end. Exploratory testing of the finished feature, checks on real devices and watching production are still needed; some teams call the last one “shift right”. Nor does it mean developers take over testing. It means testers spend part of their time preventing bugs, not only finding them.',
    '## Where to start',
    'Pick one story for the next refinement meeting and bring three questions and two examples. If the conversation changes the story, you have shown the value, and the next invitation will come without asking.',
  ],
};

export const exploratoryTestingCharters: SeedPost = {
  slug: 'exploratory-testing-charters',
  title: 'Exploratory Testing with Charters',
  category: 'testing-skills',
  author: 'Aisha Bello',
  excerpt: 'Structure without scripts: time-boxed sessions with a mission, notes and a debrief, which find real bugs.',
  body: [
    'Exploratory testing has a reputation problem. To some managers it sounds like clicking around, and without structure it can be exactly that. Session-based testing with charters gives it structure while keeping what makes it valuable: a person thinking, noticing and following leads.',
    '## Write a charter',
    'A charter is a one-line mission for one session. A useful pattern is: <em>explore</em> a target <em>with</em> certain resources <em>to discover</em> certain information. For example:',
    {
      ul: [
        'Explore the checkout with expired and foreign cards to discover how payment errors are shown.',
        'Explore the search with very long, empty and non-Latin queries to discover how results and errors behave.',
        'Explore the account page on a phone with a screen reader to discover what cannot be reached.',
      ],
    },
    'A good charter is narrow enough to finish in one session and wide enough to leave room for judgement.',
    '## Time-box the session',
    'Sessions of 60 to 90 minutes work well: long enough to go deep, short enough to stay focused. Switch notifications off. If you find something important outside the charter, write it down as a new charter rather than following it now, unless it matters more than your mission.',
    '## Take notes as you go',
    'Record what you tried, what you saw, your questions and ideas, with the time. Mark bugs and open issues separately, so they are easy to pull out afterwards. Screenshots and short recordings save a lot of rewriting. The notes are a result of the session, as much as the bugs are.',
    '## Debrief within the hour',
    'Spend ten minutes with a lead, a developer or another tester while the session is fresh: what you covered, what you did not reach, the bugs and questions, and how confident you feel about the area. The debrief is where the session’s knowledge reaches the team, and where the next charters are chosen.',
    '## In a regulated team',
    'In health tech, every test activity needs a record. Charters, timed notes and a debrief summary give auditors exactly that, which is why exploratory testing is easier to justify there than people expect. It also finds the bugs that scripted cases, written before anyone had used the feature, cannot.',
  ],
};
