/**
 * Language handling for the help bot: words, stems, the visitors' vocabulary
 * (app/content/bot-vocabulary.ts) and typo correction. The same functions run over the knowledge
 * and over the visitor's question, so both sides meet on the same terms.
 */
import { readFileSync } from 'node:fs';
import { stemmer } from 'stemmer';
import wordListPath from 'word-list';
import { editDistance, MIN_TYPO_LENGTH, maxTypoDistance } from '#app/lib/edit-distance.ts';
import { phrasesOrPattern, phrasesPattern } from '#app/lib/phrases.ts';
import { readVocabulary } from './knowledge.ts';

/**
 * The visitors' words for the site's terms (app/content/bot-vocabulary.ts, through knowledge.ts),
 * compiled once. Phrases are applied before splitting into words, to question and knowledge alike.
 */
const vocabulary = readVocabulary();
/** Filler phrases that carry no topic, dropped first. */
const FILLER = phrasesPattern(vocabulary.fillerPhrases, 'g')!;
const PHRASES: [RegExp, string][] = vocabulary.phraseTerms.map(({ phrases, pattern, term }) => [
  phrasesOrPattern(phrases, pattern, 'g')!,
  term,
]);
const STOPWORDS = new Set(vocabulary.stopwords.split(/\s+/));

export function normalise(text: string): string {
  const lower = text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    // "später", "está", "López": the letters without their accents.
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")
    .replace(FILLER, ' ');
  return PHRASES.reduce((out, [pattern, term]) => out.replace(pattern, term), lower);
}

/** Words of a visitor's first language, read as English words; an empty list drops the word. */
const FOREIGN = new Map(
  Object.entries(vocabulary.foreignWords).map(([w, english]) => [w, english.match(/\S+/g) ?? []]),
);

