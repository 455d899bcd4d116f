import type { FaqItem } from '../../components/Faq';

/** The subscription page's questions (editorial copy kept with the page, like its headings). */
export const plansFaq: FaqItem[] = [
  {
    question: 'Can I start for free?',
    answer:
      'Yes. The Free plan has no time limit: the intro lectures of every course, the community chat and the rating board. Upgrade whenever you are ready.',
  },
  {
    question: 'What is the difference between Monthly and Six months?',
    answer:
      'Both give full access to every course, lecture and certificate. Six months costs less per month and adds two mentor sessions, and six months is about the time a career path takes.',
  },
  {
    question: 'In which currency do I pay?',
    answer:
      'Plans are priced in US dollars. We show the amount as it is written in your language and country; your bank converts it at its rate if your card is in another currency.',
  },
  {
    question: 'Can I cancel or change my plan?',
    answer:
      'Yes, at any time from Profile → Plan. A paid plan stays active until the end of the period you paid for; you can switch to another plan there as well.',
  },
  {
    question: 'Do I get a certificate?',
    answer:
      'Every paid plan includes a certificate for each course you finish, with a link you can add to your CV or LinkedIn profile.',
  },
];
