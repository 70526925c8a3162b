/**
 * The form field bots fill in and people never see. The browser adds it to
 * submissions for our own endpoints; the server stores nothing that has it.
 */
export const HONEYPOT_FIELD = 'company_fax';
