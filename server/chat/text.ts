/**
 * Language handling for the help bot: words, stems, a small domain synonym
 * table and typo correction. The same functions run over the knowledge and
 * over the visitor's question, so both sides meet on the same terms.
 */
import { readFileSync } from 'node:fs';
import { stemmer } from 'stemmer';
import wordListPath from 'word-list';
import { editDistance, MIN_TYPO_LENGTH, maxTypoDistance } from '#app/lib/edit-distance.ts';

/**
 * Words too common to say what a question is about. "before", "after" and
 * "not" are not among them: they name sections ("Before you start") and
 * symptoms ("not updating"); leaving one set out over 3,053 questions scored
 * keeping them 0.4 points better than dropping them.
 */
const STOPWORDS = new Set(
  `a an and are as at be but by can could do does for from has have how i if in into is it its me my of on or our
  so than that the their them then there these they this to was we what when where which who why will with would
  you your yours about all also am any been being between both did each few get got had he her here
  him his more most no nor now only other out over own same she should some such through too under until up
  very via want wants need needs just let lets please tell show explain much many does do i'm im it's guys
  hi hey hello thanks thank whats what's hows dont don't doesnt doesn't cant can't isnt isn't ok okay yeah
  yep cool great really actually basically currently right wondering etc exactly simply were we're ive i've id i'd
  arent aren't wasnt wasn't werent weren't wont won't didnt didn't havent haven't hasnt hasn't couldnt
  couldn't shouldnt shouldn't wouldnt wouldn't youre you're theyre they're thats that's theres there's
  vs versus like youve you've weve we've theyve they've youll you'll theyll they'll itll it'll shouldve
  should've wouldve would've couldve could've wheres where's whos who's whens when's say says oh ah hmm hm um uh umm btw lol`.split(
    /\s+/,
  ),
);

/**
 * Phrases visitors use for a term the site uses. Applied before splitting into
 * words, to the question and the knowledge alike.
 */
