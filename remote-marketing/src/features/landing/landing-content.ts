import type { FaqItem } from '../../components/Faq';

/** The landing's editorial copy (kept with the page like its headings; the data sections come from the APIs). */
export const valueProps = [
  {
    icon: 'M4 6h16M4 12h10M4 18h7',
    title: 'A plan, not a pile of videos',
    text: 'Career paths put the courses in the order teams hire for, from test design to CI pipelines.',
  },
  {
    icon: 'M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7z',
    title: 'Skills you can show',
    text: 'The courses teach what you will do at work: test design, bug reports, API and UI test suites, pipelines.',
  },
  {
    icon: 'M8 11a4 4 0 100-8 4 4 0 000 8zm8 2a3 3 0 100-6 3 3 0 000 6zM2 21c0-4 3-6 6-6s6 2 6 6m2-5c3 0 6 1.5 6 5',
    title: 'Mentors who hire testers',
    text: 'QA leads and SDETs review your work, run mock interviews and answer in the community chat.',
  },
  {
    icon: 'M12 2l2.6 6.3L21 9l-5 4.4L17.5 20 12 16.7 6.5 20 8 13.4 3 9l6.4-.7z',
    title: 'Certificates that mean something',
    text: 'A certificate for each finished course, with a public link and a rank on the learners’ board.',
  },
];

export const testimonials = [
  {
    name: 'Anna Kowalska',
    role: 'Junior QA Engineer at a fintech start-up',
    rating: 5,
    quote:
      'I moved from customer support to QA in five months. The mock interviews were the turning point: I knew every question before the real one.',
  },
  {
    name: 'David Osei',
    role: 'Automation tester, e-commerce',
    rating: 4.8,
    quote:
      'The Playwright course gave me a portfolio project that my team lead still mentions. Six months was exactly the right length.',
  },
  {
    name: 'Lucía Fernández',
    role: 'QA Analyst, health tech',
    rating: 4.7,
    quote: 'Clear lectures, honest feedback from mentors and a community that answers at midnight. Worth every cent.',
  },
];

export const landingFaq: FaqItem[] = [
  {
    question: 'Do I need a technical background?',
    answer:
      'No. The Manual QA path starts from zero: how software is built, what testers do and how to write your first bug report. Automation comes later.',
  },
  {
    question: 'How much time does it take?',
    answer:
      'Each career path shows how many weeks it takes at 6–8 hours a week: from 10 to 20. Lectures are short, so you can learn around a job.',
  },
  {
    question: 'Is there a free option?',
    answer:
      'Yes. The Free plan opens three starter courses in full, the first lecture of every other course, the community chat and the rating board, with no time limit and no card.',
  },
  {
    question: 'Will you help me find a job?',
    answer:
      'We cannot promise you a job, and nobody honest can. We help you get ready for one: the Six months and Annual plans include mentor sessions with QA leads who review your CV and run mock interviews, and our events cover portfolios and hiring.',
  },
];
