/**
 * The topics of the bot's content (app/content/bot-topics.ts, read through knowledge.ts) compiled
 * into one finder per list: the first topic, in the list's order, that a question holds.
 */
import { compileRule, type PhraseRule } from '#app/lib/phrases.ts';

export function topicFinder<T extends PhraseRule>(topics: readonly T[]) {
  const compiled = topics.map((topic) => ({ topic, holds: compileRule(topic) }));
  return (question: string): T | null => {
    const text = question.toLowerCase();
    return compiled.find(({ holds }) => holds(text))?.topic ?? null;
  };
}