const PHRASES: [RegExp, string][] = [
  [
    /\bsafety[- ]stock\b|\bstock buffer\b|\bbuffer stock\b|\bbuffer\b|\b(?:stock |safety )?cushion\b/g,
    'quantity delta',
  ],
  [/\bhook(?:ing)? (?:it )?up\b|\bplug(?:ging)? in\b|\bsign (?:in|into) to\b/g, 'connect'],
  // Idioms that name nothing: "how are orders routed in the first place?"
  [/\bin the first place\b|\bat the end of the day\b|\bby the way\b/g, ' '],
  [/\bfront[- ]end\b/g, 'frontend'],
  [/\bback[- ]end\b/g, 'backend'],
  [/\bno[- ]code\b|\blow[- ]code\b/g, 'lowcode'],
  [/\bclose (?:my |the )?account\b/g, 'cancel'],
  [/\bsign(?:ed|ing|s)?[- ]?up\b/g, 'register'],
  [
    /\bset(?:ting)?(?: (?:it|this|that|them|things|everything|the whole thing)(?: all)?| all)?[- ]up\b/g,
    'setup',
  ],
  [/\bsoc ?2\b/g, 'soc 2'],
  [/\bup and running\b|\bgo(?:ing)? live\b/g, 'setup'],
  [
    /\b(?:move|moving|step|stepping|bump|go|going) (?:up|down) (?:a plan|plans?|later|to)\b|\bmove up\b/g,
    'change plan',
  ],
  [
    /\bwhen (?:was|did) (?:vendorhub|the company|your company|you|it) (?:start|started|found|founded|launch|launched|begin|began|established|get started)\b/g,
    'when founded',
  ],
  [/\bsince (?:what|which) year\b/g, 'when founded'],
  // "Where is my data kept?" asks where it is hosted; "how long is it kept" asks about retention.
  [
    /\bwhere (?:is|are|do you keep|will you keep) (?:my|our|the|all) (?:data|information|stuff)(?: kept| held)?\b/g,
    'where data hosted',
  ],
  // "Who founded it" asks for people (the team), not the year it was founded.
  [
    /\bwho (?:founded|started|created|built|co-?founded|(?:is|are) behind) (?:vendorhub|the company|your company|you|it|this)\b|\bco-?founders?\b/g,
    'founder',
  ],
  // "from Plus to Premium" is a plan change.
  [
    /\bfrom (?:the )?(?:basic|plus|premium|enterprise)(?: plan)? (?:to|into) (?:the )?(?:basic|plus|premium|enterprise)\b/g,
    'change plan',
  ],
  [/\bwhere (?:do|can|should|would) (?:i|we) (?:put|type|paste|add|fill in|enter)\b/g, 'enter'],
  // "how can I tell if it works" asks how to check it.
  [/\bhow (?:can|do|would|will) (?:i|we|you) (?:tell|know|see|verify|confirm)\b/g, 'check'],
  [
    /\bin one go\b|\ball at once\b|\bat once\b|\bin bulk\b|\bbig (?:chunk|batch)\b|\bmass\b/g,
    'bulk',
  ],
  [
    /\b(?:jump|went|go|goes|going|change|changed|switch|switched|set|reset|flip|flipped)s? back\b|\brevert(?:s|ed|ing)?\b|\boverwr(?:ite|ites|itten|iten|ote|iting|itting)\b|\breset(?:s|ting)?\b/g,
    'replace',
  ],
  [/\bmanually\b|\bmyself\b|\bourselves\b/g, 'by hand'],
  // "Can your team set it up for me?": done by someone else, as the FAQ puts it.
  // ("Is this for me?" asks whether it fits.)
  [/(?<!\b(?:is|are) (?:this|it|that|vendorhub) )\b(?:for|instead of) (?:me|us)\b/g, 'behalf'],
  [/\bcheck[- ]?out\b/g, 'checkout'],
  [/\b(?:saturday|sunday|weekend)s?\b/g, 'support hours'],
  [
    /\b(?:in )?the middle of (?:the|a|my|our) (?:billing )?(?:month|period|cycle)\b|\bmid[- ]?(?:month|cycle)\b|\bpart way through (?:the|a|my) month\b/g,
    'billing period',
  ],
  [
    /\bcredit[- ]card\b|\bdebit[- ]card\b|\bpayment (?:details|info)\b|\bvisa ?(?:\/|or) ?(?:mastercard|master card|amex)\b|\bmaster ?card\b|\bamex\b/g,
    'card',
  ],
  [/\b(?:go|going|went|gone) (?:over|above|past|beyond)\b|\bexceed(?:ed|s|ing)?\b/g, 'go over'],
  [
    /\b(?:woocommerce|woo commerce|bigcommerce|big commerce|magento|wix|squarespace|etsy|ebay|prestashop|opencart)\b/g,
    'platform',
  ],
  [/\bsomeone (?:on|from|in) your (?:side|team|end)\b|\byour team\b/g, 'team'],
  [/\bper year\b|\ba year\b|\bbilled yearly\b|\bbilled annually\b/g, 'annual'],
  [/\bprepay(?:s|ing)?\b|\bpay (?:up ?front|in advance)\b/g, 'annual'],
  [/\b(?:hang|hold)(?:s|ing)? on ?to\b|\bhold onto\b/g, 'keep'],
  // The words of visitors who have not read the docs, for the docs' own terms.
  [
    /\b(?:self[- ]?filling|auto(?:matic)?(?:ally)?[- ]?(?:filled|filling|updating)|dynamic|rule[- ]based) (?:product )?(?:groups?|collections?)\b/g,
    'smart collection',
  ],
  [
    /\b(?:show|display|list|advertise) (?:a (?:bit|few|little|couple) )?(?:less|fewer|lower) (?:stock|units|inventory|quantity|than)\b|\bhold (?:back|some) (?:a few |some )?(?:stock|units|inventory)\b|\bkeep (?:a few|some|a couple of) units back\b/g,
    'quantity delta',
  ],
  [/\btake it for a (?:spin|test drive)\b|\btest[- ]?drive\b|\bfree try\b/g, 'trial'],
  [
    /\b(?:taking on|looking for|bringing on|adding) (?:any |more )?(?:new )?(?:people|staff|employees|team members|talent|hires)\b/g,
    'hiring',
  ],
  // "What does VendorHub actually do?": "do" is a stopword, so the question keeps its point as a
  // term ("what does it do once I push?" asks about pushing).
  [
    /\bwhat (?:does|do|would|will|can|could) (?:vendorhub|you(?: guys)?|your (?:app|thing|tool|product|service|software|platform|company)|(?:this|the) (?:app|thing|tool|product|service|software|platform)) (?:actually |really |exactly |even )?do\b(?! (?:once|when|whenever|after|with|if|to|about|during|before|each|every)\b)/g,
    'what vendorhub purpose',
  ],
  // The site's word for an integration it already has.
  [/\bready[- ]?made\b|\bout[- ]of[- ]the[- ]box\b|\bplug[- ]and[- ]play\b/g, 'pre-built'],
  // "Which way should I connect?" asks which method to choose, as the docs' headings put it.
  [/\bwhich (?:way|method|option|approach)s?\b/g, 'choose method'],
];

