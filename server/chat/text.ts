/** Tokens for retrieval: lower-case words, common words dropped, plurals and -ing folded. */
const STOPWORDS = new Set(
  `a an and are as at be but by can could do does for from has have how i if in into is it its me my of on or our
  so than that the their them then there these they this to was we what when where which who why will with would
  you your yours about after all also am any been before being between both did each few get got had he her here
  him his more most no nor not now only other out over own same she should some such through too under until up
  very via want wants need needs just let lets please tell show explain much many does do i'm im it's`.split(
    /\s+/,
  ),
);

/** Words visitors use for the same thing as the docs. */
const SYNONYMS: Record<string, string> = {
  respond: 'response',
  reply: 'response',
  scope: 'permission',
  access: 'access',
  cost: 'cost',
  price: 'price',
  hour: 'hour',
  cancel: 'cancellation',
  cancelled: 'cancellation',
  tag: 'tag',
  tagging: 'tag',
};

export function stem(word: string): string {
  const synonym = SYNONYMS[word];
  if (synonym) return synonym === word ? word : stem(synonym);
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length > 5) return trimE(word.slice(0, -3));
  if (word.endsWith('ed') && word.length > 4) return trimE(word.slice(0, -2));
  if (word.endsWith('es') && /(?:ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return trimE(word.slice(0, -1));
  return trimE(word);
}

/** 'price', 'priced' and 'pricing' all become 'pric'. */
function trimE(word: string): string {
  return word.length > 4 && word.endsWith('e') ? word.slice(0, -1) : word;
}

export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+(?:[-_][a-z0-9]+)*/g) ?? [])
    .flatMap((word) => (word.includes('-') ? [word.replace(/-/g, ''), ...word.split('-')] : [word]))
    .filter((word) => !STOPWORDS.has(word))
    .map(stem);
}

/** Tokens plus each pair of neighbouring tokens ('tracking_number'), so phrases outrank scattered words. */
export function termsWithPairs(text: string): string[] {
  const tokens = tokenize(text);
  const pairs = tokens.slice(1).map((token, i) => `${tokens[i]}_${token}`);
  return [...tokens, ...pairs];
}
