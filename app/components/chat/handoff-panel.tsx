/**
 * "Talk to a person" inside the chat (issue #33): the visitor's email, name
 * and what it is about, then one contact submission through the contact
 * form's own contract, endpoint (or VITE_CONTACT_WEBHOOK_URL) and
 * idempotency key, with the conversation as its message. Loaded on demand,
 * so the chat window's own chunk stays small.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { endpoints } from '~/config';
import { company } from '~/content/company';
import { checkValue } from '~/forms/checks';
import { contactForm } from '~/forms/contact';
import { fieldNames, maxLengthOf } from '~/forms/contract';
import {
  handoffConfirmation,
  handoffSubjects,
  transcriptMessage,
  type HandoffSubject,
  type TranscriptTurn,
} from '~/lib/chat/handoff';
import { createFillKey } from '~/lib/forms/fill-key';
import { HONEYPOT_FIELD } from '~/lib/forms/honeypot';
import { isSameOrigin } from '~/lib/forms/same-origin';
import { failureText } from '~/lib/forms/state';
import { submitForm } from '~/lib/forms/submit';

const fields = contactForm.fields;
const asked = ['email', 'name', 'subject'] as const;
type Asked = (typeof asked)[number];

const inputClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-invalid:border-red-600';

/** The contact form's body: exactly its fields in its order, '' where the chat asks nothing. */
export function handoffBody(values: Record<Asked, string>, message: string) {
  const filled: Record<string, string> = { ...values, message };
  return Object.fromEntries(fieldNames(contactForm).map((name) => [name, filled[name] ?? '']));
}

export default function HandoffPanel({
  turns,
  onDone,
  onCancel,
}: {
  turns: TranscriptTurn[];
  /** Filed: the chat says so in the conversation. */
  onDone: (confirmation: string) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Record<Asked, string>>({
    email: '',
    name: '',
    subject: 'sales',
  });
  const [invalid, setInvalid] = useState<Asked | undefined>();
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  // One key for this hand-off, whatever the number of presses or retries.
  const [fillKey] = useState(() => createFillKey());
  const emailRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;

  useEffect(() => emailRef.current?.focus(), []);

  const set = (name: Asked, value: string) => setValues((v) => ({ ...v, [name]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    // The contact form's own rules, with the messages its server gives.
    for (const name of asked) {
      const result = checkValue(fields[name], values[name]);
      if (!result.ok) {
        setInvalid(name);
        setError(result.message);
        ({ email: emailRef, name: nameRef, subject: subjectRef })[name].current?.focus();
        return;
      }
    }
    setInvalid(undefined);
    setError('');
    busy.current = true;
    setSending(true);
    const message = transcriptMessage(turns, maxLengthOf(fields.message));
    const body: Record<string, string> = handoffBody(values, message);
    const endpoint = endpoints.contact;
    const ours = isSameOrigin(endpoint);
    // As the contact form: our own endpoint also gets the honeypot and the key;
    // an external webhook gets exactly the spec's fields.
    if (ours) body[HONEYPOT_FIELD] = '';
    const outcome = await submitForm(endpoint, body, {
      headers: ours ? { 'Idempotency-Key': fillKey.get() } : {},
    });
    busy.current = false;
    setSending(false);
    if (outcome.ok) {
      fillKey.renew();
      onDone(
        handoffConfirmation(values.subject as HandoffSubject, values.email.trim(), {
          replyTimes: company.handoffReplyTimes,
          supportHours: company.supportHours,
        }),
      );
      return;
    }
    setError(failureText(outcome.message));
  }

  const described = (name: Asked) => (invalid === name ? errorId : undefined);

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-3 rounded-2xl bg-white p-3.5 shadow-sm ring-1 ring-slate-200"
      data-testid="handoff"
    >
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        Talk to a person
      </h3>
      <p className="text-slate-700">
        We send this conversation to our team with your details, and a person answers by email.
      </p>
      <div>
        <label htmlFor={`${id}-email`} className="font-medium text-slate-800">
          {fields.email.label}
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        </label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          aria-invalid={invalid === 'email' || undefined}
          aria-describedby={described('email')}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-name`} className="font-medium text-slate-800">
          {fields.name.label}
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        </label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          type="text"
          autoComplete="name"
          required
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          aria-invalid={invalid === 'name' || undefined}
          aria-describedby={described('name')}
          className={inputClass}
        />
      </div>
      <fieldset>
        <legend className="font-medium text-slate-800">What is it about?</legend>
        <div className="mt-1 flex flex-wrap gap-x-4">
          {handoffSubjects.map((subject, index) => (
            <label key={subject.value} className="flex min-h-11 items-center gap-2">
              <input
                ref={index === 0 ? subjectRef : undefined}
                type="radio"
                name={`${id}-subject`}
                value={subject.value}
                checked={values.subject === subject.value}
                onChange={() => set('subject', subject.value)}
                className="size-6 accent-brand-700"
              />
              {subject.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div role="alert" id={errorId} className="empty:hidden">
        {error ? <p className="font-medium text-red-700">{error}</p> : null}
      </div>
      <p className="text-xs text-slate-600">
        {contactForm.privacyNotice}{' '}
        <a href="/privacy" className="font-medium text-brand-800 underline underline-offset-2">
          Privacy Policy
        </a>
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={sending}
          className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:bg-slate-300 disabled:text-slate-600"
        >
          {sending ? contactForm.sendingLabel : 'Send to our team'}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-lg border border-slate-300 px-4 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Cancel
        </button>
      </div>
      <p role="status" className="sr-only">
        {sending ? contactForm.sendingLabel : ''}
      </p>
    </form>
  );
}
