import type { SeedLesson } from '../types.ts';

/** 1. Welcome to quality assurance */
export const lesson: SeedLesson = {
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
      points: ['Duplicate and mixed-case emails', 'Password rules and error messages', 'Double clicks, lost emails'],
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
};
