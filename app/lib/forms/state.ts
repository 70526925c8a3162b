/** The states every form goes through (spec §4): idle, sending, then success or failed. */
export type FormState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'success' }
  | { status: 'failed'; message: string };

export type FormEvent =
  { type: 'submit' } | { type: 'succeeded' } | { type: 'failed'; message: string };

export const initialFormState: FormState = { status: 'idle' };

export function formReducer(state: FormState, event: FormEvent): FormState {
  switch (event.type) {
    case 'submit':
      // A second submit while one is on its way is ignored.
      return state.status === 'sending' ? state : { status: 'sending' };
    case 'succeeded':
      return state.status === 'sending' ? { status: 'success' } : state;
    case 'failed':
      return state.status === 'sending' ? { status: 'failed', message: event.message } : state;
  }
}

/** 'Submission failed: …' as the red box shows it. */
export function failureText(message: string): string {
  return `Submission failed: ${message}`;
}
