// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldNames } from '~/forms/contract';
import { contactForm } from '~/forms/contact';

// The build with VITE_CONTACT_WEBHOOK_URL set: the contact form posts to an n8n webhook.
vi.mock('~/config', () => ({
  endpoints: { contact: 'https://n8n.example/webhook/contact' },
}));

const { default: HandoffPanel, handoffBody } = await import('./handoff-panel');

afterEach(() => vi.unstubAllGlobals());

describe('the hand-off to an external contact webhook', () => {
  it("posts exactly the spec's contact body, with no key or honeypot", async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const onDone = vi.fn();
    render(
      <HandoffPanel
        turns={[
          { sender: 'user', text: 'Can I get a demo?' },
          { sender: 'bot', text: 'Happy to help.' },
        ]}
        onDone={onDone}
        onCancel={() => {}}
      />,
    );
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/Full Name/), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByLabelText('Partnership'));
    fireEvent.click(screen.getByRole('button', { name: 'Send to our team' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://n8n.example/webhook/contact');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    const body = JSON.parse(String(init.body)) as Record<string, string>;
    expect(Object.keys(body)).toEqual(fieldNames(contactForm));
    expect(body).toMatchObject({
      name: 'Ada',
      email: 'ada@example.com',
      company: '',
      subject: 'partnership',
    });
    expect(body.message).toContain('Visitor: Can I get a demo?\n\nAssistant: Happy to help.');
    expect(onDone.mock.calls[0]![0]).toContain(
      'We reply to ada@example.com within 1-2 business days.',
    );
  });

  it('sends nothing when a required field is missing, and names it', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<HandoffPanel turns={[]} onDone={() => {}} onCancel={() => {}} />);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to our team' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Full Name is required.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

it('handoffBody fills the fields the chat does not ask with blanks, in contract order', () => {
  expect(handoffBody({ email: 'a@b.co', name: 'A', subject: 'sales' }, 'hi')).toEqual({
    name: 'A',
    email: 'a@b.co',
    company: '',
    phone: '',
    plan: '',
    websiteUrl: '',
    subject: 'sales',
    message: 'hi',
  });
});
