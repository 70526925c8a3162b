/**
 * Plans, setup fees and product-sync-only options (spec §2 "Pricing", §6 plan
 * gating, §9 business constants). Checkout links live in app/config.ts.
 */
import { company } from './company';
import { withCommas } from '../lib/numbers';
import { support } from './support';
import type {
  CatalogTier,
  CatalogTierId,
  ComparisonGroup,
  Plan,
  PlanId,
  ProductSyncOnlyOptions,
  SetupFee,
} from './schema';

/** Where Enterprise's "Contact Sales" leads: the contact form with the subject preset to sales. */
export const salesContactHref = '/contact?subject=sales';

export { annualDiscountPercent } from './billing';

export const plans: Plan[] = [
  {
    id: 'basic',
    name: 'Basic',
    description: 'For a single Shopify store automating its first two vendors.',
    monthlyPrice: 99,
    annualPrice: 89,
    limits: { stores: 1, vendors: 2, ordersPerMonth: 200, products: 1000 },
    features: [
      '1 Shopify store',
      '2 vendors',
      '200 orders per month',
      '1,000 products',
      'Hourly inventory sync and manual sync',
      'Price sync with markup rules and MAP/MSRP enforcement',
      'Automatic order routing and tracking push-back',
      'Core vendor catalog',
      'Bulk product creation with AI optimization (paid option)',
      'Standard email support (reply in about 24 hours)',
    ],
    notIncluded: [
      'AI Listing Optimization and Pre-Push Editing in Search & Push',
      'API access',
      'Priority or dedicated support',
    ],
    ctaText: 'Start Free Trial',
    highlight: false,
    isEnterprise: false,
  },
  {
    id: 'plus',
    name: 'Plus',
    description: 'For growing merchants running two stores and a wider vendor base.',
    monthlyPrice: 199,
    annualPrice: 179,
    limits: { stores: 2, vendors: 6, ordersPerMonth: 400, products: 5000 },
    features: [
      '2 Shopify stores',
      '6 vendors',
      '400 orders per month',
      '5,000 products',
      'Everything in Basic',
      'Free bulk product creation with AI optimization',
      'Extended vendor catalog',
      'Priority email and in-app live chat with our team (reply within 8 business hours)',
    ],
    notIncluded: ['AI Listing Optimization and Pre-Push Editing in Search & Push', 'API access'],
    ctaText: 'Start Free Trial',
    highlight: true,
    isEnterprise: false,
  },
  {
    id: 'premium',
    name: 'Premium',
    description:
      'For established retailers with large catalogs, many vendors and their own systems.',
    monthlyPrice: 299,
    annualPrice: 269,
    limits: { stores: 3, vendors: 12, ordersPerMonth: 1000, products: 25000 },
    features: [
      '3 Shopify stores',
      '12 vendors',
      '1,000 orders per month',
      '25,000 products',
      'Everything in Plus',
      'AI Listing Optimization and Pre-Push Editing in Search & Push',
      'API access',
      'Full vendor catalog',
      'Dedicated account manager (reply in about 2 hours) and a 24/7 line for urgent issues',
    ],
    notIncluded: [],
    ctaText: 'Start Free Trial',
    highlight: false,
    isEnterprise: false,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    description:
      'For high-volume operations that need unlimited scale and integrations built for them.',
    monthlyPrice: null,
    annualPrice: null,
    limits: { stores: null, vendors: null, ordersPerMonth: null, products: null },
    features: [
      'Unlimited Shopify stores',
      'Unlimited vendors',
      'Unlimited orders',
      'Unlimited products',
      'Everything in Premium',
      'Custom vendor integrations scoped with our team',
      'Guided onboarding and migration',
      'Dedicated account manager and a 24/7 line for urgent issues',
    ],
    notIncluded: [],
    ctaText: 'Contact Sales',
    contactHref: salesContactHref,
    highlight: false,
    isEnterprise: true,
  },
];

