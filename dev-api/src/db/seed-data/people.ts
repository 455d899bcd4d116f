/** Seed: the demo accounts, learners of the rating board, certificates and questionnaire. */
export const DEMO_EMAIL = 'demo@qa-career.dev';
export const DEMO_PASSWORD = 'Demo12345!';
export const PRO_EMAIL = 'pro@qa-career.dev';
/** The demo account's identity at the stand-in Google and Facebook ('Demo Learner' on their page). */
export const DEMO_SOCIAL_ID = 'stand-in-demo-learner';

export const learners: { name: string; country: string; score: number }[] = [
  { name: 'Anna Kowalska', country: 'PL', score: 982.5 },
  { name: 'James Carter', country: 'US', score: 955 },
  { name: 'Sofia Rossi', country: 'IT', score: 921.3 },
  { name: 'Dmytro Shevchenko', country: 'UA', score: 904.8 },
  { name: 'Emma Schmidt', country: 'DE', score: 887 },
  { name: 'Lucas Martin', country: 'FR', score: 861.2 },
  { name: 'Mia Johansson', country: 'SE', score: 840 },
  { name: 'Noah Williams', country: 'GB', score: 812.6 },
  { name: 'Isabella Garcia', country: 'ES', score: 799.1 },
  { name: 'Liam O’Brien', country: 'IE', score: 777.7 },
  { name: 'Aarav Sharma', country: 'IN', score: 756.4 },
  { name: 'Chloe Dubois', country: 'CA', score: 731 },
  { name: 'Mateo Fernández', country: 'AR', score: 702.9 },
  { name: 'Hannah Müller', country: 'DE', score: 688.2 },
  { name: 'Oliver Smith', country: 'AU', score: 654 },
  { name: 'Yuki Tanaka', country: 'JP', score: 630.5 },
  { name: 'Eva Novak', country: 'CZ', score: 611 },
  { name: 'Giorgi Beridze', country: 'GE', score: 590.3 },
  { name: 'Laura Silva', country: 'BR', score: 566.6 },
  { name: 'Mark Tamm', country: 'EE', score: 540 },
];

export const questions = [
  {
    text: 'What best describes your experience in QA?',
    kind: 'single',
    options: [
      ['none', 'I am new to testing'],
      ['manual', 'I test manually today'],
      ['automation', 'I write automated tests'],
      ['lead', 'I lead a QA team'],
    ],
  },
  {
    text: 'What is your main goal?',
    kind: 'single',
    options: [
      ['first-job', 'Get my first QA job'],
      ['automation', 'Move into automation'],
      ['raise', 'Grow to a senior role'],
      ['skills', 'Learn a specific skill'],
    ],
  },
  {
    text: 'Which topics interest you?',
    kind: 'multiple',
    options: [
      ['manual', 'Manual testing'],
      ['api', 'API testing'],
      ['ui', 'UI automation'],
      ['performance', 'Performance'],
      ['security', 'Security'],
    ],
  },
  {
    text: 'How many hours a week can you study?',
    kind: 'single',
    options: [
      ['lt5', 'Less than 5'],
      ['5-10', '5 to 10'],
      ['10-20', '10 to 20'],
      ['gt20', 'More than 20'],
    ],
  },
  { text: 'Anything else we should know?', kind: 'text', options: [] },
] as const;
