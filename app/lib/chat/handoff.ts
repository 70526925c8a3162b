/**
 * The rules of the chat's "Talk to a person" (issue #33): when to offer it,
 * what it is about in the contact form's own subject values, and the
 * conversation written into the contact message within the contract's limit.
 */
import type { contactForm } from '~/forms/contact';

type ContactSubject = (typeof contactForm.fields.subject.options)[number]['value'];

/** What the visitor picks in the chat, each one of the contact form's subjects. */
export const handoffSubjects = [
  { value: 'sales', label: 'Sales' },
  { value: 'support', label: 'Support' },
  { value: 'partnership', label: 'Partnership' },
] as const satisfies readonly { value: ContactSubject; label: string }[];

export type HandoffSubject = (typeof handoffSubjects)[number]['value'];

// A request for a person, a call or a demo, in the words visitors use.
const ASKS_FOR_PERSON = [
  /\b(human|real person|live (person|agent)|a person|someone|somebody|agent|representative|rep|sales ?(team|person|people)|support team|your team)\b.*\b(talk|speak|chat|contact|reach|connect|call|get|want|need)\b/,
  /\b(talk|speak|chat|connect|get in touch)\b.*\b(human|person|someone|somebody|agent|representative|rep|sales|support team|your team|people)\b/,
  /\b(call me|phone call|a call|call back|callback|ring me|book a call|schedule a call|hop on a call)\b/,
  /\b(demo|demonstration|walkthrough|walk-through)\b/,
  /^(human|agent|operator|person|representative)[.!?]*$/,
];

/** Whether the visitor asks for a human, a call or a demo. */
export function asksForPerson(text: string): boolean {
  const lower = text.toLowerCase().replace(/\s+/g, ' ').trim();
  return ASKS_FOR_PERSON.some((pattern) => pattern.test(lower));
}

export interface TranscriptTurn {
  sender: 'user' | 'bot';
  text: string;
}

/** How a hand-off's contact message begins; `npm run insights` finds hand-offs by it. */
export const HANDOFF_HEADING = 'Sent from the website chat. The conversation so far:';
const HEADING = HANDOFF_HEADING;
const speaker = { user: 'Visitor', bot: 'Assistant' } as const;
const cut = '[earlier messages left out]';

/**
 * The conversation as the contact message: a heading and one paragraph per
 * turn, at most `max` characters. When it is longer, the oldest turns go
 * first (the newest say what the visitor needs now); a newest turn longer
 * than the room left keeps its end.
 */
export function transcriptMessage(turns: readonly TranscriptTurn[], max: number): string {
  const lines = turns
    .filter((turn) => turn.text.trim() !== '')
    .map((turn) => `${speaker[turn.sender]}: ${turn.text.trim()}`);
  const whole = [HEADING, ...lines].join('\n\n');
  if (whole.length <= max) return whole;
  const kept: string[] = [];
  let length = HEADING.length + 2 + cut.length;
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    const room = max - length - 2;
    if (line.length <= room) {
      kept.unshift(line);
      length += line.length + 2;
      continue;
    }
    if (kept.length === 0 && room > 0) kept.unshift(`…${line.slice(line.length - room + 1)}`);
    break;
  }
  return [HEADING, cut, ...kept].join('\n\n');
}

/** The chat's confirmation once the message is filed. */
export function handoffConfirmation(
  subject: HandoffSubject,
  email: string,
  facts: { replyTimes: Record<HandoffSubject, string>; supportHours: string },
): string {
  return `Thank you. Your message and this conversation are with our team. We reply to ${email} ${facts.replyTimes[subject]}. Our team works ${facts.supportHours}.`;
}
