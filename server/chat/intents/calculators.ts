/**
 * Intents that compute, with the same pure functions the documentation's calculators use: a price
 * from cost, markup, MAP and MSRP (app/lib/rules/price.ts), and the stock a store shows from the
 * vendor's quantity and the Quantity Delta (app/lib/rules/quantity.ts). A question that gives some
 * of the inputs and asks for the result is asked for exactly the one missing.
 */
import { formatMoney as money } from '#app/lib/numbers.ts';
import { applyPriceRules, describeStep, type PriceRuleInput } from '#app/lib/rules/price.ts';
import { reportedQuantity } from '#app/lib/rules/quantity.ts';
import { amountNamed, readAmounts, type Amount } from '../amounts.ts';
import { isStopword, words } from '../text.ts';
import type { FactAnswer, Intent, Link } from './answer.ts';

/** "we oversold 14 orders", "plus for 2 stores": a count of something else is no price or stock. */
const OTHER_COUNT =
  /^(?:orders?|products?|skus?|vendors?|suppliers?|stores?|shops?|days?|hours?|weeks?|months?|minutes?|times?|years?)\b/;
const counts = (a: Amount) => a.kind === 'number' && OTHER_COUNT.test(a.after);

/** An answer computed by a rule, sourced to the passage that states it and linked to its page. */
const computed =
  (id: string, link: Link) =>
  (text: string): FactAnswer => ({ id, text, links: [link], computed: true });
const priceRuleFact = computed('doc:pricing-rules#how-vendorhub-calculates-a-price', {
  label: 'Pricing Rules',
  url: '/documentation/pricing-rules#how-vendorhub-calculates-a-price',
});
const deltaFact = computed('faq:quantity-delta', {
  label: 'Quantity Delta',
  url: '/documentation/inventory-management#quantity-delta',
});

/** "40% on a $25 item": a markup is put on the cost. */
const COST =
  /\b(?:cost|costs|wholesale|pay|paid|buy|charges? me|vendor price|supplier price)\b|\bon an?$/;
const MARKUP = /\b(?:markup|mark ?up|margin|plus|add|adding|up by)\b/;
const MAP = /\b(?:map|minimum advertised(?: price)?|(?:brand|price) minimum|minimum(?: price)?)\b/;
const MSRP = /\b(?:msrp|rrp|retail|list price|suggested(?: retail)?(?: price)?)\b/;
/** The message is about price rules at all. */
const PRICE_TOPIC = /\b(?:markup|mark ?up|map|msrp|price rules?|enforce)\b/;
/** The message asks for the resulting price, also as a condition: "so if cost is 20 and markup 50%?". */
const ASKS_PRICE =
  /^(?:(?:so|and|ok|okay|then|but)\W+)?(?:what |and )?if\b|\b(?:what|how much|which price|calculate|work out|figure out)\b.*\b(?:price|sell|selling|charge|shopify|list(?:ed)?|goes|end up|final|come out|be)\b|\bcalculate\b|\b(?:final|selling|resulting) price\W*$/;

/** Whether each rule is said to be on or off ("Enforce MAP on", "MSRP off"); undefined if not said. */
function switchesSaid(text: string) {
  const said = (rule: 'map' | 'msrp') => {
    const off = new RegExp(
      // "can I turn MAP off?" asks; it says nothing about the switch now.
      // "if I turn MAP off" or "with MAP switched off" says what the switch would be.
      String.raw`\b(?:(?<!\b(?:turn|switch)\w* )${rule} (?:is |enforcement )?(?:(?:switched|turned) )?(?:off|disabled)|(?:not|don'?t|do not|without) enforc\w* ${rule}|enforce ${rule} (?:is )?(?:(?:switched|turned) )?(?:off|disabled)|if (?:i|we) (?:turn|switch) (?:off (?:enforce )?${rule}|(?:enforce )?${rule} off))\b`,
    );
    const on = new RegExp(
      String.raw`\benforc\w* ${rule}\b|\b${rule} (?:is )?(?:on|enforced|enabled)\b|\b${rule} enforcement (?:is )?on\b`,
    );
    return off.test(text) ? false : on.test(text) ? true : undefined;
  };
  return { map: said('map'), msrp: said('msrp') };
}