/** Lower-case words of the text, phrases folded, apostrophes dropped ("honey's" → "honeys"). */
export function words(text: string): string[] {
  const folded = normalise(text).replace(/'/g, '');
  return (folded.match(/[a-z0-9]+(?:[-_][a-z0-9]+)*/g) ?? []).flatMap((word) => {
    const joined = word.replace(/[-_]/g, '');
    if (joined === word)
      return FOREIGN.get(word) ?? vocabulary.shorthand[word]?.split(' ') ?? [word];
    // 'read_all_orders' and 'drop-ship' are found by their parts and by the joined word.
    // An "AV-Vertrag" is read whole, as its language's word.
    return FOREIGN.get(joined) ?? [joined, ...word.split(/[-_]/)];
  });
}

/** Stems already worked out, a few thousand words; past 50,000 (typos, names) it starts again. */
const stems = new Map<string, string>();
const STEMS = 50_000;

/** The word's synonym, then its Porter stem: 'shipped', 'shipping' and 'ships' become 'ship'. */
export function stem(word: string): string {
  const known = stems.get(word);
  if (known !== undefined) return known;
  const synonym = vocabulary.synonyms[word];
  const stemmed =
    synonym && synonym !== word ? stem(synonym) : word.length <= 2 ? word : stemmer(word);
  if (stems.size >= STEMS) stems.clear();
  stems.set(word, stemmed);
  return stemmed;
}

export const isStopword = (word: string): boolean => STOPWORDS.has(word);

/** The text's words less stopwords: the words that say what it is about. */
export const contentWords = (text: string): string[] =>
  words(text).filter((word) => !STOPWORDS.has(word));

/** Stems of the text's words, common words dropped. */
export const tokenize = (text: string): string[] => tokensOf(words(text));

/** Stems of the words, common words dropped: {@link tokenize} for words already read. */
export const tokensOf = (textWords: string[]): string[] =>
  textWords.filter((word) => !STOPWORDS.has(word)).map(stem);

/** Tokens plus each pair of neighbouring tokens ('tracking_number'), so phrases outrank scattered words. */
export const termsWithPairs = (text: string): string[] => withPairs(tokenize(text));

export function withPairs(tokens: string[]): string[] {
  return [...tokens, ...tokens.slice(1).map((token, i) => `${tokens[i]}_${token}`)];
}

/** Of each set of words, those no other set holds: the words that tell it from the others. */
export const ownWords = (sets: Set<string>[]) =>
  sets.map((set) => [...set].filter((w) => sets.filter((other) => other.has(w)).length === 1));

/**
 * Corrects words of five letters or more that the knowledge never uses to the nearest word it does
 * use with the same first letter: one edit for words up to seven letters, two from eight. Ties go
 * to the more frequent word; a word with no near neighbour is kept as typed (it may be a name the
 * bot should not pretend to know).
 *
 * Visitors' wordings of the questions the site answers (`askedBy`) add the everyday words they use
 * for its topics ("trial length", "delete my stuff"), so that a question in those words is not
 * taken for one about something the site never mentions. Only their dictionary words count: the
 * wordings keep their typos ("premum") and name vendors the catalogue lacks ("keystone"), and
 * `siteUses` still answers by the site's own words alone.
 */
export function createSpeller(
  texts: Iterable<string>,
  /** Words that are right as typed even when the knowledge never uses them ('plain' is not 'plan'). */
  isWord: (word: string) => boolean = () => false,
  askedBy: Iterable<string> = [],
) {
  const frequency = new Map<string, number>();
  const add = (word: string) => frequency.set(word, (frequency.get(word) ?? 0) + 1);
  for (const text of texts) words(text).forEach(add);
  const siteWords = new Set(frequency.keys());
  const siteStems = new Set([...siteWords].map(stem));
  for (const text of askedBy) for (const word of words(text)) if (isWord(word)) add(word);
  const byLength = new Map<number, string[]>();
  for (const word of frequency.keys())
    if (word.length >= MIN_TYPO_LENGTH - 1 && !/\d/.test(word))
      (byLength.get(word.length) ?? byLength.set(word.length, []).get(word.length)!).push(word);
  const stems = new Set([...frequency.keys()].map(stem));
  const cache = new Map<string, string>();
  const shortWords = [...frequency.keys(), ...STOPWORDS].filter(
    (w) => w.length >= 2 && w.length <= MIN_TYPO_LENGTH && !/\d/.test(w),
  );

  function correct(word: string): string {
    if (word.length < MIN_TYPO_LENGTH || frequency.has(word) || /\d/.test(word)) return word;
    // Doing a thing the site names again ('reconnect', 'resync') asks about that thing.
    const again = /^re([a-z]{4,})$/.exec(word)?.[1];
    if (again && siteWords.has(again) && !/(?:able|ability|ions?|ent)$/.test(word)) return again;
    if (vocabulary.synonyms[word] || STOPWORDS.has(word) || isWord(word)) return word;
    const cached = cache.get(word);
    if (cached) return cached;
    const max = maxTypoDistance(word);
    let [best, bestDistance, bestFrequency] = [word, max + 1, 0];
    for (let length = word.length - max; length <= word.length + max; length++)
      for (const candidate of byLength.get(length) ?? []) {
        // People seldom mistype a word's first letter; a name that differs there
        // ("iphone" and "phone") is another word, not a typo.
        if (candidate[0] !== word[0]) continue;
        const distance = editDistance(word, candidate, Math.min(max, bestDistance));
        const count = frequency.get(candidate)!;
        if (distance > max || distance > bestDistance) continue;
        if (distance < bestDistance || count > bestFrequency)
          [best, bestDistance, bestFrequency] = [candidate, distance, count];
      }
    if (cache.size > 5000) cache.clear();
    cache.set(word, best);
    return best;
  }

  return {
    /** The knowledge or its visitors use this word, or another form of it. */
    knows: (word: string) => frequency.has(word) || stems.has(stem(word)),
    /**
     * A word of three or four letters one edit from a known word or a common one with the same
     * first letter ('oftn', 'hav'). Too short to correct safely (several words are often that
     * close), but a typo rather than a name.
     */
    nearlyKnows: (word: string) =>
      word.length >= 3 &&
      word.length < MIN_TYPO_LENGTH &&
      shortWords.some((w) => w[0] === word[0] && editDistance(word, w, 1) <= 1),
    /** The site's own text uses this word, or another form of it. */
    siteUses: (word: string) => siteWords.has(word) || siteStems.has(stem(word)),
    /** The text with each unknown word replaced by its correction, as lower-case words. */
    fix: (text: string) => words(text).map(correct).join(' '),
  };
}

export type Speller = ReturnType<typeof createSpeller>;

/** An adverb made from a word ('easily', 'probably'); 'family' and 'assembly' are not adverbs. */
export const isAdverb = (word: string, isWord: (word: string) => boolean): boolean =>
  word.endsWith('ly') &&
  [word.slice(0, -2), word.replace(/ily$/, 'y'), word.replace(/bly$/, 'ble')].some(
    (base) => base !== word && isWord(base),
  );

/** UN M49 areas: the world, the continents and their regions ('Europe', 'Latin America'). */
const AREAS =
  '001 002 005 009 011 013 014 015 017 018 019 021 029 030 034 035 039 053 054 057 061 142 143 145 150 151 154 155 202 419';

/**
 * Names of countries, areas and languages ('germany', 'netherlands', 'europe', 'spanish'), from the
 * runtime's Unicode data. The word list has no proper nouns, and a visitor who says where they are
 * or what their staff speak is not asking about a product the site never mentions.
 */
export function loadPlaceWords(): ReadonlySet<string> {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const pairs = [...letters].flatMap((a) => [...letters].map((b) => a + b));
  const names: string[] = [];
  const collect = (type: 'region' | 'language', codes: string[]) => {
    const display = new Intl.DisplayNames(['en'], { type, fallback: 'none' });
    for (const code of codes)
      try {
        const name = display.of(code);
        if (name && name.toLowerCase() !== code) names.push(name);
      } catch {
        // Not a code this runtime knows.
      }
  };
  collect('region', [...pairs.map((p) => p.toUpperCase()), ...AREAS.split(' ')]);
  collect('language', pairs);
  // Short names the region list spells out in full ("United States").
  return new Set([...names.flatMap((name) => words(name)), ...vocabulary.placeShortNames]);
}

/**
 * English dictionary words ('invoice', 'morning') and the vocabulary's trade words, to tell them
 * from names and terms of art ('quickbooks', 'iphone', 'sla'). About 275,000, read once at startup.
 */
export const loadDictionary = (): ReadonlySet<string> =>
  new Set([...readFileSync(wordListPath, 'utf8').split('\n'), ...vocabulary.tradeWords]);
