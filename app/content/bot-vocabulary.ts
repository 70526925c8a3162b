/**
 * The visitors' vocabulary for the site's terms, as the help bot reads it: the
 * same folding runs over the site's text and over the question, so both meet
 * on the site's words. The bot compiles the phrases at startup
 * (server/chat/text.ts, through server/chat/knowledge.ts); how a phrase is
 * written is described in app/lib/phrases.ts. A wrong entry is worse than a
 * missing one: keep each table small.
 */
import type { VocabularyPhrase } from './schema';

/** Phrases that carry no topic, dropped before anything else. */
export const fillerPhrases: string[] = [
  '(ended|ends|end) up',
  'supposed to',
  'going to',
  'gonna',
  'wanna',
  'kind of',
  'sort of',
  'by the way',
  'btw',
  'in (plain|simple) (words|terms|english)',
  'in a nutshell',
];

/** Phrases visitors use for a term the site uses, replaced in this order. */
export const phraseTerms: VocabularyPhrase[] = [
  {
    phrases: [
      'safety-stock',
      'safety stock',
      'stock buffer',
      'buffer stock',
      'buffer',
      '[stock|safety] cushion',
    ],
    term: 'quantity delta',
  },
  {
    phrases: ['(get|getting|got|want|ask for) [my|our|the] money back', 'refund (policy|policies)'],
    term: 'refund',
  },
  {
    phrases: ['(hooking|hook) [it] up', '(plugging|plug) in', 'sign (in|into) to'],
    term: 'connect',
  },
  {
    // Idioms that name nothing.
    phrases: [
      'in the first place',
      'at the end of the day',
      'by the way',
      "(i'm|im|i am) (losing|going out of) (it|my mind)",
    ],
    term: ' ',
  },
  {
    phrases: ['front-end', 'front end'],
    term: 'frontend',
  },
  {
    phrases: ['back-end', 'back end'],
    term: 'backend',
  },
  {
    phrases: ['no-code', 'no code', 'low-code', 'low code'],
    term: 'lowcode',
  },
  {
    phrases: ['close [my|the] account'],
    term: 'cancel',
  },
  {
    phrases: ['sign(ed|ing|s|)(-| |)up'],
    term: 'register',
  },
  {
    phrases: [
      '(setting|set)[ (it|this|that|them|things|everything|the whole thing)[ all]| all](-| )up',
    ],
    term: 'setup',
  },
  {
    phrases: ['soc 2', 'soc2'],
    term: 'soc 2',
  },
  {
    phrases: ['up and running', '(going|go) live'],
    term: 'setup',
  },
  {
    phrases: [
      '(move|moving|step|stepping|bump|go|going) (up|down) (a plan|plans|plan|later|to)',
      'move up',
    ],
    term: 'change plan',
  },
  {
    phrases: [
      'when (was|did) (vendorhub|the company|your company|you|it) (start|started|found|founded|launch|launched|begin|began|established|get started)',
    ],
    term: 'when founded',
  },
  {
    phrases: ['since (what|which) year'],
    term: 'when founded',
  },
  {
    // Where data is kept asks where it is hosted; how long it is kept asks about retention.
    phrases: [
      'where (is|are|do you keep|will you keep) (my|our|the|all) (data kept|data held|data|information kept|information held|information|stuff kept|stuff held|stuff)',
    ],
    term: 'where data hosted',
  },
  {
    // Who founded it asks for people (the team), not the year it was founded.
    phrases: [
      'who (founded|started|created|built|co-founded|cofounded|(is|are) behind) (vendorhub|the company|your company|you|it|this)',
      'co-founders',
      'co-founder',
      'cofounders',
      'cofounder',
    ],
    term: 'founder',
  },
  {
    phrases: [
      'from [the] (basic plan|basic|plus plan|plus|premium plan|premium|enterprise plan|enterprise) (to|into) [the] (basic|plus|premium|enterprise)',
    ],
    term: 'change plan',
  },
  {
    // Where to put a value asks where to enter it.
    phrases: ['where ((do|can|should|would) (i|we)|to) (put|type|paste|add|fill in|enter)'],
    term: 'enter',
  },
  {
    // How to tell whether it works asks how to check it.
    phrases: ['how (can|do|would|will) (i|we|you) (tell|know|see|verify|confirm)'],
    term: 'check',
  },
  {
    phrases: ['in one go', 'all at once', 'at once', 'in bulk', 'big (chunk|batch)', 'mass'],
    term: 'bulk',
  },
  {
    phrases: [
      '(jump|went|go|goes|going|change|changed|switch|switched|set|reset|flip|flipped)(s|) back',
      'revert(s|ed|ing|)',
      'overwr(ite|ites|itten|iten|ote|iting|itting)',
      'reset(s|ting|)',
    ],
    term: 'replace',
  },
  {
    phrases: ['manually', 'myself', 'ourselves'],
    term: 'by hand',
  },
  {
    // Done by someone else, as the FAQ puts it.
    // Done for the visitor ("for me", "for us"), except when it asks whether VendorHub fits ("is this for me"): a lookbehind.
    pattern: String.raw`(?<!\b(?:is|are) (?:this|it|that|vendorhub) )\b(?:for|instead of) (?:me|us)\b`,
    term: 'behalf',
  },
  {
    phrases: ['check-out', 'check out', 'checkout'],
    term: 'checkout',
  },
  {
    phrases: ['saturdays', 'saturday', 'sundays', 'sunday', 'weekends', 'weekend'],
    term: 'support hours',
  },
  {
    phrases: [
      '[in] the middle of (the|a|my|our) [billing] (month|period|cycle)',
      'mid-month',
      'mid-cycle',
      'mid month',
      'mid cycle',
      'midmonth',
      'midcycle',
      'part way through (the|a|my) month',
    ],
    term: 'billing period',
  },
  {
    phrases: [
      'credit(-| )card',
      'debit(-| )card',
      'payment (details|info)',
      'visa( |)(/|or)( |)(mastercard|master card|amex)',
      'master( |)card',
      'amex',
    ],
    term: 'card',
  },
  {
    phrases: [
      '(go|going|went|gone) (over|above|past|beyond)',
      'exceeded',
      'exceeds',
      'exceeding',
      'exceed',
    ],
    term: 'go over',
  },
  {
    phrases: [
      'woocommerce',
      'woo commerce',
      'bigcommerce',
      'big commerce',
      'magento',
      'wix',
      'squarespace',
      'etsy',
      'ebay',
      'prestashop',
      'opencart',
    ],
    term: 'platform',
  },
  {
    phrases: ['someone (on|from|in) your (side|team|end)', 'your team'],
    term: 'team',
  },
  {
    phrases: ['per year', 'a year', 'billed yearly', 'billed annually'],
    term: 'annual',
  },
  {
    phrases: ['prepays', 'prepaying', 'prepay', 'pay (up front|upfront|in advance)'],
    term: 'annual',
  },
  {
    phrases: ['(hangs|hanging|hang|holds|holding|hold) (on to|onto)', 'hold onto'],
    term: 'keep',
  },
  {
    // The words of visitors who have not read the docs, for the docs' own terms.
    phrases: [
      '(self(-| |)filling|auto(matic|)(ally|)(-| |)(filled|filling|updating)|dynamic|rule(-| )based) [product] (groups|group|collections|collection)',
    ],
    term: 'smart collection',
  },
  {
    phrases: [
      '(show|display|list|advertise) [a (bit|few|little|couple)] (less|fewer|lower) (stock|units|inventory|quantity|than)',
      'hold (back|some) [a few|some] (stock|units|inventory)',
      'keep (a few|some|a couple of) units back',
    ],
    term: 'quantity delta',
  },
  {
    phrases: [
      'take it for a (spin|test drive)',
      'test-drive',
      'test drive',
      'testdrive',
      'free try',
    ],
    term: 'trial',
  },
  {
    phrases: [
      '(taking on|looking for|bringing on|adding) [any|more] [new] (people|staff|employees|team members|talent|hires)',
    ],
    term: 'hiring',
  },
  {
    // "do" is a stopword, so a question about what VendorHub does keeps its point as a term.
    // What VendorHub does, asked with "do" at the end ("what does VendorHub do"), but not what it does at some step ("do once", "do when"): a lookahead.
    pattern: String.raw`\bwhat (?:does|do|would|will|can|could) (?:vendorhub|you(?: guys)?|your (?:app|thing|tool|product|service|software|platform|company)|(?:this|the) (?:app|thing|tool|product|service|software|platform)) (?:actually |really |exactly |even )?do\b(?! (?:once|when|whenever|after|with|if|to|about|during|before|each|every)\b)`,
    term: 'what vendorhub purpose',
  },
  {
    // The site's word for an integration it already has.
    phrases: ['ready(-| |)made', 'out(-| )of(-| )the(-| )box', 'plug(-| )and(-| )play'],
    term: 'pre-built',
  },
  {
    // Which way to connect asks which method to choose, as the docs' headings put it.
    phrases: ['which (ways|way|methods|method|options|option|approachs|approach)'],
    term: 'choose method',
  },
  {
    // Asking for a value to use asks how to choose one, as the docs' headings put it ("Choose a delta").
    phrases: [
      '(what|which) [value|number|amount|setting] should (i|we) (set|use|pick|put|choose|enter)',
      "what('s| is) a (good|sensible|reasonable|recommended) (value|number|amount|setting)",
      '(what|which) [value|number|amount|setting] (would|do|does) (you|vendorhub) (recommend|suggest) [setting|using]',
    ],
    term: 'choose',
  },
];

