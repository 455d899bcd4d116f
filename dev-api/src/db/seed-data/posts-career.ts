/** Seed: the blog's career articles (the interview questions have a file of their own). */
import type { SeedPost } from './post-markup.ts';

export const howToBecomeAQaEngineer: SeedPost = {
  slug: 'how-to-become-a-qa-engineer',
  title: 'How to Become a QA Engineer: a Step-by-Step Plan',
  category: 'career',
  author: 'Tomasz Nowak',
  excerpt: 'A realistic plan from zero to a first offer: what to learn, what to build, and when to start applying.',
  body: [
    'I have interviewed more than a hundred people for junior testing roles, and the ones who got offers rarely had the longest list of courses. They could explain how they tested something, why they chose those tests and what they did when they found a bug. This plan is built around that.',
    'It assumes six to eight hours a week. With more time the steps shrink and with less they stretch, but the order stays the same.',
    '## Step 1: Learn how testers think',
    'Before any tool, learn the vocabulary and the reasoning: what a test case is, the difference between verification and validation, the levels of testing, and why exhaustive testing is impossible. Read a little, then practise on something real. Pick a website you use every day and list ten things that could go wrong with its search box. If your list holds only typos in the search term, keep going.',
    '## Step 2: Learn test design',
    'Equivalence partitioning, boundary values, decision tables and state transitions turn a requirement into a short list of tests. Interviewers ask about them because they separate someone who clicks around from someone who can explain coverage. Take one form, such as a registration page, and write down the tests each technique gives you.',
    '## Step 3: Report bugs well',
    'In the first months, a junior tester is judged on bug reports more than on anything else. Learn to write a title that says what is broken and where, steps someone else can follow, expected and actual results, and evidence. Then learn how a team tracks them: Jira or a similar tool, workflows, severity and priority.',
    '## Step 4: Understand the web you are testing',
    'Most junior roles test web applications. Open DevTools, watch the Network tab while you use a site and learn what the status codes mean. Knowing that a blank page came with a 500 from the server, not from a broken button, makes your report twice as useful.',
    '## Step 5: Build a small portfolio',
    'Choose an open-source application or a public demo site and test it properly: a short test plan, a handful of test cases designed with the techniques from step 2, and a few well-written bug reports. Put them in a public repository with a README that explains what you tested and why. This is what you will talk about in interviews.',
    '## Step 6: Apply before you feel ready',
    'Start applying once you have the portfolio, not once you have finished every course. Each interview shows you what to learn next: write the questions down afterwards and prepare better answers for the next one. Look for roles titled QA engineer, software tester, QA analyst and test engineer; the job is often the same under different names.',
    'Automation can come after your first job. Many testers learn it at work, where they have a real product and colleagues to review their code, and that is a perfectly good route.',
  ],
};

export const manualVsAutomationTesting: SeedPost = {
  slug: 'manual-vs-automation-testing',
  title: 'Manual vs Automation Testing: Which First?',
  category: 'career',
  author: 'Olena Kravets',
  excerpt:
    'Why strong manual testing skills make better automation engineers, and when it makes sense to start coding.',
  body: [
    'Almost every week someone asks me whether they should skip manual testing and go straight to automation, because that is where the salaries are. My answer is that the question mixes up two different things.',
    '## Testing is the thinking; automation is the typing',
    'Testing means deciding what could go wrong, which checks would reveal it and what the results mean. Automation means getting a machine to repeat some of those checks. A script can only check what somebody decided to check. If that somebody cannot design a good test by hand, the script will run a bad test very quickly, every night, for years.',
    'Teams notice this. When I hire for automation roles, the weakest candidates can write a Playwright test for a login page but cannot tell me which login cases are worth automating and which are not.',
    '## What manual testing teaches you',
    {
      ul: [
        '<strong>Test design</strong>: choosing a few inputs that stand for many, and knowing where the boundaries are.',
        '<strong>Product sense</strong>: noticing that something works as specified and is still wrong for the user.',
        '<strong>Bug reporting</strong>: describing a failure so that a developer can reproduce it without asking you.',
        '<strong>Exploration</strong>: following a hunch when something looks odd, which no script will do for you.',
      ],
    },
    '## When to start automating',
    'Start once you can take a feature, write a set of test cases for it and explain why each one is there. From that point, a programming language and a tool like Playwright give you a way to keep those tests running, and you will write better automated tests because you know what they are for.',
    'A practical order: testing fundamentals and test design, then HTTP and the browser’s DevTools, then an API tool such as Postman, then a language (TypeScript is a good choice for web testing) and finally a UI automation framework. API tests are a gentler start than UI tests: they are faster, less fragile and teach you assertions without the complexity of a browser.',
    '## Is manual testing a dead end?',
    'No. Exploratory testing, usability, accessibility and features that change too often to automate will need people for a long time. But a tester who can also read and write code has more options, so treat automation as the next step rather than a replacement for the first one.',
  ],
};

export const buildingAQaPortfolio: SeedPost = {
  slug: 'building-a-qa-portfolio',
  title: 'Building a QA Portfolio That Gets Interviews',
  category: 'career',
  author: 'Tomasz Nowak',
  excerpt: 'What to put on GitHub when your CV has no testing job on it yet, and how to present it.',
  body: [
    'When a junior CV has no testing experience, the portfolio link is the first thing I open. Most portfolios I see are a folder of course exercises. The ones that get interviews look like work: a real application, a plan, a few well-chosen tests and bugs written up properly.',
    '## Choose something real to test',
    'Pick an open-source web application or a public demo shop made for testers to practise on. It should be complex enough to have forms, search, a login and some state, and you must be allowed to test it. Do not test a live commercial site without permission; it looks bad to the very companies you are applying to.',
    '## What to include',
    {
      ul: [
        '<strong>A short test plan</strong> of a page or two: what you tested, what you left out and why, which risks you focused on, which browsers and devices.',
        '<strong>Test cases for one feature</strong>, designed with techniques you can name: boundary values for a quantity field, a decision table for shipping rules.',
        '<strong>Three to five bug reports</strong> written as you would in Jira, with steps, evidence and impact. Real bugs you found are best; if the application is very stable, show the notes of an exploratory session instead.',
        '<strong>A small automated suite</strong> if you are aiming at automation roles. Ten good Playwright or API tests beat a hundred copied from a tutorial. Run them in GitHub Actions, so the repository shows a passing badge and a report.',
        '<strong>A README</strong> that a busy reader can scan in two minutes: what the project is, what you did and what you would do next.',
      ],
    },
    '## Make it easy to read',
    'Put the README first and keep it short. Link straight to your most interesting bug report. Use clear file names, not <code>test1.md</code>. Write in the language of the jobs you apply for, and check the spelling: a portfolio full of typos undermines a tester’s claim to attention to detail.',
    '## Use it in the interview',
    'Expect to be asked why you chose those tests, what you would test next with more time and what you learned. That conversation is the real purpose of the portfolio. Candidates who can walk through their own work calmly, including the parts they would now do differently, make the strongest impression.',
    'Keep it current: when you learn something new, add a small piece of work to the portfolio rather than another course certificate to your CV.',
  ],
};
