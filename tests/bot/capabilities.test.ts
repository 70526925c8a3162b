import { describe, expect, it } from 'vitest';
import { useBot } from './use-bot.ts';
import { capabilityTools } from './capabilities.ts';

const answer = useBot();

describe.each(capabilityTools)('the $tool tool', ({ cases }) => {
  it.each(cases)('$question', ({ question, expect: held }) => {
    expect(answer(question).reply).toContain(held);
  });
});