/**
 * Single words folded onto the word the site uses, before stemming: 'shop'
 * reads as 'store', 'supplier' as 'vendor'.
 */
export const synonyms: Record<string, string> = {
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
  // A merchant who drop-ships, as the site writes it.
  dropshipper: 'dropship',
  dropshippers: 'dropship',
  dropshipping: 'dropship',
  cheapest: 'basic',
  lowest: 'basic',
  european: 'europe',
  eu: 'europe',
  // Where data is stored asks about hosting, not about a Shopify store.
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
  // The length of the trial asks how long it is.
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
  // The FAQ calls it the help assistant, visitors a bot.
  robot: 'bot',
  robots: 'bot',
  backstory: 'story',
  cv: 'resume',
  cvs: 'resume',
  resumes: 'resume',
};

/** Chat shorthand, spelled out before anything else reads the question ("hrs", "wat"). */
export const shorthand: Record<string, string> = {
  hr: 'hours',
  hrs: 'hours',
  wat: 'what',
  wht: 'what',
  wut: 'what',
  wt: 'what',
  hw: 'how',
  thx: 'thanks',
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
 * Words of visitors' first languages mixed into English, read as English
 * words (several separated by spaces); an empty entry drops a small word that
 * says nothing. Words that are also English ('die', 'con', 'tag', 'et' and
 * 'est' for Eastern Time, 'mon' for Monday) are left out. Written without
 * accents: the question's accents are folded first.
 */
export const foreignWords: Record<string, string> = {
  // German
  ich: '',
  wir: '',
  sie: '',
  ist: '',
  sind: '',
  kann: '',
  konnen: '',
  koennen: '',
  mein: '',
  meine: '',
  meinen: '',
  unser: '',
  unsere: '',
  und: '',
  oder: '',
  nicht: '',
  bitte: '',
  danke: '',
  guten: '',
  hallo: '',
  wie: '',
  wo: '',
  wann: '',
  warum: '',
  mit: '',
  auch: '',
  noch: '',
  schon: '',
  gibt: '',
  ein: '',
  eine: '',
  einen: '',
  der: '',
  das: '',
  dem: '',
  zu: '',
  jetzt: '',
  sehr: '',
  spater: 'later',
  lieferant: 'vendor',
  lieferanten: 'vendors',
  preis: 'price',
  preise: 'prices',
  kosten: 'cost',
  kostet: 'costs',
  rechnung: 'invoice',
  kundigen: 'cancel',
  vertrag: 'contract',
  kostenlos: 'free',
  bestellung: 'order',
  bestellungen: 'orders',
  hilfe: 'help',
  mehrere: 'multiple',
  moglich: 'possible',
  daten: 'data',
  gehostet: 'hosted',
  tage: 'days',
  muss: '',
  jeden: 'each',
  sollen: '',
  sich: '',
  automatisch: 'automatically',
  andern: 'change',
  nur: 'only',
  fur: '',
  von: '',
  auf: '',
  machen: 'create',
  wechseln: 'change',
  verlangern: 'extend',
  avvertrag: 'data processing agreement',
  // Spanish and Portuguese
  hola: '',
  gracias: '',
  por: '',
  favor: '',
  mi: '',
  mis: '',
  nuestro: '',
  nuestra: '',
  es: '',
  el: '',
  los: '',
  las: '',
  una: '',
  uno: '',
  esta: '',
  estan: '',
  puedo: '',
  pueden: '',
  podemos: '',
  ustedes: '',
  usted: '',
  tengo: '',
  tiene: '',
  tienen: '',
  necesito: '',
  quiero: '',
  para: '',
  pero: '',
  sin: '',
  del: '',
  lo: '',
  como: '',
  cuanto: 'how much',
  cuesta: 'cost',
  proveedor: 'vendor',
  proveedores: 'vendors',
  distribuidor: 'distributor',
  distribuidora: 'distributor',
  fornecedor: 'vendor',
  tienda: 'store',
  loja: 'store',
  precio: 'price',
  precios: 'prices',
  preco: 'price',
  configurar: 'setup',
  ayuda: 'help',
  factura: 'invoice',
  cancelar: 'cancel',
  prueba: 'trial',
  gratis: 'free',
  pedido: 'order',
  pedidos: 'orders',
  inventario: 'inventory',
  contrato: 'contract',
  soporte: 'support',
  horario: 'hours',
  ola: '',
  obrigado: '',
  tiempo: 'time',
  dias: 'days',
  en: '',
  de: '',
  quantos: 'how many',
  quanto: 'how much',
  fornecedores: 'vendors',
  conecto: 'connect',
  conectar: 'connect',
  minha: '',
  meu: '',
  meus: '',
  minhas: '',
  com: '',
  voces: '',
  eu: '',
  estou: '',
  procurando: 'looking',
  vaga: 'job',
  programador: 'developer',
  tem: '',
  temos: '',
  teste: 'trial',
  entiendo: '',
  nada: '',
  clientes: 'customers',
  pagar: 'pay',
  // French and Italian
  bonjour: '',
  merci: '',
  je: '',
  nous: '',
  vous: '',
  mes: '',
  notre: '',
  nos: '',
  votre: '',
  vos: '',
  sont: '',
  pour: '',
  avec: '',
  sans: '',
  le: '',
  les: '',
  des: '',
  du: '',
  une: '',
  ou: '',
  combien: 'how much',
  comment: 'how',
  pouvez: '',
  peux: '',
  il: '',
  elle: '',
  cest: '',
  qu: '',
  que: '',
  quel: '',
  quelle: '',
  fournisseur: 'vendor',
  fournisseurs: 'vendors',
  prix: 'price',
  gratuit: 'free',
  commande: 'order',
  commandes: 'orders',
  annuler: 'cancel',
  aide: 'help',
  ciao: '',
  grazie: '',
  fornitore: 'vendor',
  negozio: 'store',
  prezzo: 'price',
  essai: 'trial',
  jours: 'days',
  essayer: 'trial',
  gratuitement: 'free',
  aussi: 'also',
  pezzi: 'units',
  metto: 'set',
  quanti: 'how many',
  vede: 'see',
  cliente: 'customer',
  nel: '',
  pourquoi: 'why',
  dessayer: 'trial',
  niente: 'no',
  sconto: 'discount',
  // Polish
  zamowienie: 'order',
  dni: 'days',
  czy: '',
  jestescie: '',
  zgodni: 'compliant',
  rodo: 'gdpr',
  // Greetings in other languages
  merhaba: '',
  xin: '',
  chao: '',
};

/**
 * Visitors' words for a vendor category of the catalogue ('lamp' for Lighting), beside the
 * category's own words: "any car parts suppliers?" asks for the Automotive vendors.
 */
export const categoryWords: Record<string, string> = {
  lamp: 'lighting',
  light: 'lighting',
  chandelier: 'lighting',
  fan: 'lighting',
  furniture: 'furniture',
  toy: 'adult',
  sex: 'adult',
  car: 'automotive',
  part: 'automotive',
  wheel: 'automotive',
  tire: 'automotive',
  motorcycle: 'automotive',
  healthcare: 'medical',
  pharmacy: 'medical',
  hospital: 'medical',
  marketplace: 'marketplaces',
};

/** Trades the catalogue has no category for, as visitors name them: "any pet supply vendors?". */
export const otherTrades: string[] = `pet pets apparel clothing clothes fashion shoe shoes footwear
  jewelry jewellery beauty cosmetic cosmetics electronic electronics sporting sport sports
  outdoor outdoors garden gardening food grocery groceries beverage beverages wine book books
  office hardware baby kitchen kitchenware craft crafts vape cbd supplement supplements
  vitamin vitamins toy toys`.split(/\s+/);

/**
 * Words that, next to a vendor's name, make the question about that vendor itself ("is Kalco
 * live?", "does Oxygen support FTP?"). A vendor named by an everyday word ("oxygen") counts only
 * beside one of them, and they do not count as the other topics a question may have
 * (server/chat/intents/vendors.ts).
 */
export const vendorContextWords: string[] =
  `support supported supports integrate integrated integration integrations connect connected work works
  catalog catalogue list listed live status available availability ready coming soon beta api ftp method
  use uses using have offer sync syncing vendor vendors partner yet add added setup cost costs fee fees
  free page sell selling carry when integrating plan plans`.split(/\s+/);

/** Words of vendor names that do not tell one vendor from another ("Kalco Lighting", "Amazon MCF"). */
export const genericVendorNameWords: string[] = `lighting international design products trading
  crystal place mcf inc co company supply supplies`.split(/\s+/);

/**
 * Visitors' own words for the industries of the case studies ("clothing stores", "a lamp shop"), by
 * the industry's first word.
 */
export const industryWords: Record<string, string[]> = {
  apparel: ['clothing', 'clothes', 'fashion', 'garment', 'garments', 'boutique', 'boutiques'],
  lighting: [
    'light',
    'lights',
    'lamp',
    'lamps',
    'chandelier',
    'chandeliers',
    'fixture',
    'fixtures',
  ],
  pet: ['pet', 'pets', 'dog', 'dogs', 'cat', 'cats'],
  adult: ['sex', 'intimate', 'intimates', 'lingerie', 'erotic'],
};

/**
 * Everyday words of people who build and run online stores that the English word list lacks. They
 * name no product or service the site could be missing (as "quickbooks" or "saml" do), so a
 * question using them is not off topic.
 */
export const tradeWords: string[] = [
  ...['misconfigure', 'misconfigured', 'misconfiguration', 'metafield', 'metafields'],
  ...['cron', 'crons', 'cronjob', 'whitespace', 'config', 'configs'],
  ...['localstorage', 'sessionstorage', 'pii', 'oauth', 'oauth2', 'llm', 'llms'],
  ...['json', 'yaml', 'csvs', 'dropdowns', 'checkbox', 'checkboxes'],
];

/**
 * Words the bot's fact answers recognise (server/chat/intents: stories, releases, jobs, plans,
 * vendors, fees) that the site's pages may not use: the speller learns them with the pages' words,
 * so it never "corrects" them into something else.
 */
export const factWords = `story stories study studies release releases version changelog hiring hire job jobs
  position positions opening openings vacancy vacancies career careers apply application cheapest lowest
  cheaper starter yearly annually monthly supplier suppliers distributor distributors wholesaler login
  logins credentials fee fees discount storefront skus listings brands maximum overage retention`;

/**
 * Visitors' short names for places the runtime's region list spells out in full ("usa" for United
 * States, "nyc", "emea"): a visitor who says where they are is not asking about something off topic.
 */
export const placeShortNames: string[] = 'usa us uk uae eu emea apac latam nyc la sf'.split(' ');

/** Time zones as visitors abbreviate them ("in CET time"): they name nothing the site could lack. */
export const timeZones: string[] = `utc gmt bst cet cest eet eest wet ist aest aedt jst pst pdt
  mst mdt cst cdt edt est et pt`.split(/\s+/);

/**
 * Words too common to say what a question is about. "before", "after", "not" and "no" are not among
 * them: they name sections ("Before you start"), symptoms ("not updating") and cases ("no MSRP").
 */
export const stopwords = `a an and are as at be but by can could do does for from has have how i if in into is it its me my of on or our so
  than that the their them then there these they this to was we what when where which who why will with would you
  your yours about all also am any been being between both did each few get got had he her here him his more most
  nor now only other out over own same she should some such through too under until up very via want wants need
  needs just let lets please tell show explain much many i'm im it's guys hi hey hello thanks thank whats what's
  hows dont don't doesnt doesn't cant can't isnt isn't ok okay yeah yep cool great really actually basically
  currently right wondering etc exactly simply were we're ive i've id i'd arent aren't wasnt wasn't werent weren't
  wont won't didnt didn't havent haven't hasnt hasn't couldnt couldn't shouldnt shouldn't wouldnt wouldn't youre
  you're theyre they're thats that's theres there's vs versus like youve you've weve we've theyve they've youll
  you'll theyll they'll itll it'll shouldve should've wouldve would've couldve could've wheres where's whos who's
  whens when's say says oh ah hmm hm um uh umm btw lol`;
