/**
 * Seed: the legal pages of the CMS (`/api/legal/:slug`). Each is HTML with an introduction and
 * numbered `<h2>` sections (the site builds its table of contents from them), some with lists.
 */
import { company, companyAddress, mailbox } from './company.ts';

type Section = [heading: string, ...blocks: (string | string[])[]];

const block = (content: string | string[]): string =>
  Array.isArray(content) ? `<ul>${content.map((item) => `<li>${item}</li>`).join('')}</ul>` : `<p>${content}</p>`;

const legal = (title: string, updatedAt: string, intro: string, sections: Section[]): Record<string, unknown> => ({
  title,
  updatedAt,
  content: [
    `<p>${intro}</p>`,
    ...sections.map(([heading, ...blocks], i) => `<h2>${i + 1}. ${heading}</h2>${blocks.map(block).join('')}`),
  ].join('\n'),
});

const mail = (name: Parameters<typeof mailbox>[0]): string => `<a href="mailto:${mailbox(name)}">${mailbox(name)}</a>`;
/** Who "we" are, the same words on every page. */
const WHO = `${company.legalName}, ${companyAddress}, ${company.register}, ${company.shareCapital}`;
const POSTAL = `${company.legalName}, ${companyAddress}`;

/** The day each document took effect (also its `updatedAt`: none has changed since). */
const EFFECTIVE = { privacy: '2025-01-15', terms: '2025-01-15', affiliate: '2025-02-01' } as const;
const longDate = (isoDate: string): string =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const legalPages = [
  {
    slug: 'privacy-policy',
    data: legal(
      'Privacy Policy',
      EFFECTIVE.privacy,
      `This policy explains which personal data QA Career collects when you use our website and courses, why we collect it, how long we keep it and which rights you have. It applies to every learner, visitor and mentor, and has been in effect since ${longDate(EFFECTIVE.privacy)}.`,
      [
        [
          'Who we are',
          `The controller of your personal data is ${WHO}, which runs the QA Career website, learning platform and community chat. Our data protection contact is listed at the end of this policy.`,
        ],
        [
          'Data we collect',
          'We collect only what we need to run your account and your learning:',
          [
            '<strong>Account data</strong>: your name, e-mail address, password (stored only as a salted hash) and country.',
            '<strong>Learning data</strong>: the courses you start, the lectures you finish, your questionnaire answers, certificates and your place on the rating board.',
            '<strong>Payment data</strong>: the plan you choose and the dates of your subscription. Card details go straight to our payment provider; we never see or store them.',
            '<strong>Technical data</strong>: your IP address (to estimate your country and protect sign-in), browser type and error reports.',
          ],
        ],
        [
          'How we use your data',
          [
            'to create your account and sign you in, including with Google or Facebook;',
            'to show your progress, issue certificates and rank the rating board;',
            'to process your subscription and send receipts;',
            'to answer your messages in the chat and by e-mail;',
            'with your consent only: to measure how the site is used and improve our courses.',
          ],
        ],
        [
          'Legal bases',
          'We process account, learning and payment data to perform our contract with you, technical data for our legitimate interest in a secure service, and analytics data on the basis of your consent, which you can withdraw at any time.',
        ],
        [
          'Cookies and analytics',
          'The site sets the cookies it needs to keep you signed in. Analytics and marketing cookies are set only after you choose “Accept all” in the cookie dialog. You can change your choice at any time with the “Cookie settings” link at the bottom of every page.',
        ],
        [
          'Who we share data with',
          'We use processors bound by data processing agreements: hosting, e-mail delivery, payment processing and, with your consent, analytics. We never sell your data. Mentors see only the name and the questions you choose to share with them.',
        ],
        [
          'International transfers',
          'Some processors are located outside the European Economic Area. Where they are, transfers rely on the European Commission’s standard contractual clauses or an adequacy decision.',
        ],
        [
          'How long we keep data',
          'We keep your account data while your account is open and for 30 days after you delete it, payment records for as long as tax law requires (usually five years), and analytics data for 14 months.',
        ],
        [
          'Your rights',
          'You may at any time:',
          [
            'see the data we hold about you and get a copy of it;',
            'correct data that is wrong, from your profile or by writing to us;',
            'ask us to delete your account and data;',
            'object to or restrict processing, and withdraw consent;',
            'complain to your data protection authority.',
          ],
        ],
        [
          'Security',
          'Connections are encrypted, passwords are hashed, sign-in sessions can be revoked, and access to learner data is limited to the staff who need it.',
        ],
        [
          'Changes to this policy',
          'When we change this policy we update the date at the top; for important changes we also tell you by e-mail before they apply.',
        ],
        [
          'Contact',
          `Questions about your data, or a request to use your rights: ${mail('privacy')}, or by post to ${POSTAL}.`,
        ],
      ],
    ),
  },
  {
    slug: 'terms-and-conditions',
    data: legal(
      'Terms and Conditions',
      EFFECTIVE.terms,
      `These terms are the agreement between you and ${WHO} (“QA Career”, “we”) for the use of our website, courses, events and mentorship. They apply from ${longDate(EFFECTIVE.terms)}. By creating an account you accept them; please read them with our Privacy Policy.`,
      [
        [
          'Your account',
          'You must be at least 16 years old to create an account. One account belongs to one person: do not share your sign-in details, and tell us at once if you think someone else has used them.',
        ],
        [
          'Plans and payment',
          'The Free plan costs nothing and has no time limit. Paid plans are priced in US dollars and paid in advance for the period you choose (one month, six months or a year). Prices include the taxes we must charge, shown before you pay.',
        ],
        [
          'Renewal and cancellation',
          [
            'A monthly plan renews every month until you cancel it.',
            'Six-month and annual plans end at the end of their period unless you choose to renew.',
            'You can cancel at any time from Profile → Plan; your access continues until the end of the paid period.',
          ],
        ],
        [
          'Refunds',
          'If a paid plan does not suit you, write to us within 14 days of the first payment and we refund it in full, provided you have finished fewer than three lectures of paid courses.',
        ],
        [
          'Use of the content',
          'Courses, lectures, videos and exercises are licensed to you for your personal learning. You may not copy, resell or publish them, or share your access with others.',
        ],
        [
          'Community rules',
          'Be kind in the chat, at events and with mentors. We remove harassment, spam and discriminatory content, and may suspend accounts that break these rules repeatedly.',
        ],
        [
          'Certificates',
          'A certificate confirms that you completed a course on our platform. It is not a state-recognised qualification. Certificates obtained by cheating may be withdrawn.',
        ],
        [
          'Availability and changes',
          'We work to keep the platform available at all times but cannot promise that it will never be interrupted. We may update courses to keep them current; a course you paid for will not be removed during your paid period without a comparable replacement.',
        ],
        [
          'Liability',
          'We are liable for damage we cause intentionally or through gross negligence. Otherwise, our liability is limited to the amount you paid us in the twelve months before the claim. Nothing in these terms limits your rights as a consumer.',
        ],
        [
          'Ending the agreement',
          'You may delete your account at any time. We may end the agreement with 30 days’ notice, or at once for a serious breach of these terms; in that case we refund any unused part of a paid period.',
        ],
        [
          'Law and disputes',
          'Polish law applies, without depriving consumers of the protection of the law of the country where they live. Before going to court, consumers may also ask an out-of-court consumer dispute body in their country for help.',
        ],
        [
          'Contact',
          `Questions about these terms, refunds or your account: ${mail('support')}, or by post to ${POSTAL}.`,
        ],
      ],
    ),
  },
  {
    slug: 'affiliate-program-conditions',
    data: legal(
      'Affiliate Program Conditions',
      EFFECTIVE.affiliate,
      `The QA Career affiliate program, run by ${WHO}, rewards bloggers, teachers and community leaders who recommend our courses. These conditions apply from ${longDate(EFFECTIVE.affiliate)}, in addition to our Terms and Conditions.`,
      [
        [
          'Who can join',
          'Any adult with a website, channel, newsletter or community about software testing or careers in IT. We review each application within five working days and may decline it without giving a reason.',
        ],
        [
          'How referrals are tracked',
          'You receive a personal link. A learner counts as yours when they sign up within 30 days of their last click on that link and have not clicked another affiliate’s link since.',
        ],
        [
          'Commission',
          [
            '20% of the first payment of every learner you refer;',
            '10% of each renewal during their first year;',
            'no commission on refunded payments or on your own purchases.',
          ],
        ],
        [
          'Payouts',
          'Commission is confirmed 30 days after the payment (after the refund window) and paid monthly by bank transfer once your confirmed balance reaches 50 USD.',
        ],
        [
          'How you may promote us',
          'Use your honest opinion and our official logos and screenshots. Say clearly that you earn a commission, as the law of your country requires.',
        ],
        [
          'What is not allowed',
          [
            'paid search ads on our brand name or its misspellings;',
            'coupon or cashback sites, unless we agreed in writing;',
            'spam, misleading claims about jobs or salaries, or fake reviews.',
          ],
        ],
        [
          'Ending participation',
          'Either side may end participation at any time. Confirmed commission is paid out; commission earned through a breach of these conditions is forfeited.',
        ],
        [
          'Changes',
          'We may change the commission rates with 30 days’ notice by e-mail; referrals made before the change keep the old rates.',
        ],
        ['Contact', `Affiliate questions: ${mail('partners')}, or by post to ${POSTAL}.`],
      ],
    ),
  },
];
