/**
 * The checks of the help bot's content (bot-topics.ts, bot-vocabulary.ts),
 * run before every build by scripts/check-content.ts: the shapes, unique ids,
 * and that no topic the bot calls unlisted is covered by the site. When an FAQ
 * entry or a documentation section starts to cover one, the bot must stop
 * saying the site has nothing on it, so the build fails until the topic goes.
 */
import { z } from 'zod';
import { compileRule } from '../lib/phrases';
import { elsewhereTopics, unlistedTopics } from './bot-topics';
import { fillerPhrases, foreignWords, phraseTerms, shorthand, synonyms } from './bot-vocabulary';
import type { TextSource } from './fact-check';
import {
  botPhraseSchema,
  elsewhereTopicSchema,
  unlistedTopicSchema,
  type ElsewhereTopic,
  type FaqEntry,
  type UnlistedTopic,
  type VocabularyPhrase,
  vocabularyPhraseSchema,
  wordTableSchema,
} from './schema';

export interface BotContent {
  elsewhereTopics: ElsewhereTopic[];
  unlistedTopics: UnlistedTopic[];
  fillerPhrases: string[];
  phraseTerms: VocabularyPhrase[];
  synonyms: Record<string, string>;
  shorthand: Record<string, string>;
  foreignWords: Record<string, string>;
}

/** The help bot's content as the checks read it. */
export const botContent: BotContent = {
  elsewhereTopics,
  unlistedTopics,
  fillerPhrases,
  phraseTerms,
  synonyms,
  shorthand,
  foreignWords,
};

/** The sections of a Markdown article, each from its heading to the next, named after it. */
export function markdownSections(source: TextSource): TextSource[] {
  return source.text.split(/^(?=#{1,6} )/m).map((section) => {
    const heading = /^#{1,6} (.+)/.exec(section)?.[1]?.trim();
    return { name: heading ? `${source.name} § ${heading}` : source.name, text: section };
  });
}

/** The FAQ entries, each as one source of its question and answer. */
export const faqSources = (entries: FaqEntry[]): TextSource[] =>
  entries.map((entry) => ({ name: `FAQ ${entry.id}`, text: `${entry.question}\n${entry.answer}` }));

/**
 * Problems for each unlisted topic that one of the sources now covers: the
 * source holds one of its phrases. Phrases with a gap (" ... ") pair words that
 * stand far apart in a section, and `unless` and raw patterns are written for
 * the questions of visitors, so the check reads the plain phrases alone.
 */
export function findCoveredTopics(topics: UnlistedTopic[], sources: TextSource[]): string[] {
  const rules = topics.flatMap((topic) => {
    const phrases = topic.phrases?.filter((phrase) => !phrase.includes(' ... ')) ?? [];
    return phrases.length
      ? [{ topic, holds: compileRule({ phrases, alsoNeeds: topic.alsoNeeds }) }]
      : [];
  });
  return sources.flatMap((source) => {
    const text = source.text.toLowerCase();
    return rules
      .filter(({ holds }) => holds(text))
      .map(
        ({ topic }) =>
          `${source.name} covers "${topic.label}": remove the unlisted topic "${topic.id}" from app/content/bot-topics.ts (or reword its phrases)`,
      );
  });
}

function unique(ids: string[], what: string): string[] {
  const seen = new Set<string>();
  return ids.flatMap((id) => (seen.has(id) ? [`duplicate ${what}: ${id}`] : (seen.add(id), [])));
}

/** Every problem of the bot's content, given the FAQ entries and the Markdown articles. */
export function checkBotContent(
  content: BotContent,
  { faq, articles }: { faq: FaqEntry[]; articles: TextSource[] },
): string[] {
  const problems: string[] = [];
  const check = (name: string, schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    if (!result.success) problems.push(`${name}: ${z.prettifyError(result.error)}`);
  };
  check('elsewhereTopics', z.array(elsewhereTopicSchema).min(1), content.elsewhereTopics);
  check('unlistedTopics', z.array(unlistedTopicSchema).min(1), content.unlistedTopics);
  check('fillerPhrases', z.array(botPhraseSchema).min(1), content.fillerPhrases);
  check('phraseTerms', z.array(vocabularyPhraseSchema).min(1), content.phraseTerms);
  check('synonyms', wordTableSchema, content.synonyms);
  check('shorthand', wordTableSchema, content.shorthand);
  check('foreignWords', wordTableSchema, content.foreignWords);
  if (problems.length) return problems;
  problems.push(
    ...unique(
      [...content.elsewhereTopics, ...content.unlistedTopics].map((t) => t.id),
      'bot topic id',
    ),
  );
  problems.push(
    ...findCoveredTopics(content.unlistedTopics, [
      ...faqSources(faq),
      ...articles.flatMap(markdownSections),
    ]),
  );
  return problems;
}