/** The price a cost, markup and the MAP and MSRP rules give, or the one input still missing. */
export function priceRuleAnswer(message: string, own = Infinity): FactAnswer | null {
  const text = message.toLowerCase();
  if (!PRICE_TOPIC.test(text) && !COST.test(text)) return null;
  const amounts = readAmounts(message).filter((a) => !counts(a));
  const taken = new Set<Amount>();
  const map = amountNamed(amounts, MAP, ['money', 'number'], taken);
  const msrp = amountNamed(amounts, MSRP, ['money', 'number'], taken);
  const markup =
    amountNamed(amounts, MARKUP, ['percent', 'number'], taken) ??
    amountNamed(amounts, /./, ['percent'], taken);
  // A cost is named as one: "my markup lands at $52" is a price, not a cost.
  const cost = amountNamed(amounts, COST, ['money', 'number'], taken);
  // A follow-up's own switch ("and with MAP off?") comes before the one the previous message said.
  const [mine, all] = [switchesSaid(text.slice(0, own)), switchesSaid(text)];
  const said = { map: mine.map ?? all.map, msrp: mine.msrp ?? all.msrp };
  const switched = (mine.map ?? mine.msrp) !== undefined;
  if ((!cost && !markup) || !(saysOwn(taken, own) || switched)) return null;
  const asks = ASKS_PRICE.test(text);
  if (!cost || !markup) {
    // "…the brand has a minimum advertised price higher than that": a MAP or MSRP named without
    // its amount asks how the rules work, which the documentation answers.
    const unpriced = (MAP.test(text) && !map) || (MSRP.test(text) && !msrp);
    if (!asks || !PRICE_TOPIC.test(text) || unpriced) return null;
    return priceRuleFact(
      cost
        ? `What markup do you apply to the ${money(cost.value)} cost? Tell me the percentage (and the MAP or MSRP, if you enforce one), and I'll work out the price VendorHub sends to Shopify.`
        : `What does the vendor charge you for the product (its cost)? With the cost and your ${markup!.value}% markup I can work out the price VendorHub sends to Shopify.`,
    );
  }
  // "cost 25, markup 100%": a message of nothing but the inputs asks for the price.
  const bare = words(text).every((w) => isStopword(w) || /^\d|^(?:cost|markup)$/.test(w));
  if ([cost, markup, map, msrp].filter(Boolean).length < 3 && !asks && !bare) return null;
  const input: PriceRuleInput = {
    cost: cost.value,
    markupPercent: markup.value,
    // A MAP or MSRP given without its switch is one the visitor means to enforce.
    enforceMap: said.map ?? map !== undefined,
    enforceMsrp: said.msrp ?? msrp !== undefined,
    map: map?.value ?? null,
    msrp: msrp?.value ?? null,
  };
  const result = applyPriceRules(input);
  const steps = result.steps
    // A rule the message says nothing about is left out of the steps.
    .filter(({ rule }) => rule === 'markup' || { map, msrp }[rule] || said[rule] !== undefined)
    .map((step, i) => `${i + 1}. ${describeStep(step, input)}`);
  // MAP above MSRP: the MSRP wins, and the price ends below the vendor's MAP.
  const belowMap =
    input.enforceMap && input.enforceMsrp && map && msrp && map.value > msrp.value
      ? `\n\nThe MAP is above the MSRP, so the MSRP wins and the price ends below the vendor's MAP, which can break its MAP policy: check the vendor's data. [When MAP is above MSRP](/documentation/pricing-rules#when-map-is-above-msrp) explains it.`
      : '';
  return priceRuleFact(
    `VendorHub would send **${money(result.price)}** to Shopify:\n${steps.join('\n')}${belowMap}`,
  );
}

/** The vendor's side: what it has, or what its stock moves to ("what if they drop to 3?"). */
const QUANTITY =
  /\b(?:has|have|had|got|stock|stocks|quantity|qty|inventory|reports?|shows?|says|on hand|left|units|pieces|drops?|dropped|falls?|fell|down to)\b/;
