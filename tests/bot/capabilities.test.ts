import { beforeAll, describe, expect, it } from 'vitest';
import { createBot } from '#server/chat/bot.ts';
import { loadKnowledge } from '#server/chat/knowledge.ts';
import { capabilityTools } from './capabilities.ts';

let answer: ReturnType<typeof createBot>['answer'];
beforeAll(() => {
  answer = createBot(loadKnowledge()).answer;
}, 60_000);

describe.each(capabilityTools)('the $tool tool', ({ cases }) => {
  it.each(cases)('$question', ({ question, expect: held }) => {
    expect(answer(question).reply).toContain(held);
  });
});