/**
 * Single words folded onto the word the site uses. Kept small on purpose: a
 * wrong synonym is worse than a missing one.
 */
const SYNONYMS: Record<string, string> = {
  login: 'password',
  logins: 'password',
  username: 'password',
  usernames: 'password',
  credential: 'password',
  credentials: 'password',
  passcode: 'password',
  shop: 'store',
  shops: 'store',
  storefront: 'store',
  supplier: 'vendor',
  suppliers: 'vendor',
  distributor: 'vendor',
  distributors: 'vendor',
  wholesaler: 'vendor',
  wholesalers: 'vendor',
  manufacturer: 'vendor',
  manufacturers: 'vendor',
  // A merchant who drop-ships ("is this for dropshippers?"), as the site writes it.
  dropshipper: 'dropship',
  dropshippers: 'dropship',
  dropshipping: 'dropship',
  cheapest: 'basic',
  lowest: 'basic',
  european: 'europe',
  eu: 'europe',
  // "Where is my data stored?" asks about hosting, not about a Shopify store.
  stored: 'hosted',
  yearly: 'annual',
  annually: 'annual',
  year: 'annual',
  monthly: 'month',
  switch: 'change',
  switching: 'change',
  respond: 'response',
  reply: 'response',
  replies: 'response',
  cancelled: 'cancel',
  cancellation: 'cancel',
  cancelling: 'cancel',
  remove: 'delete',
  removed: 'delete',
  // Removing VendorHub from a store is uninstalling its app.
  uninstall: 'delete',
  uninstalled: 'delete',
  uninstalling: 'delete',
  dev: 'developer',
  devs: 'developer',
  engineer: 'developer',
  engineers: 'developer',
  golang: 'go',
  item: 'product',
  items: 'product',
  tagging: 'tag',
  tagged: 'tag',
  try: 'trial',
  trying: 'trial',
  upgrade: 'change',
  upgrading: 'change',
  downgrade: 'change',
  downgrading: 'change',
  ticket: 'support',
  tickets: 'support',
  fast: 'quickly',
  quick: 'quickly',
  soon: 'quickly',
  server: 'hosted',
  servers: 'hosted',
  located: 'hosted',
  hosting: 'hosted',
  safe: 'protected',
  safely: 'protected',
  secure: 'protected',
  secured: 'protected',
  encrypted: 'protected',
  encryption: 'protected',
  docs: 'documentation',
  doc: 'documentation',
  answer: 'response',
  answers: 'response',
  mark: 'tag',
  label: 'tag',
  onboarding: 'setup',
  onboard: 'setup',
  techy: 'technical',
  tech: 'technical',
  nontechnical: 'technical',
  // The dashboard overview names its parts "areas".
  menu: 'area',
  menus: 'area',
  // The site's assistant answers questions about AI chat tools.
  chatgpt: 'ai',
  openai: 'ai',
  gpt: 'ai',
  llm: 'ai',
  llms: 'ai',
  // Currencies and sales taxes, which the pricing FAQ covers as currency and tax.
  cad: 'currency',
  eur: 'currency',
  gbp: 'currency',
  aud: 'currency',
  gst: 'tax',
  hst: 'tax',
  pst: 'tax',
  vat: 'tax',
  // Leaving and erasing, as the terms and the privacy policy say it.
  quit: 'cancel',
  quitting: 'cancel',
  wipe: 'delete',
  wiped: 'delete',
  erase: 'delete',
  erased: 'delete',
  // Weekdays name a day of the support hours ("Monday to Friday"), not a topic the site lacks.
  monday: 'day',
  tuesday: 'day',
  wednesday: 'day',
  thursday: 'day',
  friday: 'day',
  mondays: 'day',
  tuesdays: 'day',
  wednesdays: 'day',
  thursdays: 'day',
  fridays: 'day',
  // A typo that is a word itself: nothing on the site is a trail.
  trail: 'trial',
  // Disputes are "resolved" in the terms.
  settle: 'resolve',
  settled: 'resolved',
  // "Trial length" asks how long the trial is.
  length: 'long',
  duration: 'long',
  msg: 'message',
  msgs: 'message',
  // The dashboard's drop-down lists.
  dropdown: 'list',
  dropdowns: 'list',
  // A product the health check marks as failing.
  flagged: 'fail',
  // The API reference calls it paging.
  pagination: 'paging',
  paginate: 'paging',
  paginated: 'paging',
  // "Is this chat a robot?": the FAQ calls it the help assistant, visitors a bot.
  robot: 'bot',
  robots: 'bot',
  backstory: 'story',
  cv: 'resume',
  cvs: 'resume',
  resumes: 'resume',
};