export const setupFees: SetupFee[] = [
  {
    id: 'custom-api',
    name: 'Custom API integration',
    price: 500,
    description:
      "We build and test a connection to your vendor's API, including inventory, pricing and order endpoints.",
  },
  {
    id: 'csv-xml-ftp',
    name: 'CSV/XML/FTP integration',
    price: 300,
    description:
      "We map your vendor's CSV, Excel or XML files, uploaded or collected from FTP, to your Shopify products.",
  },
  {
    id: 'pre-built',
    name: 'Pre-built integrations',
    price: 0,
    description:
      'Vendors already in our catalog are ready to connect. Add your credentials and start syncing.',
  },
];

export const setupFeesNote =
  'Setup fees are one-time and charged per vendor. Most integrations are ready in under a day; complex ones take 1-2 days.';

/** Product sync only (spec §9): a monthly discount, or higher sync limits at the regular price. */
export const productSyncOnlyOptions: ProductSyncOnlyOptions = {
  title: 'Product sync only',
  description:
    'If you only need inventory, product and price sync and handle orders yourself, you pay less for it. Take a monthly discount on your plan, or keep the price and get higher sync limits instead.',
  discounts: [
    { planId: 'basic', monthlyDiscount: 15 },
    { planId: 'plus', monthlyDiscount: 25 },
    { planId: 'premium', monthlyDiscount: 50 },
  ],
  alternative: 'Prefer more room to grow? Choose higher sync limits instead of the discount.',
  cta: { label: 'Ask for product sync only', to: '/contact?subject=sales' },
};

/** The plans that include API access (spec §6 "Premium"; Enterprise includes everything in Premium). */
export const apiPlanIds: PlanId[] = ['premium', 'enterprise'];

/** "Premium and Enterprise": how every page names the plans with API access. */
export const apiPlansLabel = apiPlanIds
  .map((id) => plans.find((plan) => plan.id === id)!.name)
  .join(' and ');

/** Currency and tax, stated once beside the prices. */
export const currencyAndTax =
  'All prices are in US dollars (USD). Sales tax or VAT is not included and is added at checkout where it applies.';

/** Whether the trial needs a card, stated once for the pricing page and the FAQ. */
export const trialCardAnswer = `Yes. The plan buttons open our payment provider's checkout, which asks for a card, but nothing is charged during the ${company.trialDays}-day trial. Cancel before it ends and you pay nothing; otherwise billing starts on day ${company.trialDays + 1} for the plan and billing period you chose.`;

/** How an Enterprise trial starts: the same length, arranged with sales. */
export const enterpriseTrialNote = `Enterprise includes the same ${company.trialDays}-day free trial, set up with our sales team for the vendors and volume you want to test.`;

/**
 * The vendor catalog tiers the plans name. Each vendor in vendors.ts carries
 * its tier; a plan includes its own tier and every tier below it.
 */
export const catalogTiers: CatalogTier[] = [
  {
    id: 'core',
    name: 'Core vendor catalog',
    description:
      'The pre-built furniture and lighting integrations (FTP feeds from lighting manufacturers and décor brands).',
    plans: ['basic', 'plus', 'premium', 'enterprise'],
  },
  {
    id: 'extended',
    name: 'Extended vendor catalog',
    description:
      'Everything in Core, plus the adult distributors connected by API and Amazon Multi-Channel Fulfillment.',
    plans: ['plus', 'premium', 'enterprise'],
  },
  {
    id: 'full',
    name: 'Full vendor catalog',
    description:
      'Everything in Extended, plus store-to-store sync with another Shopify store and early access to integrations in beta as they open.',
    plans: ['premium', 'enterprise'],
  },
];

/** The plans that include a vendor of this tier, lowest first, and their names ("Plus, Premium and Enterprise"). */
export function plansForVendor(vendor: { tier: CatalogTierId }): { ids: PlanId[]; label: string } {
  const ids = catalogTiers.find((tier) => tier.id === vendor.tier)?.plans ?? [];
  const names = plans.filter((plan) => ids.includes(plan.id)).map((plan) => plan.name);
  const label =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  return { ids, label };
}

const byPlan = (values: Record<PlanId, boolean | string>) => values;
const allPlans = (value: boolean | string) =>
  byPlan({ basic: value, plus: value, premium: value, enterprise: value });
