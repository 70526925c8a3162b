import { beforeAll } from 'vitest';
import { createBot, type AnswerOptions, type BotAnswer } from '#server/chat/bot.ts';
import { loadKnowledge } from '#server/chat/knowledge.ts';

/** The help bot for a test file, built once before its tests (reading the content takes a few seconds). */
export function useBot(): (question: string, options?: AnswerOptions) => BotAnswer {
  let bot: ReturnType<typeof createBot>;
  beforeAll(() => {
    bot = createBot(loadKnowledge());
  }, 60_000);
  return (question, options) => bot.answer(question, options);
}
