import { describe, expect, it } from 'vitest';
import { contactForm } from '~/forms/contact';
import { maxLengthOf } from '~/forms/contract';
import { asksForPerson, handoffConfirmation, handoffSubjects, transcriptMessage } from './handoff';

describe('asksForPerson', () => {
  it.each([
    'Can I talk to a human?',
    'I want to speak with someone from sales',
    'can you connect me to a real person',
    'Please call me tomorrow',
    'Could we book a call?',
    'I would like a demo',
    'Can I get a demonstration of the product?',
    'agent',
    'Is there a representative I can contact?',
  ])('offers a person for %j', (text) => {
    expect(asksForPerson(text)).toBe(true);
  });

  it.each([
    'How much is the Plus plan?',
    'Does inventory sync call the vendor API every hour?',
    'What does MAP pricing mean?',
    'Can someone on my team see orders?',
    'How do I add a vendor?',
  ])('does not for %j', (text) => {
    expect(asksForPerson(text)).toBe(false);
  });
});

describe('handoffSubjects', () => {
  it('are all contact form subjects', () => {
    const values = contactForm.fields.subject.options.map((o) => o.value as string);
    for (const subject of handoffSubjects) expect(values).toContain(subject.value);
  });
});

describe('transcriptMessage', () => {
  const turns = [
    { sender: 'user' as const, text: 'first question' },
    { sender: 'bot' as const, text: 'first answer' },
    { sender: 'user' as const, text: 'second question' },
    { sender: 'bot' as const, text: '   ' },
  ];

  it('writes every turn with its speaker when it fits', () => {
    expect(transcriptMessage(turns, 10_000)).toBe(
      'Sent from the website chat. The conversation so far:\n\nVisitor: first question\n\nAssistant: first answer\n\nVisitor: second question',
    );
  });

  it('keeps the newest turns within the limit', () => {
    const message = transcriptMessage(turns, 120);
    expect(message.length).toBeLessThanOrEqual(120);
    expect(message).toContain('[earlier messages left out]');
    expect(message).toContain('Visitor: second question');
    expect(message).not.toContain('first question');
  });

  it("keeps the end of a newest turn longer than the contract's limit", () => {
    const max = maxLengthOf(contactForm.fields.message);
    const long = `${'a'.repeat(20_000)}THE END`;
    const message = transcriptMessage([{ sender: 'user', text: long }], max);
    expect(message.length).toBeLessThanOrEqual(max);
    expect(message.endsWith('THE END')).toBe(true);
  });
});

it('confirms with the reply time of the subject and the support hours', () => {
  expect(
    handoffConfirmation('sales', 'a@b.co', {
      replyTimes: { sales: 'within 1 hour', support: 'x', partnership: 'y' },
      supportHours: 'Mon-Fri',
    }),
  ).toBe(
    'Thank you. Your message and this conversation are with our team. We reply to a@b.co within 1 hour. Our team works Mon-Fri.',
  );
});
