/** The product-sync-only discount on each plan: products and stock synced, no orders routed. */
import { formatUsd } from '#app/lib/numbers.ts';
import { type PlanFact } from '../knowledge.ts';
import { isStopword, words } from '../text.ts';
import { type Intent, listing } from './answer.ts';
import { namesPlan } from './plan-query.ts';

// "Sync only some products" picks what to sync: "only" bounds the object, not the service.
const SYNC_ONLY =
  /\b(?:(?:only|just) (?:need |use |want )?(?:the )?(?:(?:product|inventory|stock|price|prices)(?: and | )?)*sync(?:ed|ing)?|sync only(?! (?:some|certain|a few|specific|selected|particular|part|one|a handful)\b)|sync-only|(?:only|just) (?:the )?(?:stock|inventory|products?) and (?:the )?prices?|without (?:the )?orders?|(?:no|not|don'?t (?:need|use|want)) (?:the )?order(?:s| routing)?|(?:handle|manage|ship|fulfil+) (?:the |our |my |all )?(?:orders?|everything|it all) (?:ourselves|myself|ourself|by hand|in-house|in house))\b/;

const KEEPS_PRICES =
  /\b(?:leave|leaving|keep|keeping|manage|managing|set|setting|handle|handling|do|doing) (?:the |my |our )?(?:prices?|pricing)\b|\b(?:prices?|pricing) (?:\w+ ){0,4}(?:myself|ourselves|ourself|by hand|manually|alone)\b|\b(?:not|no|without) (?:the )?(?:prices?|pricing|stock|quantit(?:y|ies)|inventory|costs?)\b/;

/** A follow-up on the discount: "how much off on Premium?", "is that per month or per year?" */
const ASKS_PRICE =
  /\b(?:off|discount|discounts|cheaper|save|saves|saving|less|reduction|price|cost|costs|much|same (?:deal|discount|thing|offer))\b|\b(?:per|a|each|every) (?:month|year)\b|\b(?:monthly|yearly|annual|annually)\b/;

export const syncOnlyIntent: Intent = {
  name: 'sync-only',
  answer: ({ text, previous }, { planQuery: { plans } }, { knowledge }) => {
    // A follow-up: "Is there a discount if I handle orders myself?" then "how much off on Premium?"
    const followsUp =
      SYNC_ONLY.test(previous?.text ?? '') &&
      plans.length > 0 &&
      (ASKS_PRICE.test(text) ||
        // "and for Basic?": nothing but the plan.
        words(text).every((w) => isStopword(w) || namesPlan(plans, w)));
    if (!SYNC_ONLY.test(text) && !followsUp) return null;
    // "I only want stock synced, I'll manage prices myself" or "sync only prices and not stock"
    // turns off a sync selection; the discount is for handling orders yourself.
    if (KEEPS_PRICES.test(text) && !/\borders?\b/.test(text)) return null;
    const discounts = knowledge.syncOnly.discounts
      .map((d) => ({ ...d, plan: knowledge.plans.find((p) => p.id === d.planId) }))
      .filter((d): d is typeof d & { plan: PlanFact } => d.plan !== undefined);
    const named = discounts.find((d) => plans.includes(d.plan));
    const parts = discounts.map((d) => `${formatUsd(d.monthlyDiscount)} off ${d.plan.name}`);
    let saving = `If you use product sync only and handle orders yourself, you get ${listing(parts)} every month.`;
    if (named) {
      const { plan, monthlyDiscount } = named;
      const price =
        plan.monthlyPrice === null
          ? ''
          : ` (${formatUsd(plan.monthlyPrice - monthlyDiscount)} instead of ${formatUsd(plan.monthlyPrice)})`;
      saving = `With product sync only, ${plan.name} is ${formatUsd(monthlyDiscount)} a month cheaper${price}.`;
    }
    return {
      id: named ? `sync-only:${named.plan.id}` : 'sync-only',
      text: `${saving} You can also keep the price and get higher sync limits instead.`,
      links: [{ label: 'Pricing', url: '/pricing#sync-only-heading' }],
    };
  },
};