/** The store's side: what a visitor sees there ("the product list in Shopify shows 57"). */
const SHOWN =
  /\b(?:store|shop|shopify|storefront|product list|admin)\b(?!.*\b(?:vendors?|suppliers?|factory)\b)/;
const VENDOR = /\b(?:vendors?|suppliers?|factory|distributors?|brands?|manufacturers?|warehouse)\b/;
const DELTA =
  /\b(?:delta|buffer|safety(?: stock)?|subtract|minus|reserve|hold back|holding back)\b/;
const POINTED = /\b(?:(?:mine|ours|it)(?:'s| is)?(?: set)?|i set(?: it)?)(?: to| at)?$/;
const ASKS_STOCK =
  /\b(?:what|how many|how much|which number|calculate)\b.*\b(?:show|shows|display|store|shopify|see|end up|get|left|be)\b/;

/** What the store shows for a vendor quantity and a Quantity Delta, or the one input missing. */
export function quantityDeltaAnswer(message: string, own = Infinity): FactAnswer | null {
  const text = message.toLowerCase();
  if (!/\b(?:delta|safety stock|buffer)\b/.test(text)) return null;
  const amounts = readAmounts(message).filter((a) => a.kind === 'number' && !counts(a));
  const taken = new Set<Amount>();
  const named = (words: RegExp, from = amounts) => amountNamed(from, words, ['number'], taken);
  // "What's the quantity delta?" then "mine is 3" or "I set it to 3": the follow-up's setting.
  const delta = named(DELTA) ?? (own < Infinity ? named(POINTED) : undefined);
  const store = named(SHOWN);
  // The vendor's quantity is the vendor's: "safety stock to, 0? 5?" names none.
  const quantity = named(QUANTITY, VENDOR.test(text) ? amounts : []);
  if ((!delta && !quantity) || !saysOwn(taken, own)) return null;
  if (!delta || !quantity) {
    if (!ASKS_STOCK.test(text)) return null;
    return deltaFact(
      delta
        ? `How many does the vendor have in stock? Your store shows the vendor's quantity minus your Quantity Delta of ${delta.value}, never below 0.`
        : `What is your Quantity Delta for this vendor? Your store shows the vendor's ${quantity!.value} minus the delta, never below 0.`,
    );
  }
  if (![delta.value, quantity.value].every(Number.isInteger) || delta.value < 0) return null;
  const shown = reportedQuantity(quantity.value, delta.value);
  // "The product list shows 57 but the vendor has 30 and my delta is 0": the store is not
  // showing what the rule gives, which is a problem to troubleshoot, not a sum.
  if (store && store.value !== shown) return null;
  const floor =
    quantity.value - delta.value < 0
      ? ` (${quantity.value} minus ${delta.value} would be below zero, and the store never shows less than 0)`
      : '';
  return deltaFact(
    `Your store shows **${shown}**: the vendor's ${quantity.value} minus your Quantity Delta of ${delta.value}${floor}. VendorHub updates Shopify with that number at every sync, so you don't oversell when the vendor's stock moves faster than the sync.`,
  );
}

/**
 * Some number the message itself gives (its first `own` characters, when the previous message
 * follows it) has a role: the previous message's numbers alone ask nothing new.
 */
const saysOwn = (taken: Set<Amount>, own: number) => [...taken].some((a) => a.index < own);

type Calculation = (message: string, own?: number) => FactAnswer | null;

/**
 * A follow-up that gives a number ("and if MAP is $45?", "mine is 3, what shows?") is read with the
 * previous message after it: its numbers complete or replace the ones said before. Alone, "what if
 * markup is 80%?" would ask again for the cost the previous message gave.
 */
const withPrevious = (name: string, compute: Calculation): Intent => ({
  name,
  answer: (q) =>
    // A part is not read with the whole message, its previous one.
    (q.previousLower && !q.previousLower.includes(q.lower)
      ? compute(`${q.raw}\n${q.previousLower}`, q.raw.length)
      : null) ?? compute(q.raw),
});

export const priceRuleIntent = withPrevious('price-rule', priceRuleAnswer);
export const quantityDeltaIntent = withPrevious('quantity-delta', quantityDeltaAnswer);
