/**
 * The text `npm run submissions` prints: each submission with its fields
 * labelled from the form's contract, in contract order, and its delivery
 * state. Everything a visitor typed is escaped first, so a submission cannot
 * move the operator's cursor, recolour the terminal or reverse the text
 * around it (ANSI escapes, control characters, bidirectional overrides).
 */
import type { FormSpec } from '#app/forms/contract.ts';
import { forms, isFormId } from '#app/forms/index.ts';
import { optionsOf } from '#app/forms/option-sources.ts';
import type { StoredSubmission } from '#server/storage/submissions.ts';

// C0 and C1 controls and DEL, bidirectional embeddings, overrides and
// isolates, and the line and paragraph separators.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069]/g;

/** One line of visitor text, safe for a terminal: unsafe characters shown as \u{…}. */
export function escapeForTerminal(text: string): string {
  return text.replace(UNSAFE, (char) => {
    if (char === '\n') return '\\n';
    if (char === '\t') return '\\t';
    return `\\u{${char.codePointAt(0)!.toString(16)}}`;
  });
}

export function deliveryText(s: StoredSubmission): string {
  const d = s.delivery;
  if (!d) return 'stored';
  if (d.deliveredAt) return `delivered ${d.deliveredAt}`;
  const tries = `${d.attempts} ${d.attempts === 1 ? 'attempt' : 'attempts'}`;
  return `${d.state} (${tries}${d.lastError ? `, last error: ${escapeForTerminal(d.lastError)}` : ''})`;
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function formatSubmission(s: StoredSubmission): string {
  const form: FormSpec | undefined = isFormId(s.form) ? forms[s.form] : undefined;
  const lines = [
    `#${s.id}  ${s.createdAt}  ${form?.title ?? escapeForTerminal(s.form)}  ${deliveryText(s)}`,
  ];
  const known = form ? Object.entries(form.fields) : [];
  for (const [name, field] of known) {
    const value = s.data[name] ?? '';
    if (value === '') continue;
    const option = optionsOf(field)?.find((o) => o.value === value);
    const shown = option && option.label !== value ? `${option.label} (${value})` : value;
    lines.push(`  ${field.label}: ${escapeForTerminal(shown)}`);
  }
  // Fields stored by an older version of a form, no longer in its contract.
  for (const [name, value] of Object.entries(s.data)) {
    if (form && name in form.fields) continue;
    if (value !== '') lines.push(`  ${escapeForTerminal(name)}: ${escapeForTerminal(value)}`);
  }
  for (const upload of s.uploads) {
    const label = form?.upload?.name === upload.field ? form.upload.label : upload.field;
    lines.push(
      `  ${escapeForTerminal(label)}: ${escapeForTerminal(upload.originalName)} (${upload.mime}, ${formatSize(upload.size)}) in uploads/${upload.storedName}`,
    );
  }
  return lines.join('\n');
}
