/**
 * Every value that differs between deployments, read in one place.
 *
 * Values come from `VITE_*` variables at build time (Vite inlines them into
 * the bundle), so nothing here may ever be a secret. Each one is documented
 * in the README's configuration table.
 */
import { company } from '~/content/company';
import type { FormId } from '~/forms/contract';
import type { BillingPeriod } from '~/lib/pricing';
import { resolveSiteUrl } from '~/lib/site-url';

const env = import.meta.env;

function pick(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Public origin of this site, used for canonical URLs, Open Graph and the sitemap. */
export const siteUrl = resolveSiteUrl(env.VITE_SITE_URL);

/** The product's own web app (dashboard), on another host. */
export const appHost = stripTrailingSlash(pick(env.VITE_APP_HOST, 'https://app.vendorhub.io'));

export const productName = company.productName;

export const loginUrl = `${appHost}/auth/login`;
export const registerUrl = `${appHost}/auth/register`;

export type PlanId = 'basic' | 'plus' | 'premium';

/**
 * Card-payment checkout links, one per plan and billing period. By default
 * they open the app's sign-up with the plan preselected; a deployment points
 * them at its payment provider's hosted checkout pages.
 */
export const checkoutLinks: Record<PlanId, Record<BillingPeriod, string>> = {
  basic: {
    monthly: pick(env.VITE_CHECKOUT_BASIC_MONTHLY, `${registerUrl}?plan=basic&billing=monthly`),
    annual: pick(env.VITE_CHECKOUT_BASIC_ANNUAL, `${registerUrl}?plan=basic&billing=annual`),
  },
  plus: {
    monthly: pick(env.VITE_CHECKOUT_PLUS_MONTHLY, `${registerUrl}?plan=plus&billing=monthly`),
    annual: pick(env.VITE_CHECKOUT_PLUS_ANNUAL, `${registerUrl}?plan=plus&billing=annual`),
  },
  premium: {
    monthly: pick(env.VITE_CHECKOUT_PREMIUM_MONTHLY, `${registerUrl}?plan=premium&billing=monthly`),
    annual: pick(env.VITE_CHECKOUT_PREMIUM_ANNUAL, `${registerUrl}?plan=premium&billing=annual`),
  },
};

/** The checkout link of a plan for a billing period; none for custom-priced plans. */
export function checkoutUrlFor(planId: string, period: BillingPeriod): string | undefined {
  return Object.hasOwn(checkoutLinks, planId) ? checkoutLinks[planId as PlanId][period] : undefined;
}

/**
 * The meeting scheduler (a Cal.com link, `user/event`). The contact page
 * embeds it inline and falls back to this plain link when the embed cannot
 * load.
 */
export const scheduler = {
  calLink: pick(env.VITE_SCHEDULER_CAL_LINK, 'vendorhub/demo'),
  origin: stripTrailingSlash(pick(env.VITE_SCHEDULER_ORIGIN, 'https://cal.com')),
  get url() {
    return `${this.origin}/${this.calLink}`;
  },
};

/**
 * Where the chat and each form send their data. An external automation
 * webhook when the variable is set; otherwise the embedded server's endpoint
 * on the same origin, so `npm start` works with no outside service.
 */
export const endpoints = {
  chat: pick(env.VITE_CHAT_WEBHOOK_URL, '/api/chat'),
  contact: pick(env.VITE_CONTACT_WEBHOOK_URL, '/api/forms/contact'),
  vendorRequest: pick(env.VITE_VENDOR_REQUEST_WEBHOOK_URL, '/api/forms/vendor-request'),
  application: pick(env.VITE_APPLICATION_WEBHOOK_URL, '/api/forms/application'),
  quote: pick(env.VITE_QUOTE_WEBHOOK_URL, '/api/forms/quote'),
} as const;

/** Each form's endpoint by its contract id (app/forms). */
export const formEndpoints: Record<FormId, string> = {
  contact: endpoints.contact,
  'vendor-request': endpoints.vendorRequest,
  application: endpoints.application,
  quote: endpoints.quote,
};

/**
 * Whether the chat asks its webhook for a streamed reply (`Accept: text/plain`,
 * like @n8n/chat's `enableStreaming`). Off by default: one JSON reply.
 */
export const chatStreaming = /^(1|true|yes)$/i.test(env.VITE_CHAT_STREAMING?.trim() ?? '');
