/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_APP_HOST?: string;
  readonly VITE_CHECKOUT_BASIC_MONTHLY?: string;
  readonly VITE_CHECKOUT_BASIC_ANNUAL?: string;
  readonly VITE_CHECKOUT_PLUS_MONTHLY?: string;
  readonly VITE_CHECKOUT_PLUS_ANNUAL?: string;
  readonly VITE_CHECKOUT_PREMIUM_MONTHLY?: string;
  readonly VITE_CHECKOUT_PREMIUM_ANNUAL?: string;
  readonly VITE_SCHEDULER_CAL_LINK?: string;
  readonly VITE_SCHEDULER_ORIGIN?: string;
  readonly VITE_CHAT_WEBHOOK_URL?: string;
  readonly VITE_CHAT_STREAMING?: string;
  readonly VITE_CONTACT_WEBHOOK_URL?: string;
  readonly VITE_VENDOR_REQUEST_WEBHOOK_URL?: string;
  readonly VITE_APPLICATION_WEBHOOK_URL?: string;
  readonly VITE_QUOTE_WEBHOOK_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
