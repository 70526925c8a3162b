/** The one-paragraph summary llms.txt opens with, and the MCP server's description, from the content. */
import { annualDiscountPercent } from '../../content/billing';
import { company } from '../../content/company';
import { plans } from '../../content/plans';
import { formatUsd } from '../numbers';

const priced = plans.filter((plan) => plan.monthlyPrice !== null);

export const llmsSummary = `${company.productName} connects a merchant's ${company.storePlatform} store with its vendors (suppliers, distributors, fulfillment partners): hourly inventory sync, product listings, price sync with markup, MAP and MSRP rules, and order routing with tracking. Plans: ${priced
  .map((plan) => `${plan.name} ${formatUsd(plan.monthlyPrice!)}/month`)
  .join(
    ', ',
  )}, and Enterprise priced individually; annual billing saves ${annualDiscountPercent}%, and every plan starts with a ${company.trialDays}-day free trial.`;