/** Filler phrases that carry no topic ("do I end up paying", "is it supposed to take"). */
const FILLER =
  /\b(?:end(?:ed|s)? up|supposed to|going to|gonna|wanna|kind of|sort of|by the way|btw|in (?:plain|simple) (?:words|terms|english)|in a nutshell)\b/g;

export function normalise(text: string): string {
  let lower = text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    // "später", "está", "López": the letters without their accents.
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")
    .replace(FILLER, ' ');
  for (const [pattern, replacement] of PHRASES) lower = lower.replace(pattern, replacement);
  return lower;
}

/** Chat shorthand, spelled out before anything else reads the question ("support hrs", "wat is"). */
const SHORTHAND: Record<string, string> = {
  hr: 'hours',
  hrs: 'hours',
  wat: 'what',
  wht: 'what',
  wut: 'what',
  pls: 'please',
  plz: 'please',
  ur: 'your',
  u: 'you',
  r: 'are',
  y: 'why',
  abt: 'about',
  thru: 'through',
  bc: 'because',
  cuz: 'because',
  pw: 'password',
  pwd: 'password',
  acct: 'account',
  msg: 'message',
  info: 'information',
  dupe: 'duplicate',
  dupes: 'duplicates',
  anytime: 'any time',
  asap: 'quickly',
  til: 'until',
  till: 'until',
  evry: 'every',
  min: 'minimum',
  mins: 'minutes',
  localstorage: 'local storage',
  sessionstorage: 'session storage',
  inv: 'inventory',
  qty: 'quantity',
  qtys: 'quantities',
  req: 'requirement',
  reqs: 'requirements',
  prod: 'product',
  prods: 'products',
  n: 'and',
  w: 'with',
  diff: 'difference',
  convo: 'conversation',
  convos: 'conversations',
  dpa: 'data processing agreement',
  cred: 'credential',
  creds: 'credentials',
};