const limitText = (value: number | null, unit: string) =>
  value === null ? 'Unlimited' : `${withCommas(value)}${unit}`;
const fromPlans = (pick: (plan: Plan) => string) =>
  Object.fromEntries(plans.map((plan) => [plan.id, pick(plan)])) as Record<PlanId, string>;
const tierFor = (id: PlanId) => catalogTiers.filter((tier) => tier.plans.includes(id)).at(-1)!;

/** The plan comparison table on /pricing: every feature and limit by plan. */
export const planComparison: ComparisonGroup[] = [
  {
    title: 'Price and limits',
    rows: [
      {
        label: 'Billed monthly',
        values: fromPlans((p) => (p.monthlyPrice === null ? 'Custom' : `$${p.monthlyPrice}/month`)),
      },
      {
        label: 'Billed annually',
        values: fromPlans((p) => (p.annualPrice === null ? 'Custom' : `$${p.annualPrice}/month`)),
      },
      { label: 'Shopify stores', values: fromPlans((p) => limitText(p.limits.stores, '')) },
      { label: 'Vendors', values: fromPlans((p) => limitText(p.limits.vendors, '')) },
      {
        label: 'Orders per month',
        values: fromPlans((p) => limitText(p.limits.ordersPerMonth, '')),
      },
      { label: 'Products', values: fromPlans((p) => limitText(p.limits.products, '')) },
      {
        label: `${company.trialDays}-day free trial`,
        values: byPlan({ basic: true, plus: true, premium: true, enterprise: 'Set up with sales' }),
      },
    ],
  },
  {
    title: 'Sync and automation',
    rows: [
      { label: 'Hourly inventory sync and manual sync', values: allPlans(true) },
      { label: 'Price sync with markup rules, MAP and MSRP', values: allPlans(true) },
      { label: 'Order routing and tracking push-back', values: allPlans(true) },
      { label: 'Two-way tag sync and health checks', values: allPlans(true) },
      { label: 'Bulk linking of existing products by exact SKU', values: allPlans('Free') },
      {
        label: 'Bulk product creation with AI optimization',
        values: byPlan({ basic: 'Paid option', plus: 'Free', premium: 'Free', enterprise: 'Free' }),
      },
      {
        label: 'AI Listing Optimization and Pre-Push Editing in Search & Push',
        values: byPlan({ basic: false, plus: false, premium: true, enterprise: true }),
      },
      {
        label: 'API access',
        values: fromPlans((p) => (apiPlanIds.includes(p.id) ? 'Included' : 'Not included')),
      },
    ],
  },
  {
    title: 'Vendors',
    rows: [
      {
        label: 'Vendor catalog',
        values: fromPlans((p) => tierFor(p.id).name.replace(' vendor catalog', '')),
      },
      { label: 'Pre-built integrations', values: allPlans('No setup fee') },
      {
        label: 'Custom integrations',
        values: byPlan({
          basic: 'Setup fee per vendor',
          plus: 'Setup fee per vendor',
          premium: 'Setup fee per vendor',
          enterprise: 'Scoped with our team',
        }),
      },
      {
        label: 'Guided onboarding and migration',
        values: byPlan({ basic: false, plus: false, premium: false, enterprise: true }),
      },
    ],
  },
  {
    title: 'Support',
    rows: [
      {
        label: 'Channels',
        values: byPlan({
          basic: 'Email',
          plus: 'Priority email and in-app live chat',
          premium: 'Dedicated account manager',
          enterprise: 'Dedicated account manager',
        }),
      },
      {
        label: 'First reply',
        values: byPlan({
          basic: `About ${support.replyHours.basic} hours`,
          plus: `Within ${support.replyHours.plus} business hours`,
          premium: `About ${support.replyHours.premium} hours`,
          enterprise: `About ${support.replyHours.premium} hours`,
        }),
      },
      {
        label: '24/7 line for urgent issues',
        values: byPlan({ basic: false, plus: false, premium: true, enterprise: true }),
      },
    ],
  },
];
