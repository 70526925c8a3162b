/**
 * The rules of a docs page's "Was this helpful?" answer: which page (one of
 * the documentation articles), yes or no, and a comment of at most 500
 * characters.
 */
import { MAX_FEEDBACK_COMMENT } from '#app/lib/docs-feedback.ts';
import type { DocsFeedback } from '../storage/docs-feedback.ts';

export const MAX_COMMENT = MAX_FEEDBACK_COMMENT;

/** Why a comment should not be stored as it is: control characters other than line breaks and tabs. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function parseDocsFeedback(
  fields: { page?: unknown; helpful?: unknown; comment?: unknown },
  pages: readonly string[],
): { ok: true; value: DocsFeedback } | { ok: false; message: string } {
  const { page, helpful, comment = '' } = fields;
  if (typeof page !== 'string' || !pages.includes(page))
    return { ok: false, message: 'The page is not a documentation article.' };
  if (helpful !== 'yes' && helpful !== 'no') return { ok: false, message: "Choose 'Yes' or 'No'." };
  if (typeof comment !== 'string') return { ok: false, message: 'The comment must be text.' };
  const text = comment.trim();
  if (text.length > MAX_COMMENT)
    return { ok: false, message: `The comment is too long (at most ${MAX_COMMENT} characters).` };
  if (CONTROL.test(text))
    return { ok: false, message: 'The comment has characters we cannot keep.' };
  return { ok: true, value: { page, helpful: helpful === 'yes', comment: text } };
}