/**
 * Visitors who write in a second language mix in words of their first: "Mi
 * proveedor no está in your list", "Kann ich später upgrade from Basic to
 * Plus?". Their small words say nothing (an empty entry drops them), and the
 * few nouns and verbs that name a topic are read in English ('+' joins the
 * words of one). Words that are also English ('die', 'con', 'tag', 'et' and
 * 'est' for Eastern Time, 'mon' for Monday) are left out. Accents are already
 * folded ("está" → "esta").
 */
const FOREIGN = new Map(
  [
    // German
    'ich: wir: sie: ist: sind: kann: konnen: koennen: mein: meine: meinen: unser: unsere: und: oder:',
    'nicht: bitte: danke: guten: hallo: wie: wo: wann: warum: mit: auch: noch: schon: gibt: ein: eine:',
    'einen: der: das: dem: zu: jetzt: sehr: spater:later lieferant:vendor lieferanten:vendors',
    'preis:price preise:prices kosten:cost kostet:costs rechnung:invoice kundigen:cancel vertrag:contract',
    'kostenlos:free bestellung:order bestellungen:orders hilfe:help mehrere:multiple moglich:possible',
    'daten:data gehostet:hosted tage:days muss: jeden:each sollen: sich: automatisch:automatically',
    'andern:change nur:only fur: von: auf: machen:create wechseln:change verlangern:extend',
    'avvertrag:data+processing+agreement',
    // Spanish and Portuguese
    'hola: gracias: por: favor: mi: mis: nuestro: nuestra: es: el: los: las: una: uno: esta: estan: puedo:',
    'pueden: podemos: ustedes: usted: tengo: tiene: tienen: necesito: quiero: para: pero: sin: del: lo:',
    'como: cuanto:how+much cuesta:cost proveedor:vendor proveedores:vendors distribuidor:distributor',
    'distribuidora:distributor fornecedor:vendor tienda:store loja:store precio:price precios:prices',
    'preco:price configurar:setup ayuda:help factura:invoice cancelar:cancel prueba:trial gratis:free',
    'pedido:order pedidos:orders inventario:inventory contrato:contract soporte:support horario:hours ola: obrigado:',
    'tiempo:time dias:days en: de: quantos:how+many quanto:how+much fornecedores:vendors',
    'conecto:connect conectar:connect minha: meu: meus: minhas: com: voces: eu: estou: procurando:looking',
    'vaga:job programador:developer tem: temos: teste:trial entiendo: nada: clientes:customers',
    'pagar:pay',
    // French and Italian
    'bonjour: merci: je: nous: vous: mes: notre: nos: votre: vos: sont: pour: avec: sans: le:',
    'les: des: du: une: ou: combien:how+much comment:how pouvez: peux: il: elle: cest: qu: que: quel:',
    'quelle: fournisseur:vendor fournisseurs:vendors prix:price gratuit:free commande:order',
    'commandes:orders annuler:cancel aide:help ciao: grazie: fornitore:vendor negozio:store prezzo:price',
    'essai:trial jours:days essayer:trial gratuitement:free aussi:also pezzi:units metto:set',
    'quanti:how+many vede:see cliente:customer nel: pourquoi:why dessayer:trial niente:no',
    'sconto:discount',
    // Polish
    'zamowienie:order dni:days czy: jestescie: zgodni:compliant rodo:gdpr',
    // Greetings in other languages
    'merhaba: xin: chao:',
  ]
    .join(' ')
    .split(/\s+/)
    .map((entry) => {
      const [word, english] = entry.split(':') as [string, string];
      return [word, english.split('+').filter(Boolean)];
    }),
);

