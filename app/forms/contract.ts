/**
 * The shape of a form contract: everything about a form that the browser and
 * the embedded server must agree on, written once per form (app/forms/*.ts).
 * The browser renders its controls from it (components/forms/form-field.tsx),
 * the server validates with the zod schema built from it (./validation.ts)
 * and `npm run submissions` labels its output with it.
 *
 * This module is plain data and types: it is in the browser bundle of every
 * page with a form, so it must not import zod or anything server-side.
 */

/** How a field is entered, which decides its control and its server check. */
export type FieldKind =
  | 'text'
  | 'email'
  | 'url'
  | 'tel'
  | 'long-text'
  | 'select'
  | 'radio'
  /** Set by the page, not typed by the visitor (the vendor on a vendor page). */
  | 'hidden';

export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

/** Named lists of options kept in content (see ./option-sources.ts). */
export type OptionSource = 'openPositions';

export interface FieldSpec {
  kind: FieldKind;
  /** The visible label, also used in the server's messages. */
  label: string;
  required: boolean;
  /** Allowed values of a select or radio field, in display order. */
  options?: readonly Choice[];
  /**
   * Options that come from content rather than the contract (the open
   * positions): resolved by ./option-sources.ts on the server and at build
   * time, and handed to the page by its loader, so the content itself stays
   * out of the page's JavaScript.
   */
  optionsFrom?: OptionSource;
  /** A select's blank first option ('Select a plan'), or an input's placeholder. */
  placeholder?: string;
  autoComplete?: string;
  /** A textarea's visible rows. */
  rows?: number;
  /**
   * Longest value the server accepts. The browser sets no bound of its own:
   * the spec allows only the browser's native checks (spec §5), and the
   * limits are far above what a person types.
   */
  maxLength?: number;
}

/** The file a form carries beside its fields (the application's CV). */
export interface UploadSpec {
  name: string;
  label: string;
  hint: string;
  /** The file input's accept list. */
  accept: string;
  /** Document kinds the server accepts, detected from the bytes. */
  kinds: readonly ('pdf' | 'doc' | 'docx')[];
  maxBytes: number;
  tooLarge: string;
  missing: string;
  wrongKind: string;
}

/** The four forms, by the id their endpoint (/api/forms/{id}) and pages (/form/{id}/…) use. */
export const formIds = ['contact', 'vendor-request', 'application', 'quote'] as const;
export type FormId = (typeof formIds)[number];

/** Where a form that was sent without JavaScript lands: its thank-you page, or its error page. */
export const formResultPath = (id: FormId, result: 'sent' | 'error') => `/form/${id}/${result}`;

export interface FormSpec<F extends Record<string, FieldSpec> = Record<string, FieldSpec>> {
  id: FormId;
  /** What one submission is called (spec §3), in listings and pages about it. */
  title: string;
  /** The page the form is on, for the way back from its result pages. */
  page: string;
  /** Field names in the order the spec lists them, which is the order the webhook receives. */
  fields: F;
  upload?: UploadSpec;
  submitLabel: string;
  sendingLabel: 'Sending...' | 'Submitting...';
  /** The thank-you message that replaces the form (spec §8). */
  success: { title: string; text: string };
  /** One line beside the submit button: what is stored, for what, and for how long (links /privacy). */
  privacyNotice: string;
}

/** Default server-side length limits by kind, where a field states none. */
export const DEFAULT_MAX_LENGTH: Record<FieldKind, number> = {
  text: 200,
  email: 254,
  url: 2048,
  tel: 50,
  'long-text': 10_000,
  select: 200,
  radio: 200,
  hidden: 200,
};

export function maxLengthOf(field: FieldSpec): number {
  return field.maxLength ?? DEFAULT_MAX_LENGTH[field.kind];
}

/** Keeps the literal names, kinds and option values, so the form's value types follow. */
export function defineForm<const T extends FormSpec>(form: T): T {
  return form;
}

type ValueOf<S> = S extends { options: readonly { value: infer V extends string }[] }
  ? S extends { required: true }
    ? V
    : V | ''
  : string;

/** What a form submits: each field's name with its value type ('' when an optional field is blank). */
export type FormValues<T extends FormSpec> = {
  -readonly [K in keyof T['fields']]: ValueOf<T['fields'][K]>;
};

export function fieldNames<T extends FormSpec>(form: T): (keyof T['fields'] & string)[] {
  return Object.keys(form.fields);
}

/** The form's fields from submitted form data, in contract order, trimmed, '' when absent. */
export function readFields<T extends FormSpec>(
  form: T,
  data: { get(name: string): unknown },
): Record<keyof T['fields'] & string, string> {
  return Object.fromEntries(
    fieldNames(form).map((name) => {
      const value = data.get(name);
      return [name, typeof value === 'string' ? value.trim() : ''];
    }),
  ) as Record<keyof T['fields'] & string, string>;
}

/** A choice field's options written as {value, label} pairs of one list of strings. */
export function sameLabel<const V extends string>(values: readonly V[]): Choice<V>[] {
  return values.map((value) => ({ value, label: value }));
}
