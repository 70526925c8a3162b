/**
 * Turns the phrases of the help bot's content (app/content/bot-topics.ts and
 * bot-vocabulary.ts) into regular expressions: the bot compiles them once, at
 * startup, and the content check uses them to find a topic the site now covers.
 * A phrase is written the way a visitor types it, lower-case, and
 * matches whole words only. Its few marks:
 *
 * - `(a|b c)`: one of the choices; a choice may hold several words or be nested.
 * - `[a|b]`: optional words; the space next to them is optional with them.
 * - `*` after a word or a choice: the word may go on ("translat*").
 * - ` ... `: anything may come between the words before and after, in that order.
 * - `~3`: up to three words of any kind; `~1-3`, one to three.
 *
 * Everything else is literal text.
 */

const SPECIAL = /[\\^$.|?*+()[\]{}/]/g;
export const escape = (text: string) => text.replace(SPECIAL, '\\$&');

type Item =
  | { kind: 'text'; text: string }
  | { kind: 'choice'; options: Item[][]; optional: boolean }
  | { kind: 'more' }
  | { kind: 'words'; min: number; max: number }
  | { kind: 'gap' };

function parse(phrase: string): Item[][] {
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`Phrase "${phrase}": ${why} at ${at}`);
  };
  function options(close?: string): Item[][] {
    const all: Item[][] = [[]];
    while (at < phrase.length) {
      const char = phrase[at]!;
      const items = all[all.length - 1]!;
      if (char === close) return all;
      if (char === ')' || char === ']') fail(`unexpected "${char}"`);
      at++;
      if (char === '|') {
        if (!close) fail('"|" outside a choice');
        all.push([]);
      } else if (char === '(' || char === '[') {
        const end = char === '(' ? ')' : ']';
        const inner = options(end);
        if (phrase[at] !== end) fail(`missing "${end}"`);
        at++;
        items.push({ kind: 'choice', options: inner, optional: char === '[' });
      } else if (char === '*') {
        items.push({ kind: 'more' });
      } else if (char === '~') {
        const [, min, max] =
          /^(?:(\d+)-)?(\d+)/.exec(phrase.slice(at)) ?? fail('"~" needs a count');
        at += (min ? min.length + 1 : 0) + max!.length;
        items.push({ kind: 'words', min: Number(min ?? 0), max: Number(max) });
      } else if (phrase.startsWith(' ... ', at - 1)) {
        at += 4;
        items.push({ kind: 'gap' });
      } else {
        const last = items[items.length - 1];
        if (last?.kind === 'text') last.text += char;
        else items.push({ kind: 'text', text: char });
      }
    }
    if (close) fail(`missing "${close}"`);
    return all;
  }
  return options();
}

function source(items: Item[]): string {
  let out = '';
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (item.kind === 'text') out += escape(item.text);
    else if (item.kind === 'more') out += String.raw`\w*`;
    else if (item.kind === 'gap') out += String.raw`\b.*\b`;
    else if (item.kind === 'words') {
      // Each word takes the space after it.
      out += String.raw`(?:\w+ ){${item.min},${item.max}}`;
      const next = items[i + 1];
      if (next?.kind !== 'text' || !next.text.startsWith(' '))
        throw new Error('"~" needs a word after it');
      next.text = next.text.slice(1);
    } else {
      const inner = `(?:${item.options.map(source).join('|')})`;
      if (!item.optional) out += inner;
      else {
        const next = items[i + 1];
        if (next?.kind === 'text' && next.text.startsWith(' ')) {
          // The optional words take the space after them.
          out += `(?:${inner} )?`;
          next.text = next.text.slice(1);
        } else if (out.endsWith(' ')) {
          out = `${out.slice(0, -1)}(?: ${inner})?`;
        } else out += `${inner}?`;
      }
    }
  }
  return out;
}

/** The regular expression source of one phrase, without its word boundaries. */
export function phraseSource(phrase: string): string {
  const [items, ...more] = parse(phrase);
  if (more.length) throw new Error(`Phrase "${phrase}": "|" outside a choice`);
  return source(items!);
}

/** Matches any of the phrases as whole words; null for no phrases. */
export function phrasesPattern(phrases: readonly string[], flags = ''): RegExp | null {
  if (phrases.length === 0) return null;
  return new RegExp(String.raw`\b(?:${phrases.map(phraseSource).join('|')})\b`, flags);
}

/** A rule of the bot's content: what must appear in a question for it to hold. */
export interface PhraseRule {
  phrases?: readonly string[];
  /** A regular expression, where phrases cannot say it. */
  pattern?: string;
  /** Phrases of which one must appear too, anywhere. */
  alsoNeeds?: readonly string[];
  /** Phrases that cancel the rule. */
  unless?: readonly string[];
  /** A regular expression that cancels the rule, where phrases cannot say it. */
  unlessPattern?: string;
}

/** Matches the phrases or the pattern, phrases first; null for neither. */
export function phrasesOrPattern(
  phrases: readonly string[] = [],
  pattern?: string,
  flags = '',
): RegExp | null {
  const fromPhrases = phrasesPattern(phrases, flags);
  if (!pattern) return fromPhrases;
  return new RegExp(fromPhrases ? `${fromPhrases.source}|${pattern}` : pattern, flags);
}

/** Compiles a rule into a test of lower-case text. */
export function compileRule(rule: PhraseRule): (text: string) => boolean {
  const matches = phrasesOrPattern(rule.phrases, rule.pattern);
  if (!matches) throw new Error('A rule needs phrases or a pattern');
  const needs = phrasesPattern(rule.alsoNeeds ?? []);
  const cancels = phrasesOrPattern(rule.unless, rule.unlessPattern);
  return (text) =>
    matches.test(text) && (!needs || needs.test(text)) && !(cancels && cancels.test(text));
}
