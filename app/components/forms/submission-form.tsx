/**
 * The one form shell the four forms share: the idle / sending / success /
 * failed states, the button text while sending, the red failure box, the
 * thank-you message that replaces the form, and the announcements for screen
 * readers. Inputs are uncontrolled, so after a failure everything the visitor
 * typed is still there. What is sent comes from the form's contract.
 */
import { useId, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { formEndpoints } from '~/config';
import { company } from '~/content/company';
import type { FormSpec } from '~/forms/contract';
import { HONEYPOT_FIELD } from '~/lib/forms/honeypot';
import { formReducer, failureText, initialFormState } from '~/lib/forms/state';
import { isSameOrigin } from '~/lib/forms/same-origin';
import type * as Sender from './send-submission';

type SenderModule = typeof Sender;

export interface SubmissionFormProps {
  form: FormSpec;
  /** Label of the form for assistive technology. */
  label: string;
  /** Checks the browser cannot do (the resume); returns an error to show, or nothing. */
  check?: (form: HTMLFormElement) => string | undefined;
  children: ReactNode;
  className?: string;
}

export function SubmissionForm({ form, label, check, children, className }: SubmissionFormProps) {
  const [state, dispatch] = useReducer(formReducer, initialFormState);
  const errorId = useId();
  const endpoint = formEndpoints[form.id];

  // The sending code loads when the visitor starts filling the form (or, at
  // the latest, on submit), keeping it out of the page's first load.
  const sender = useRef<Promise<SenderModule>>(undefined);
  const loadSender = () => (sender.current ??= import('./send-submission'));
  const [Success, setSuccess] = useState<SenderModule['SubmissionSuccess']>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status === 'sending') return;
    const element = event.currentTarget;
    if (check?.(element)) return;
    dispatch({ type: 'submit' });
    let loaded: SenderModule;
    try {
      loaded = await loadSender();
    } catch {
      sender.current = undefined;
      // The script could not load (a dropped connection): our endpoint also
      // takes the form as the browser sends it by itself.
      if (isSameOrigin(endpoint)) return element.submit();
      dispatch({
        type: 'failed',
        message: 'The page could not load what it needs to send the form. Please try again.',
      });
      return;
    }
    const outcome = await loaded.sendSubmission(form, element, endpoint);
    if (outcome.ok) setSuccess(() => loaded.SubmissionSuccess);
    dispatch(outcome.ok ? { type: 'succeeded' } : { type: 'failed', message: outcome.message });
  }

  if (state.status === 'success' && Success) return <Success {...form.success} />;

  const sending = state.status === 'sending';
  const ours = isSameOrigin(endpoint);
  return (
    <form
      aria-label={label}
      aria-describedby={state.status === 'failed' ? errorId : undefined}
      // Without JavaScript (or before it runs) the browser posts the form
      // itself to our endpoint, which answers with a thank-you or an error
      // page. An external webhook cannot answer a browser that way.
      method="post"
      action={ours ? endpoint : undefined}
      encType={form.upload ? 'multipart/form-data' : undefined}
      data-needs-script={ours ? undefined : ''}
      onInput={() => void loadSender().catch(() => undefined)}
      onSubmit={onSubmit}
      className={className}
    >
      {ours ? null : (
        <noscript>
          {/* Without a script the button could only post to this page. */}
          <style>{'form[data-needs-script] button[type="submit"]{display:none}'}</style>
          <p className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            This form needs JavaScript to send. Turn it on and reload the page, or write to us at{' '}
            <a className="font-medium underline" href={`mailto:${company.email.sales}`}>
              {company.email.sales}
            </a>
            .
          </p>
        </noscript>
      )}
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
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
        <Button type="submit" size="lg" disabled={sending} className="w-full shrink-0 sm:w-auto">
          {sending ? form.sendingLabel : form.submitLabel}
        </Button>
        <p className="text-xs text-slate-600">
          {form.privacyNotice}{' '}
          <Link to="/privacy" className="font-medium text-brand-800 underline underline-offset-2">
            Privacy Policy
          </Link>
        </p>
      </div>
      <p role="status" className="sr-only">
        {sending ? form.sendingLabel : ''}
      </p>
    </form>
  );
}
