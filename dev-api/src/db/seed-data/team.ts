/**
 * Seed: the people who teach, mentor and speak. One record per person, read by every collection
 * that shows them (course instructors, mentors, event speakers), so a person has one role, one bio
 * and one portrait (`mediaPath.portrait(name)`) wherever they appear.
 */
export interface TeamMember {
  role: string;
  bio: string;
}

export const team = {
  'Olena Kravets': {
    role: 'Head of QA, fintech',
    bio: 'Olena has spent twelve years in testing, from manual regression on a banking app to running the QA team of a payments company. She hires for curiosity rather than tool lists, and teaches test design the way she uses it at work: on real requirements, with examples that break.',
  },
  'Marcus Lee': {
    role: 'Senior SDET',
    bio: 'Marcus builds UI and API test frameworks in TypeScript for product teams and keeps them fast enough that developers actually run them. He teaches Playwright the way he reviews pull requests: small steps, readable locators and no fixed sleeps.',
  },
  'Priya Raman': {
    role: 'Performance engineer',
    bio: 'Priya load-tests payment and booking systems and spends more time with latency percentiles than she would like to admit. She teaches k6 from the first script to a load profile you can defend in a release meeting.',
  },
  'Tomasz Nowak': {
    role: 'QA lead, e-commerce',
    bio: 'Tomasz leads testing for an online retailer and has sat on the hiring side of more than a hundred interviews. He runs mock interviews and CV reviews, and tells you what the interviewer was really listening for.',
  },
  'Grace Okafor': {
    role: 'API and security tester',
    bio: 'Grace tests microservices for a consultancy, from contract tests to the authorisation bugs that slip past code review. She teaches Postman and security testing with real requests, real status codes and a healthy suspicion of every id in a URL.',
  },
  'Diego Alvarez': {
    role: 'Mobile QA engineer',
    bio: 'Diego tests banking apps on real phones, where the network drops in a lift and the battery saver ends your session. He teaches Appium and the checks that emulators never show you.',
  },
  'Aisha Bello': {
    role: 'QA manager, health tech',
    bio: 'Aisha leads testing in a regulated industry, where every test needs a reason and a record. She coaches testers into their first lead role: planning, estimating and saying no with data.',
  },
} as const satisfies Record<string, TeamMember>;

export type TeamName = keyof typeof team;
