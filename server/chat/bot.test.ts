import { describe, expect, it } from 'vitest';
import { createBot, fallbackReply, summarise } from './bot';
import { loadPassages } from './knowledge';

const bot = createBot(loadPassages());
const first = (question: string) => bot.answer(question).sources[0]?.id ?? '';

describe('help bot', () => {
  it('points store-connection questions to the connection guide', () => {
    expect(first('How do I connect my Shopify store?')).toMatch(/connect-shopify|faq:connect/);
    expect(bot.answer('How do I connect my Shopify store?').reply).toContain(
      '/documentation/connect-shopify',
    );
  });
  it('explains quantity delta, MAP pricing and plan limits', () => {
    expect(bot.answer('What is quantity delta?').reply).toMatch(/10 with a delta of 3|minus/i);
    expect(first('How does MAP pricing work?')).toMatch(/price-rules|pricing-rules/);
    expect(bot.answer('How many orders per month on the Basic plan?').reply).toContain('200');
  });
  it('says plainly when it does not know, and offers the contact page', () => {
    expect(bot.answer('Can I pay for tacos with bitcoin?').reply).toBe(fallbackReply);
    expect(fallbackReply).toContain('[contact us](/contact)');
  });
});

describe('summarise', () => {
  it('keeps whole sentences, and prices whole', () => {
    expect(summarise('A cost of $82.50 is fine. Next sentence here.')).toBe(
      'A cost of $82.50 is fine. Next sentence here.',
    );
    const long = 'One sentence that is fairly long and keeps going. '.repeat(20);
    expect(summarise(long).length).toBeLessThanOrEqual(360);
  });
});

describe('the question set of npm run bench:bot', async () => {
  const { botQuestions, isExpected } = await import('./questions');
  it('has at least 40 questions, and at least 85% are answered by a right source first', () => {
    expect(botQuestions.length).toBeGreaterThanOrEqual(40);
    const right = botQuestions.filter((q) =>
      isExpected(bot.answer(q.question).sources[0]?.id, q.expected),
    );
    expect(right.length / botQuestions.length).toBeGreaterThanOrEqual(0.85);
  });
  it('matches expected sources by FAQ id or by article', () => {
    expect(isExpected('doc:pricing-rules#enforce-map', ['doc:pricing-rules'])).toBe(true);
    expect(isExpected('doc:pricing-rules-extra', ['doc:pricing-rules'])).toBe(false);
    expect(isExpected('faq:free-trial', ['faq:free-trial'])).toBe(true);
    expect(isExpected(undefined, ['faq:free-trial'])).toBe(false);
  });
});
