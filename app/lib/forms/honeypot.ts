/**
 * The form field bots fill in and people never see. The browser adds it to
 * submissions for our own endpoints; the server stores nothing that has it.
 */
export const HONEYPOT_FIELD = 'company_fax';

/** Whether a submission's honeypot holds anything at all (text, a file, a list). */
export function honeypotFilled(fields: Record<string, unknown>): boolean {
  const value = fields[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value === 'string' ? value.trim() !== '' : true;
}
