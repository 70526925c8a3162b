/**
 * Facts the Markdown articles quote, by name. An article writes
 * `{{supportHours}}` instead of the hours themselves, and the article loader
 * (app/lib/docs/article.ts) fills in the value from the module that owns the
 * fact, so a change to company.ts or plans.ts reaches every article. An
 * unknown name fails the build.
 */
import { company } from './company';
import { support } from './support';
import { apiPlansLabel, plans, setupFees } from './plans';
import { formatUsd, withCommas } from '../lib/numbers';

const plan = (id: string) => plans.find((p) => p.id === id)!;
const fee = (id: string) => formatUsd(setupFees.find((f) => f.id === id)!.price);
const limits = (pick: (p: (typeof plans)[number]) => number | null) =>
  plans
    .map((p) => `${pick(p) === null ? 'unlimited' : withCommas(pick(p)!)} on ${p.name}`)
    .join(', ');

export const docFacts = {
  productName: company.productName,
  supportEmail: company.email.support,
  supportHours: company.supportHours,
  trialDays: String(company.trialDays),
  trialProductLimit: withCommas(company.trialProductLimit),
  supportBasic: support.byPlan.basic,
  supportPlus: support.byPlan.plus,
  supportPremium: support.byPlan.premium,
  siteAssistant: support.siteAssistant,
  apiPlans: apiPlansLabel,
  storesByPlan: limits((p) => p.limits.stores),
  vendorsByPlan: limits((p) => p.limits.vendors),
  productsByPlan: limits((p) => p.limits.products),
  ordersByPlan: limits((p) => p.limits.ordersPerMonth),
  csvSetupFee: fee('csv-xml-ftp'),
  apiSetupFee: fee('custom-api'),
  premiumName: plan('premium').name,
} satisfies Record<string, string>;

export type DocFactName = keyof typeof docFacts;

/** The article with every `{{name}}` replaced by its fact; throws on a name that does not exist. */
export function fillDocFacts(source: string, facts: Record<string, string> = docFacts): string {
  return source.replace(/\{\{\s*(\w+)\s*\}\}/g, (token, name: string) => {
    const value = facts[name];
    if (value === undefined) throw new Error(`unknown fact {{${name}}}`);
    return value;
  });
}
