/**
 * The one form shell the four forms share: the idle / sending / success /
 * failed states, the button text while sending, the red failure box, the
 * thank-you message that replaces the form, and the announcements for screen
 * readers. Inputs are uncontrolled, so after a failure everything the visitor
 * typed is still there.
 */
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useReducer, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { HONEYPOT_FIELD } from '~/lib/forms/honeypot';
import { formReducer, failureText, initialFormState } from '~/lib/forms/state';
import { isSameOrigin, submitForm } from '~/lib/forms/submit';

export interface SubmissionFormProps {
  /** Where the form is sent: a webhook URL, or our same-origin endpoint. */
  endpoint: string;
  /** The request body: a JSON object with exactly the spec's field names, or multipart data. */
  encode: (data: FormData) => Record<string, string> | FormData;
  submitLabel: string;
  sendingLabel: 'Sending...' | 'Submitting...';
  success: { title: string; text: string };
  /** Checks the browser cannot do (the resume); returns an error to show, or nothing. */
  check?: (form: HTMLFormElement) => string | undefined;
  /** Label of the form for assistive technology. */
  label: string;
  children: ReactNode;
  className?: string;
}

export function SubmissionForm({
  endpoint,
  encode,
  submitLabel,
  sendingLabel,
  success,
  check,
  label,
  children,
  className,
}: SubmissionFormProps) {
  const [state, dispatch] = useReducer(formReducer, initialFormState);
  const successRef = useRef<HTMLHeadingElement>(null);
  const errorId = useId();

  useEffect(() => {
    if (state.status === 'success') successRef.current?.focus();
  }, [state.status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status === 'sending') return;
    const form = event.currentTarget;
    if (check?.(form)) return;
    const data = new FormData(form);
    const body = encode(data);
    const ours = isSameOrigin(endpoint);
    // Our own endpoint also gets the honeypot and a key that makes a retried
    // request count once; an external webhook gets exactly the spec's fields.
    if (ours) {
      const trap = String(data.get(HONEYPOT_FIELD) ?? '');
      if (body instanceof FormData) body.set(HONEYPOT_FIELD, trap);
      else body[HONEYPOT_FIELD] = trap;
    }
    dispatch({ type: 'submit' });
    const outcome = await submitForm(endpoint, body, {
      headers: ours ? { 'Idempotency-Key': crypto.randomUUID() } : {},
    });
    dispatch(outcome.ok ? { type: 'succeeded' } : { type: 'failed', message: outcome.message });
  }

  if (state.status === 'success') {
    return (
      <div
        role="status"
        className="rounded-2xl border border-emerald-200 bg-emerald-50 p-8 text-center"
      >
        <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-emerald-700" />
        <h2
          ref={successRef}
          tabIndex={-1}
          className="mt-4 text-2xl font-bold text-slate-900 outline-none"
        >
          {success.title}
        </h2>
        <p className="mt-2 text-slate-700">{success.text}</p>
      </div>
    );
  }

  const sending = state.status === 'sending';
  return (
    <form
      aria-label={label}
      aria-describedby={state.status === 'failed' ? errorId : undefined}
      onSubmit={onSubmit}
      className={className}
    >
      {children}
      {/* Hidden from people and assistive technology; bots that fill every field fill this too. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Fax number
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
      <div role="alert" id={errorId} className="mt-6 empty:hidden">
        {state.status === 'failed' ? (
          <p className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {failureText(state.message)}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" disabled={sending} className="mt-6 w-full sm:w-auto">
        {sending ? sendingLabel : submitLabel}
      </Button>
      <p role="status" className="sr-only">
        {sending ? sendingLabel : ''}
      </p>
    </form>
  );
}

/** The named fields of a form, in order, as strings ('' when empty). */
export function pickFields<const K extends string>(
  data: FormData,
  names: readonly K[],
): Record<K, string> {
  return Object.fromEntries(
    names.map((name) => [name, String(data.get(name) ?? '').trim()]),
  ) as Record<K, string>;
}
