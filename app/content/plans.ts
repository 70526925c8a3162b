/**
 * Plans, setup fees and product-sync-only options (spec §2 "Pricing", §6 plan
 * gating, §9 business constants). Checkout links live in app/config.ts.
 */
import type { Plan } from './types';

/** Annual billing saves this much compared with paying monthly (spec §9). */
export const annualDiscountPercent = 10;

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
      'Standard email support (24-hour response)',
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
      'Priority email and chat support (8 business hours)',
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
      '24/7 dedicated support with an account manager (about 2-hour response)',
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
      '24/7 dedicated support with an account manager',
    ],
    notIncluded: [],
    ctaText: 'Contact Sales',
    highlight: false,
    isEnterprise: true,
  },
];

/** A one-time integration setup fee, charged per vendor. */
export interface SetupFee {
  id: 'custom-api' | 'csv-xml-ftp' | 'pre-built';
  name: string;
  /** US dollars, one-time, per vendor. 0 means free. */
  price: number;
  description: string;
}

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

/** Monthly discount for merchants who use product sync only, without order routing. */
export interface ProductSyncOnlyDiscount {
  planId: 'basic' | 'plus' | 'premium';
  /** US dollars off the monthly price. */
  monthlyDiscount: number;
}

export interface ProductSyncOnlyOptions {
  title: string;
  description: string;
  discounts: ProductSyncOnlyDiscount[];
  /** The alternative to the discount: higher sync limits at the regular price. */
  alternative: string;
}

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
};
