/**
 * Messages of several parts that nothing answers whole: a part answered on its own is, and the
 * reply says the rest is not covered. When the message names something the site never mentions, the
 * parts without such a word are asked together ("Are you SOC 2 compliant? We also need HIPAA.");
 * otherwise each asking part in turn ("Where is our data hosted, and are you on AWS or Azure?").
 */
import { answers, withNote, type Reply } from './compose.ts';
import { asks, isTerseList, questionParts } from './elsewhere.ts';
import { fixed, type Question } from './question.ts';
import type { Bot } from './setup.ts';
import { PART_WORDS } from './several.ts';
import { isStopword } from './text.ts';

export function answerParts(
  bot: Bot,
  q: Question,
  offTopic: boolean,
  unknown: string[],
  respond: (message: string) => Reply,
  contact: string,
): Reply | null {
  const parts = questionParts(q.raw);
  // The reply to the parts that ask, when it answers them, with a note on the rest.
  const answered = (asked: string, rest: string) => {
    const main = respond(asked);
    return answers(main) ? withNote(main, `${rest}; for that, ${contact}.`) : null;
  };
  if (offTopic) {
    const ours = parts.filter((part) => fixed(bot, part).every((w) => !unknown.includes(w)));
    // A part must say its own topic: "Is there a way?" alone says none; in a terse list ("gdpr
    // and hipaa?") one content word names its topic.
    const said = fixed(bot, ours.join(' ')).filter((w) => !isStopword(w));
    const answerable =
      ours.length < parts.length &&
      said.length >= (isTerseList(q.raw) ? 1 : PART_WORDS) &&
      ours.some((part) => asks(part, q.raw));
    return answerable
      ? answered(ours.join('. '), "The rest of your question is something the site doesn't cover")
      : null;
  }
  for (const part of parts.length > 1 ? parts.filter((part) => asks(part, q.raw)) : []) {
    const reply = answered(part, "I couldn't find the rest of your question on the site");
    if (reply) return reply;
  }
  return null;
}
