/** Company contact facts: where the office is, and the email address to write to. */
import { type Intent } from './answer.ts';

/** "Where are you based?", "where's your HQ": the office, not where data is hosted. */
const WHERE_BASED =
  /\bwhere (?:are|is) (?:you|u|vendorhub|the company|the team|they|your (?:company|team))(?: guys)? (?:based|headquartered|located)\b|\bwhere(?:'s| is) (?:your|the|vendorhubs?) (?:office|hq|headquarters)\b|\bheadquartered\b/;

export const officeIntent: Intent = {
  name: 'office',
  match: (q) => WHERE_BASED.test(q.lower),
  answer: (_q, _c, { knowledge: { company } }) => ({
    id: 'company:contact',
    text: `${company.productName} is based in ${company.city}: our office is at ${company.address}.`,
    links: [{ label: 'Contact', url: '/contact' }],
  }),
};

/**
 * "What's the email for support?", "is there an email I can write to?": our address, not the emails
 * VendorHub sends or the files vendors email.
 */
const ASKS_EMAIL =
  /\b(?:what(?:'s| is)?|whats|is there|do you have|which|where(?:'s| is| do i find| can i find)?)\b(?:(?!\b(?:confirmation|notification|alert|welcome)\b).){0,30}\be-?mail(?: address| addy)?\b(?! (?:notifications?|alerts?|confirmation|me|us)\b)(?:(?: (?:for|of) (?:support|sales|your team|you|you guys|vendorhub))|(?: (?:i|we) (?:can|could) (?:write|send|use))|(?=\s*[?,.!]|$))/;

/** "support email pls", "your email?": the words alone. */
const EMAIL_ALONE =
  /^(?:\w+ )?(?:support|sales|contact|your|ur) e-?mail(?: address)?(?: (?:pls|plz|please))?\W*$/;

/** "How do I talk to an actual human?": a person on our team, by email or phone. */
const ASKS_HUMAN =
  /\b(?:talk|speak|get through) (?:to|with) (?:a |an |some )?(?:actual |real |live )?(?:human|person|people|someone)\b|\b(?:real|actual|live) (?:human|person)\b.*\b(?:talk|speak|reach|contact)\b/;

/** "How do I contact support?", "who do I contact for billing?": the team, not a guide's step. */
const ASKS_CONTACT =
  /^(?:how|where) (?:do|can|should) (?:i|we) (?:contact|reach|get (?:in touch with|hold of)|email|call) (?:your |the )?(?:support|sales|team|you|vendorhub|customer service)\b|^who (?:do|can|should) (?:i|we) (?:contact|talk to|speak to)\b(?! (?:about|for|regarding) (?:it|that|this)\b)/;

export const emailIntent: Intent = {
  name: 'email',
  match: (q) => [ASKS_EMAIL, EMAIL_ALONE, ASKS_HUMAN, ASKS_CONTACT].some((r) => r.test(q.lower)),
  answer: (_q, _c, { knowledge: { company } }) => ({
    id: 'company:contact',
    text: `Write to support at ${company.supportEmail}, or to sales at ${company.salesEmail}. We reply ${company.supportHoursShort}.`,
    links: [{ label: 'Contact', url: '/contact' }],
  }),
};
