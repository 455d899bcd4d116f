import type { SeedQuiz } from '../types.ts';

/** One quiz per syllabus section of QA Fundamentals. */
export const quizzes: SeedQuiz[] = [
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
];