/** Lower-case words of the text, phrases folded, apostrophes dropped ("honey's" → "honeys"). */
export function words(text: string): string[] {
  return (
    normalise(text)
      .replace(/'/g, '')
      .match(/[a-z0-9]+(?:[-_][a-z0-9]+)*/g) ?? []
  ).flatMap((word) =>
    // 'read_all_orders' and 'drop-ship' are found by their parts and by the joined word.
    // An "AV-Vertrag" is read whole, as its language's word.
    /[-_]/.test(word)
      ? (FOREIGN.get(word.replace(/[-_]/g, '')) ?? [
          word.replace(/[-_]/g, ''),
          ...word.split(/[-_]/),
        ])
      : (FOREIGN.get(word) ?? SHORTHAND[word]?.split(' ') ?? [word]),
  );
}

/**
 * The word's synonym, then its Porter stem: 'shipped', 'shipping' and 'ships'
 * all become 'ship', 'pricing' and 'prices' become 'price'.
 */
export function stem(word: string): string {
  const synonym = SYNONYMS[word];
  if (synonym && synonym !== word) return stem(synonym);
  return word.length <= 2 ? word : stemmer(word);
}

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/** Stems of the text's words, common words dropped. */
export function tokenize(text: string): string[] {
  return words(text)
    .filter((word) => !STOPWORDS.has(word))
    .map(stem);
}

/** Tokens plus each pair of neighbouring tokens ('tracking_number'), so phrases outrank scattered words. */
export function termsWithPairs(text: string): string[] {
  const tokens = tokenize(text);
  const pairs = tokens.slice(1).map((token, i) => `${tokens[i]}_${token}`);
  return [...tokens, ...pairs];
}

/**
 * Corrects words of five letters or more that the knowledge never uses to the
 * nearest word it does use with the same first letter: one edit for words up
 * to seven letters, two from eight. Ties go to the more frequent word; a word with no near neighbour is
 * kept as typed (it may be a name the bot should not pretend to know).
 *
 * Visitors' wordings of the questions the site answers (`askedBy`) add the
 * everyday words they use for its topics ("trial length", "delete my stuff"),
 * so that a question in those words is not taken for one about something the
 * site never mentions. Only their dictionary words count: the wordings keep
 * their typos ("premum") and name vendors the catalogue lacks ("keystone"),
 * and `siteUses` still answers by the site's own words alone.
 */
export function createSpeller(
  texts: Iterable<string>,
  /** Words that are right as typed even when the knowledge never uses them ('plain' is not 'plan'). */
  isWord: (word: string) => boolean = () => false,
  askedBy: Iterable<string> = [],
) {
  const frequency = new Map<string, number>();
  for (const text of texts)
    for (const word of words(text)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const siteWords = new Set(frequency.keys());
  const siteStems = new Set([...siteWords].map(stem));
  for (const text of askedBy)
    for (const word of words(text))
      if (isWord(word)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const byLength = new Map<number, string[]>();
  for (const word of frequency.keys()) {
    if (word.length < MIN_TYPO_LENGTH - 1 || /\d/.test(word)) continue;
    const list = byLength.get(word.length) ?? [];
    list.push(word);
    byLength.set(word.length, list);
  }
  const stems = new Set([...frequency.keys()].map(stem));
  const cache = new Map<string, string>();
  const shortWords = [...frequency.keys(), ...STOPWORDS].filter(
    (w) => w.length >= 2 && w.length <= MIN_TYPO_LENGTH && !/\d/.test(w),
  );
  /**
   * A word of three or four letters one edit from a known word or a common
   * one with the same first letter ('oftn', 'hav'). Too short to correct
   * safely (several words are often that close), but a typo rather than a
   * name.
   */
  const nearlyKnows = (word: string) =>
    word.length >= 3 &&
    word.length < MIN_TYPO_LENGTH &&
    shortWords.some((w) => w[0] === word[0] && editDistance(word, w, 1) <= 1);

  function correct(word: string): string {
    if (word.length < MIN_TYPO_LENGTH || frequency.has(word) || /\d/.test(word)) return word;
    if (SYNONYMS[word] || STOPWORDS.has(word) || isWord(word)) return word;
    const cached = cache.get(word);
    if (cached) return cached;
    const max = maxTypoDistance(word);
    let best = word;
    let bestDistance = max + 1;
    let bestFrequency = 0;
    for (let length = word.length - max; length <= word.length + max; length++) {
      for (const candidate of byLength.get(length) ?? []) {
        // People seldom mistype a word's first letter; a name that differs there
        // ("iphone" and "phone") is another word, not a typo.
        if (candidate[0] !== word[0]) continue;
        const distance = editDistance(word, candidate, Math.min(max, bestDistance));
        const count = frequency.get(candidate)!;
        if (distance < bestDistance || (distance === bestDistance && count > bestFrequency)) {
          if (distance > max) continue;
          best = candidate;
          bestDistance = distance;
          bestFrequency = count;
        }
      }
    }
    if (cache.size > 5000) cache.clear();
    cache.set(word, best);
    return best;
  }

  return {
    correct,
    /** The knowledge or its visitors use this word, or another form of it. */
    knows: (word: string) => frequency.has(word) || stems.has(stem(word)),
    nearlyKnows,
    /** The site's own text uses this word, or another form of it. */
    siteUses: (word: string) => siteWords.has(word) || siteStems.has(stem(word)),
    /** The text with each unknown word replaced by its correction, as lower-case words. */
    fix: (text: string) => words(text).map(correct).join(' '),
  };
}

export type Speller = ReturnType<typeof createSpeller>;

/**
 * Everyday words of people who build and run online stores that the English
 * word list lacks. They name no product or service the site could be missing
 * (as "quickbooks" or "saml" do), so a question using them is not off topic.
 */
const TRADE_WORDS = `misconfigure misconfigured misconfiguration metafield metafields cron crons cronjob
  whitespace config configs localstorage sessionstorage pii oauth oauth2 llm llms json yaml csvs
  dropdowns checkbox checkboxes`;

/**
 * An adverb made from a word ('absolutely', 'easily', 'probably'); 'family'
 * and 'assembly' are adverbs of nothing.
 */
export function isAdverb(word: string, isWord: (word: string) => boolean): boolean {
  return (
    word.endsWith('ly') &&
    [word.slice(0, -2), word.replace(/ily$/, 'y'), word.replace(/bly$/, 'ble')].some(
      (base) => base !== word && isWord(base),
    )
  );
}

/** UN M49 areas: the world, the continents and their regions ('Europe', 'Latin America'). */
const AREAS =
  '001 002 005 009 011 013 014 015 017 018 019 021 029 030 034 035 039 053 054 057 061 142 143 145 150 151 154 155 202 419';

/**
 * Names of countries, areas and languages ('germany', 'netherlands',
 * 'europe', 'spanish'), from the runtime's Unicode data. The word list has no
 * proper nouns, and a visitor who says where they are or what their staff
 * speak is not asking about a product the site never mentions.
 */
export function loadPlaceWords(): ReadonlySet<string> {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const pairs = [...letters].flatMap((a) => [...letters].map((b) => a + b));
  const names: string[] = [];
  const collect = (type: 'region' | 'language', codes: string[]) => {
    const display = new Intl.DisplayNames(['en'], { type, fallback: 'none' });
    for (const code of codes) {
      try {
        const name = display.of(code);
        if (name && name.toLowerCase() !== code) names.push(name);
      } catch {
        // Not a code this runtime knows.
      }
    }
  };
  collect('region', [...pairs.map((p) => p.toUpperCase()), ...AREAS.split(' ')]);
  collect('language', pairs);
  // Short names the region list spells out in full ("United States").
  return new Set([...names.flatMap((name) => words(name)), ...PLACE_SHORT.split(' ')]);
}

const PLACE_SHORT = 'usa us uk uae eu emea apac latam nyc la sf';

/**
 * English dictionary words ('invoice', 'morning'), to tell them from names and
 * terms of art ('quickbooks', 'iphone', 'sla'), and the trade words above.
 * About 275,000 words; the bot reads them once, at startup.
 */
export function loadDictionary(): ReadonlySet<string> {
  return new Set([...readFileSync(wordListPath, 'utf8').split('\n'), ...TRADE_WORDS.split(/\s+/)]);
}
