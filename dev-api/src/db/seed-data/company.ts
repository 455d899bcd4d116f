/**
 * Seed: the company behind the site, as the legal pages and the office meetups name it. One record,
 * so the privacy policy, the terms and the affiliate conditions cannot disagree.
 */
export const company = {
  /** The brand is 'QA Career'; this is the registered company that trades under it. */
  legalName: 'QA Career sp. z o.o.',
  street: 'ul. Chmielna 73',
  postcode: '00-801',
  city: 'Warsaw',
  country: 'Poland',
  register:
    'entered in the National Court Register (KRS) under number 0001284517 by the District Court for the Capital City of Warsaw, XII Commercial Division',
  shareCapital: 'share capital PLN 50,000',
  /** The site's own domain (the footer's contact address is on it too). */
  domain: 'qacareer.academy',
} as const;

export const companyAddress = `${company.street}, ${company.postcode} ${company.city}, ${company.country}`;

/** A mailbox on the site's domain: `mailbox('privacy')` → privacy@qacareer.academy. */
export const mailbox = (name: 'privacy' | 'support' | 'partners'): string => `${name}@${company.domain}`;
