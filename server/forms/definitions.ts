/**
 * The four forms as the server sees them: each field's label (for messages),
 * whether it is required, its kind and its allowed values. The field names
 * and choices are the spec's (§3, §5), from the same content the browser uses.
 */
import {
  contactPlans,
  contactSubjects,
  integrationTypes,
  productCounts,
  syncOrdersChoices,
} from '../../app/content/forms.ts';
import { jobs } from '../../app/content/jobs.ts';

export type FieldKind = 'text' | 'email' | 'url' | 'long-text' | 'choice';

export interface FieldRule {
  label: string;
  kind: FieldKind;
  required: boolean;
  /** Allowed values of a choice; '' is allowed too when the field is optional. */
  choices?: readonly string[];
}

export type FormName = 'contact' | 'vendor-request' | 'application' | 'quote';

const values = (choices: readonly { value: string }[]) => choices.map((c) => c.value);

export const formRules: Record<FormName, Record<string, FieldRule>> = {
  contact: {
    name: { label: 'Full Name', kind: 'text', required: true },
    email: { label: 'Email', kind: 'email', required: true },
    company: { label: 'Company', kind: 'text', required: false },
    phone: { label: 'Phone', kind: 'text', required: false },
    plan: { label: 'Plan', kind: 'choice', required: false, choices: values(contactPlans) },
    websiteUrl: { label: 'Website URL', kind: 'url', required: false },
    subject: { label: 'Subject', kind: 'choice', required: true, choices: values(contactSubjects) },
    message: { label: 'Message', kind: 'long-text', required: true },
  },
  'vendor-request': {
    name: { label: 'Name', kind: 'text', required: true },
    email: { label: 'Email', kind: 'email', required: true },
    website: { label: 'Store website', kind: 'url', required: false },
    message: { label: 'Message', kind: 'long-text', required: true },
    vendor: { label: 'Vendor', kind: 'text', required: true },
  },
  application: {
    fullName: { label: 'Full name', kind: 'text', required: true },
    email: { label: 'Email', kind: 'email', required: true },
    phone: { label: 'Phone', kind: 'text', required: false },
    position: {
      label: 'Position',
      kind: 'choice',
      required: true,
      choices: jobs.map((j) => j.title),
    },
    linkedinUrl: { label: 'LinkedIn profile', kind: 'url', required: false },
    githubUrl: { label: 'GitHub profile', kind: 'url', required: false },
    portfolioUrl: { label: 'Portfolio or website', kind: 'url', required: false },
    coverLetter: { label: 'Cover letter', kind: 'long-text', required: false },
  },
  quote: {
    name: { label: 'Name', kind: 'text', required: true },
    email: { label: 'Email', kind: 'email', required: true },
    phone: { label: 'Phone', kind: 'text', required: false },
    website: { label: 'Store website', kind: 'url', required: true },
    productCount: {
      label: 'Products in your store',
      kind: 'choice',
      required: true,
      choices: values(productCounts),
    },
    syncOrders: {
      label: 'Route orders',
      kind: 'choice',
      required: true,
      choices: values(syncOrdersChoices),
    },
    vendorName: { label: 'Vendor name', kind: 'text', required: true },
    vendorWebsite: { label: 'Vendor website', kind: 'url', required: true },
    integrationType: {
      label: 'How the vendor shares data',
      kind: 'choice',
      required: false,
      choices: values(integrationTypes),
    },
  },
};

export const formNames = Object.keys(formRules) as FormName[];
