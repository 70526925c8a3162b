/**
 * Numbers in a visitor's message, in the forms visitors write them: "$1,200", "1.2k", "20%", "20
 * percent", "twelve", "$45.50". Each number is read with the words just before and after it, so a
 * tool can tell the cost from the markup, or the vendor's stock from the delta.
 */

export interface Amount {
  value: number;
  /** '$45' is money, '40%' a percentage, '9' a plain number. */
  kind: 'money' | 'percent' | 'number';
  /** Where the number starts in the message. */
  index: number;
  /** Up to six words before the number in its sentence and after the number before it, lower-cased. */
  before: string;
  /** Up to three words after the number in its clause, lower-cased. */
  after: string;
}

/** Numbers visitors spell out, as words: zero to twenty, the tens and a hundred. */
const UNITS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty';
const TENS = 'thirty forty fifty sixty seventy eighty ninety';
export const NUMBER_WORDS: Record<string, number> = Object.fromEntries([
  ...UNITS.split(' ').map((word, i) => [word, i]),
  ...TENS.split(' ').map((word, i) => [word, 30 + 10 * i]),
  ['hundred', 100],
]);

const NUMBER = new RegExp(
  String.raw`(?:(\$|usd\s?|us\$)\s?)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|${Object.keys(NUMBER_WORDS).join('|')})(?:\s?(k|thousand)\b)?(\s?%|\s?percent\b|\s?(?:dollars?|usd|bucks)\b)?`,
  'gi',
);

// A line break ends a sentence too: a follow-up is read with the previous message on the next line.
const SENTENCE_END = /[.!?;](?=\s|$)|\n/;
const CLAUSE_END = /[.!?;,:](?=\s|$)|\n/;
const YEAR_BEFORE = /\b(?:in|since|from|until|by|of|back|early|late|mid|year)$/;
const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean);

/** Every number of the message, in order. Version numbers ("2.1.0") and dates are left out. */
export function readAmounts(message: string): Amount[] {
  const text = message.toLowerCase();
  const amounts: Amount[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(NUMBER)) {
    const [whole, currency, digits, thousands, unit] = match;
    const start = match.index;
    const end = start + whole.length;
    // Part of a word ("b2b", "24/7"), a version ("2.1.0") or a date ("2025-08-19").
    if (/[\w./-]/.test(text[start - 1] ?? ' ') && !currency) continue;
    if (/^[\w/-]|^\.\d/.test(text.slice(end))) continue;
    const word = NUMBER_WORDS[digits!];
    if (word !== undefined && (currency || /^\d/.test(text.slice(end).trim()))) continue;
    const value = (word ?? Number(digits!.replace(/,/g, ''))) * (thousands ? 1000 : 1);
    const kind = unit && /%|percent/.test(unit) ? 'percent' : currency || unit ? 'money' : 'number';
    // "a 30% markup and cost is 20": the markup is the 30's, not the 20's.
    const sentence = text.slice(previousEnd, start).split(SENTENCE_END).pop()!;
    previousEnd = end;
    const before = wordsIn(sentence).slice(-6).join(' ');
    // "In 2023 we got a warning letter": a year, not an amount.
    if (kind === 'number' && value >= 1990 && value < 2100 && YEAR_BEFORE.test(before)) continue;
    const after = wordsIn(text.slice(end).split(CLAUSE_END)[0]!).slice(0, 3).join(' ');
    amounts.push({ value, kind, index: start, before, after });
  }
  return amounts;
}

/**
 * The amount a role's words name: the first whose last three words before, or else first two after,
 * or else any words before match `words`, of an allowed kind, that no other role has taken. The
 * nearest words name a number: in "30% markup and cost is 20", "markup" is the 30's.
 */
export function amountNamed(
  amounts: Amount[],
  words: RegExp,
  kinds: Amount['kind'][],
  taken: Set<Amount>,
): Amount | undefined {
  const free = amounts.filter((a) => kinds.includes(a.kind) && !taken.has(a));
  const found =
    free.find((a) => words.test(a.before.split(' ').slice(-3).join(' '))) ??
    free.find((a) => words.test(a.after.split(' ').slice(0, 2).join(' '))) ??
    free.find((a) => words.test(a.before));
  if (found) taken.add(found);
  return found;
}
