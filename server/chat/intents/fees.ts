/** One-time setup fees per integration kind, and follow-ups on them ('and the 300 one?'). */
import { formatUsd } from '#app/lib/numbers.ts';
import { readAmounts } from '../amounts.ts';
import { POINTS_BACK } from '../context.ts';
import { type Knowledge } from '../knowledge.ts';
import { type Intent, type FactAnswer, listing, sentencesOf, upperFirst } from './answer.ts';
import { plansNamed } from './plan-query.ts';

const FEE_KINDS: [RegExp, string][] = [
  [/\b(csv|xml|ftp|excel|spreadsheets?|files?|feeds?|sftp)\b/, 'csv-xml-ftp'],
  [/\b(api|custom)\b/, 'custom-api'],
  [
    /\b(pre-?built|catalog|catalogue|existing|listed|supported)\b|(?<!\b(?:not|n't|isn t|aren t|isnt|arent|wasn t|nt) )\b(?:in|on|from) (?:your|the) list\b/,
    'pre-built',
  ],
];

/** What may follow a fee's amount when it names the fee: "the $500 charged", "$300 setup", not "300 listings". */
const AS_FEE =
  '(?: (?:setup|set|fee|fees|one|charge|charged|integration|connection|is|was|per|once|every|each)\\b|$)';

/** The paid fees the text names by their amount ("the 300 one"); `after` is what must follow it. */
const feesByAmount = (knowledge: Knowledge, text: string, after = '\\b') =>
  knowledge.setupFees.filter((f) => f.price > 0 && new RegExp(`\\b${f.price}${after}`).test(text));

/** Words that name an integration, or building one. */
const INTEGRATION = /\b(?:integration|integrations|integrate|build|built|building|connector)\b/;

/** "What do your integrations cost in general?" asks for them all, as "setup fees?" does. */
const INTEGRATIONS_PRICED =
  /\bintegrations? (?:cost|costs|priced|pricing)\b|\b(?:cost|costs|price|pricing) (?:of|for) (?:an? |your |the )?integrations?\b/;

const PRICING = { label: 'Pricing', url: '/pricing#setup-fees-heading' };
/** A fee answer, backed by the pricing page's table of setup fees. */
const feeFact = (id: string, text: string): FactAnswer => ({ id, text, links: [PRICING] });

/** The kinds of integration a question names, by their words or by their fee ("the 300 one"). */
function feeKinds(knowledge: Knowledge, text: string): string[] {
  const named = FEE_KINDS.filter(([pattern]) => pattern.test(text)).map(([, id]) => id);
  return [...new Set([...named, ...feesByAmount(knowledge, text).map((f) => f.id)])];
}

/**
 * "3 CSV vendors and 1 API vendor": each count takes the kind of integration named after it, up to
 * the next number, and the fees add up. One vendor is the fee itself; pre-built vendors are free.
 */
function setupFeeTotal(knowledge: Knowledge, text: string): FactAnswer | null {
  const fees = knowledge.setupFees;
  // "A one time charge" counts nothing, nor does "the 300 one".
  const amounts = readAmounts(text).filter(
    ({ kind, after, value }) =>
      kind === 'number' && !/^(?:time|off)\b/.test(after) && !fees.some((f) => f.price === value),
  );
  const counts = amounts.flatMap((a, i) => {
    const [kind] = feeKinds(knowledge, text.slice(a.index, amounts[i + 1]?.index));
    const fee = fees.find((f) => f.id === kind);
    return fee && a.value > 0 ? [{ count: a.value, fee }] : [];
  });
  const paid = counts.filter(({ fee }) => fee.price > 0);
  if (!paid.length || (counts.length === 1 && counts[0]!.count < 2)) return null;
  const total = paid.reduce((sum, { count, fee }) => sum + count * fee.price, 0);
  const terms = paid.map(({ count, fee }) => `${count} × ${formatUsd(fee.price)} (${fee.name})`);
  const free = counts.find(({ fee }) => fee.price === 0)?.fee;
  const sum = `Setup fees are one-time and per vendor: ${terms.join(' + ')} = **${formatUsd(total)}**.`;
  const note = free ? ` ${free.name} are free.` : '';
  return { ...feeFact('fee:all', `${sum}${note}`), computed: true };
}

export function setupFeeAnswer(knowledge: Knowledge, text: string): FactAnswer | null {
  // "Overage fees?", "over order limit fee": what happens past the order limit, which the FAQ answers.
  if (/\b(?:overage|go over|over (?:the |my |our )?(?:monthly )?(?:order )?limits?)\b/.test(text))
    return null;
  const fee = /\bfees?\b|\bsetup cost|\bset ?up cost/.test(text);
  const costOfSetup =
    /\b(cost|costs|price|much|charge|pay|total)\b/.test(text) &&
    (/\b(setup|set up|set (?:it|that|this|them) up|integrations?|integrate|integrating|build|building|built|onboard\w*)\b/.test(
      text,
    ) ||
      // "Is there any charge to connect a vendor that is already in your catalogue?"
      /\b(?:connect|connecting|add|adding)\b.*\b(?:vendor|supplier|distributor)s?\b/.test(text));
  if (!fee && !costOfSetup) return null;
  // On a plan priced individually (Enterprise), integrations are part of its quote.
  if (plansNamed(knowledge, text).some((p) => p.monthlyPrice === null)) return null;
  // "How long until it is built, after paying the fee?" asks for the timing, which the FAQ gives;
  // "What am I paying for with the $300 fee?" asks what it covers, which the FAQ says.
  const asksTiming = /\b(?:how long|how soon|when will|how many (?:days|weeks)|until)\b/.test(text);
  const asksCovered =
    /\bwhat\b/.test(text) &&
    /\b(?:pay(?:ing)? for|included?|includes|cover|covers|covered|get for)\b/.test(text);
  if ((asksTiming || asksCovered) && !/\b(?:how much|cost|costs|price)\b/.test(text)) return null;
  const total = setupFeeTotal(knowledge, text);
  if (total) return total;
  const kinds = feeKinds(knowledge, text);
  // "How much more is a custom API integration than a pre-built one?" compares them all.
  const compares =
    kinds.length > 1 &&
    /\b(?:than|versus|vs|compared?|difference|or|total|altogether|combined|together)\b/.test(text);
  const chosen = compares ? undefined : knowledge.setupFees.find((f) => f.id === kinds[0]);
  const describe = (f: { name: string; price: number }) =>
    f.price === 0 ? `${f.name} are free` : `a ${f.name} costs ${formatUsd(f.price)}`;
  if (chosen)
    return feeFact(
      `fee:${chosen.id}`,
      `${upperFirst(describe(chosen))}, one-time and per vendor. ${chosen.description}`,
    );
  if (!fee && !compares && !(INTEGRATIONS_PRICED.test(text) && kinds.length === 0)) return null;
  return feeFact(
    'fee:all',
    `${listing(knowledge.setupFees.map(describe)).replace(/^a /, 'A ')}. ${sentencesOf(knowledge.setupFeesNote)[0] ?? ''}`,
  );
}

/** What setting up a vendor we lack costs: the fees of the integrations that are not pre-built. */
export function customIntegrationFees(knowledge: Knowledge): string {
  const paid = knowledge.setupFees.filter((f) => f.price > 0);
  return `Its one-time setup fee depends on how it shares its data: ${paid.map((f) => `${formatUsd(f.price)} for a ${f.name}`).join(' or ')}.`;
}

/**
 * A setup fee, or a follow-up on one. "How much is the setup for a custom API integration?" then
 * "and a CSV one?": a follow-up that names another kind of integration asks for its fee; one that
 * asks the price of the integration the previous turn named gets its fee.
 */
export const feeIntent: Intent = {
  name: 'setup-fee',
  answer: ({ text, previous }, _c, { knowledge }) => {
    const own = setupFeeAnswer(knowledge, text);
    if (own || !previous) return own;
    const previousText = previous.text;
    // "How long does a custom API integration take to build?" then "and how much does it cost?":
    // the integration the previous turn named, priced.
    const asksPrice = /\b(?:how much|cost|costs|price|charge)\b/.test(text);
    const kindBefore = FEE_KINDS.some(([pattern]) => pattern.test(previousText));
    const connected = INTEGRATION.test(previousText) || /\bconnection\b/.test(previousText);
    if (asksPrice && !plansNamed(knowledge, text).length && kindBefore && connected)
      return setupFeeAnswer(knowledge, `${previousText} cost`);
    // "Can you build an integration for them?" then "how much would that cost, they have a REST
    // API": the kind of integration this turn names, priced.
    // So does "and for a vendor with an API?" after "$300 setup for a CSV feed seems steep", and
    // "and the 300 one?" after "is the $500 charged every month?".
    const aboutIntegration =
      (/\b(?:how much|cost|costs|price)\b/.test(text) && INTEGRATION.test(previousText)) ||
      (/\b(?:setup|set up|fee|fees)\b/.test(previousText) && kindBefore) ||
      feesByAmount(knowledge, previousText, AS_FEE).length > 0;
    const kind =
      feeKinds(knowledge, text).length > 0 &&
      (aboutIntegration || setupFeeAnswer(knowledge, previousText)) &&
      setupFeeAnswer(knowledge, `${text} fee`);
    if (kind) return kind;
    // With no kind named, "is there a setup fee?" or "can you build an integration for my vendor?"
    // then "how much is it?": the fees of the setup the previous turn asked about, not plan prices.
    const setupBefore =
      INTEGRATION.test(previousText) || /\b(?:setup|set up|fees?)\b/.test(previousText);
    const anyPlan = plansNamed(knowledge, `${text} ${previousText}`).length > 0;
    if (asksPrice && POINTS_BACK.test(text) && !anyPlan && setupBefore)
      return setupFeeAnswer(knowledge, `${previousText} fees`);
    // "What's the setup fee for an FTP vendor?" then "is that every month?": the fee, one-time.
    if (RECURRING.test(text) && POINTS_BACK.test(text))
      return setupFeeAnswer(knowledge, previousText);
    return null;
  },
};

const RECURRING =
  /\b(?:every|each|per|a) (?:month|year)\b|\b(?:monthly|recurring|one[- ]?time|once|again)\b/;
