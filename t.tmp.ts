import { loadKnowledge } from '#server/chat/knowledge.ts';
import { prepareBot } from '#server/chat/setup.ts';
import { parseQuestion } from '#server/chat/question.ts';
import { readContext } from '#server/chat/context.ts';
import { answerByIntent } from '#server/chat/intents/index.ts';
import { questionFocus } from '#server/chat/focus.ts';
import { answerablePart, elsewhereAnswer, unlistedAnswer } from '#server/chat/elsewhere.ts';
const bot = prepareBot(loadKnowledge());
for (const m of ["quick sanity check: cost $20, markup 50%, MAP $35, enforce map on. what price lands in my store?", "cost is $40 and MAP is $65, markup 50%, Enforce MAP on. What price ends up in Shopify?"]) {
  const f = questionFocus(m);
  console.log('focus', f, answerablePart(m), elsewhereAnswer(m)?.id, unlistedAnswer(m)?.id);
  const q = parseQuestion(bot, m, undefined, f);
  console.log(answerByIntent(bot, q, readContext(bot, q))?.intent);
}
