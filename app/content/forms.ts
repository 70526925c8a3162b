/**
 * The choices the forms offer (spec §3, §5). The browser shows them and the
 * server accepts only these values, from this one list.
 */
export interface Choice<T extends string = string> {
  value: T;
  label: string;
}

export const contactSubjects = [
  { value: 'sales', label: 'Sales inquiry' },
  { value: 'access', label: 'Request Collaborator Access' },
  { value: 'support', label: 'Technical support' },
  { value: 'demo', label: 'Schedule a demo' },
  { value: 'integration', label: 'Integration question' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Choice[];

export const contactPlans = [
  { value: 'basic', label: 'Basic' },
  { value: 'plus', label: 'Plus' },
  { value: 'premium', label: 'Premium' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Choice[];

export const productCounts = [
  { value: '1-500', label: '1-500 products' },
  { value: '501-2000', label: '501-2,000 products' },
  { value: '2001-10000', label: '2,001-10,000 products' },
  { value: '10000+', label: 'More than 10,000 products' },
] as const satisfies readonly Choice[];

export const syncOrdersChoices = [
  { value: 'yes', label: 'Yes, route orders and sync tracking too' },
  { value: 'no', label: 'No, products and inventory only' },
] as const satisfies readonly Choice[];

export const integrationTypes = [
  { value: 'api', label: 'API' },
  { value: 'ftp', label: 'FTP' },
  { value: 'other', label: 'Other (CSV, Excel, portal...)' },
] as const satisfies readonly Choice[];

/** Resume rules (spec §5, §9). */
export const resumeRules = {
  maxBytes: 5 * 1024 * 1024,
  accept: '.pdf,.doc,.docx',
  tooLarge: 'File is too large. Please upload a file under 5MB.',
  missing: 'Please upload your CV/Resume.',
} as const;

export const successTexts = {
  contact: {
    title: 'Thank You!',
    text: 'Your message has been sent successfully. Our team will get back to you shortly.',
  },
  vendorRequest: {
    title: 'Thank You!',
    text: 'Your request has been sent. Our team will get back to you shortly.',
  },
  application: {
    title: 'Application received',
    text: 'Thank you for applying. We read every application and reply by e-mail within 5 business days.',
  },
  quote: {
    title: 'Quote request received',
    text: 'Thank you. Our integration team will review your vendor and send you a quote within 1-2 business days.',
  },
} as const;

/** What happens after a custom integration quote request (shown beside the form). */
export const quoteSteps = [
  'Tell us about your store and the vendor, and how the vendor shares its data.',
  'Our integration team reviews the vendor and sends you a quote within 1-2 business days.',
  'Once you approve it, we build and test the integration: usually under a day, 1-2 days for complex feeds.',
  'The vendor appears in your dashboard like any pre-built integration, with the same sync, pricing and order rules.',
];
