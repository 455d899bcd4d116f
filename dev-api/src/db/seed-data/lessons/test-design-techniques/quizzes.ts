import type { SeedQuiz } from '../types.ts';

/** One quiz per syllabus section of Test Design Techniques. */
export const quizzes: SeedQuiz[] = [
  {
    title: 'Quiz: Foundations',
    section: 0,
    questions: [
      {
        prompt:
          'A sign-up rule says "Age must be between 18 and 120". A tester tries 25, 30, 45 and 60. What is the main weakness of these tests?',
        kind: 'single',
        options: [
          'There are too few of them',
          'They all fall in the same partition, so they exercise the same behaviour',
          'They should have been automated',
          'Ages should be tested with decimals only',
        ],
        correct: [1],
        explanation:
          'All four values are valid and mid-range, so they test the same thing. Values such as 17, 18, 120, 121 and non-numbers are where defects are likely.',
      },
      {
        prompt: 'Which of these are black-box (specification-based) techniques?',
        kind: 'multiple',
        options: [
          'Equivalence partitioning',
          'Decision tables',
          'Branch coverage',
          'State transition testing',
          'Error guessing',
        ],
        correct: [0, 1, 3],
        explanation:
          'Branch coverage is white-box, designed from the code structure. Error guessing is experience-based, built on knowledge of typical failures.',
      },
      {
        prompt: 'What does a test case have that a test condition does not?',
        kind: 'single',
        options: [
          'A link to a user story',
          'Concrete preconditions, input data and an expected result',
          'A priority',
          'Nothing; they are the same thing',
        ],
        correct: [1],
        explanation:
          'A condition says what can be tested, such as "age below the minimum is rejected". A test case turns it into a concrete, repeatable example.',
      },
      {
        prompt: 'A subscription can be active, paused, lapsed or cancelled. Which technique fits best?',
        kind: 'single',
        options: ['Pairwise testing', 'Boundary value analysis', 'State transition testing', 'Branch coverage'],
        correct: [2],
        explanation:
          'Statuses that change in response to events are what state transition testing models, including the moves that must be refused.',
      },
    ],
  },
  {
    title: 'Quiz: Black-box techniques',
    section: 1,
    questions: [
      {
        prompt:
          'Parcel weights: up to 0 is invalid, 0.1–2.0, 2.1–10.0 and 10.1–30.0 are valid bands, over 30.0 is invalid. Counting only numeric values, how many tests does equivalence partitioning need at minimum?',
        kind: 'single',
        options: ['3', '4', '5', '8'],
        correct: [2],
        explanation:
          'There are five partitions: zero or below, three valid bands and over 30. One representative per partition gives five tests. Eight is the number of two-value boundary tests.',
      },
      {
        prompt: 'Why should invalid partitions be tested one at a time?',
        kind: 'single',
        options: [
          'Because invalid values are slow to type',
          'Because one error can mask another, so you cannot tell which check worked',
          'Because the standard forbids more than one invalid value',
          'Because valid values must always be tested first',
        ],
        correct: [1],
        explanation:
          'If a test has two invalid values and the form shows one error, you do not know whether the other check works at all.',
      },
      {
        prompt: 'A password must have 8 to 64 characters. Which lengths does two-value boundary value analysis test?',
        kind: 'multiple',
        options: ['7', '8', '9', '64', '65'],
        correct: [0, 1, 3, 4],
        explanation:
          'Two-value BVA tests each boundary and its nearest neighbour in the adjacent partition: 7 and 8, 64 and 65. Nine is added by three-value BVA.',
      },
      {
        prompt: 'A decision table has four yes/no conditions. How many rules does it have before collapsing?',
        kind: 'single',
        options: ['4', '8', '16', '32'],
        correct: [2],
        explanation: 'Each yes/no condition doubles the number of combinations: 2 × 2 × 2 × 2 = 16.',
      },
      {
        prompt:
          'Using the hotel policy from the lecture: a loyalty member on the non-refundable rate cancels 30 hours before check-in. What refund is due?',
        kind: 'single',
        options: ['Full refund', '50% refund', 'No refund', 'It depends on the payment method'],
        correct: [1],
        explanation:
          'Non-refundable means no refund, except that members cancelling more than 24 hours ahead get 50%. That is rule R5, the one implementations most often miss.',
      },
      {
        prompt:
          'For the booking model (pending, confirmed, checked in, completed, cancelled, expired), which of these are invalid transitions worth testing?',
        kind: 'multiple',
        options: [
          'Paying for an expired booking through its old payment link',
          'Checking in a cancelled booking',
          'Checking out a guest who is checked in',
          'Cancelling a completed stay',
        ],
        correct: [0, 1, 3],
        explanation:
          'Checking out from "checked in" is a valid transition. The other three must be refused cleanly, without charges, refunds or silent state changes.',
      },
    ],
  },
  {
    title: 'Quiz: Combinations',
    section: 2,
    questions: [
      {
        prompt: 'What does a pairwise test set guarantee?',
        kind: 'single',
        options: [
          'Every possible combination of all parameters is tested',
          'Every pair of values of any two parameters appears in at least one test',
          'Every parameter is tested with two values',
          'No bug caused by a combination of values can be missed',
        ],
        correct: [1],
        explanation:
          'Pairwise covers all two-way combinations, not all full combinations, so a bug needing three specific values at once can still be missed.',
      },
      {
        prompt:
          'Three parameters have two values each (8 full combinations). What is the smallest number of tests that covers every pair?',
        kind: 'single',
        options: ['2', '4', '6', '8'],
        correct: [1],
        explanation:
          'Four rows are enough, as the browser, OS and payment table in the lecture shows. Fewer is impossible, because the two values of one parameter must each meet both values of another.',
      },
      {
        prompt:
          'A checkout must run in 3 browsers, on 3 operating systems, in 4 languages, with 3 payment methods. How many full combinations are there?',
        kind: 'single',
        options: ['13', '36', '108', '144'],
        correct: [2],
        explanation:
          'Full combinations multiply: 3 × 3 × 4 × 3 = 108. Adding the values (13) is not how combinations grow.',
      },
      {
        prompt: 'Which practices make a pairwise test set more useful?',
        kind: 'multiple',
        options: [
          'Choosing parameter values with equivalence partitioning first',
          'Writing constraints for combinations that cannot exist',
          'Adding your most common real configuration by hand',
          'Skipping the review of generated rows, since the tool is always right',
        ],
        correct: [0, 1, 2],
        explanation:
          'Good values, constraints and hand-picked important rows all improve the set. A generator cannot know business rules, so the rows still need a review.',
      },
      {
        prompt: 'In which situation is pairwise testing most likely to miss a bug?',
        kind: 'single',
        options: [
          'The bug appears with one specific browser',
          'The bug appears when two specific values meet',
          'The bug appears only when three specific values meet',
          'The bug appears in every configuration',
        ],
        correct: [2],
        explanation:
          'Single values and pairs are always covered. A three-way interaction may not appear in any row unless you ask the tool for three-way coverage.',
      },
    ],
  },
];
