import { describe, expect, it } from 'vitest';
import { failureText, formReducer, initialFormState } from './state';

describe('formReducer', () => {
  it('goes idle → sending → success', () => {
    const sending = formReducer(initialFormState, { type: 'submit' });
    expect(sending).toEqual({ status: 'sending' });
    expect(formReducer(sending, { type: 'succeeded' })).toEqual({ status: 'success' });
  });
  it('goes sending → failed with the message, and can be sent again', () => {
    const failed = formReducer(
      { status: 'sending' },
      { type: 'failed', message: 'Server error: 500' },
    );
    expect(failed).toEqual({ status: 'failed', message: 'Server error: 500' });
    expect(formReducer(failed, { type: 'submit' })).toEqual({ status: 'sending' });
  });
  it('ignores a second submit and stray results', () => {
    expect(formReducer({ status: 'sending' }, { type: 'submit' })).toEqual({ status: 'sending' });
    expect(formReducer(initialFormState, { type: 'succeeded' })).toEqual(initialFormState);
    expect(formReducer({ status: 'success' }, { type: 'failed', message: 'x' })).toEqual({
      status: 'success',
    });
  });
});

describe('failureText', () => {
  it('prefixes the message', () => {
    expect(failureText('Server error: 502')).toBe('Submission failed: Server error: 502');
  });
});
