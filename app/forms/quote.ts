/** Spec §3 "Quote request", §5 and §9: the custom integration quote form. */
import { dataRetention, retentionPeriod } from '~/content/data-retention';
import { defineForm } from './contract';

export const quoteForm = defineForm({
  id: 'quote',
  page: '/custom-integrations',
  title: 'Custom integration quote request',
  fields: {
    name: { kind: 'text', label: 'Name', required: true, autoComplete: 'name' },
    email: { kind: 'email', label: 'Email', required: true, autoComplete: 'email' },
    phone: { kind: 'tel', label: 'Phone', required: false, autoComplete: 'tel' },
    website: {
      kind: 'url',
      label: 'Store website',
      required: true,
      placeholder: 'https://your-store.com',
    },
    productCount: {
      kind: 'select',
      label: 'Products in your store',
      required: true,
      placeholder: 'Select a range',
      options: [
        { value: '1-500', label: '1-500 products' },
        { value: '501-2000', label: '501-2,000 products' },
        { value: '2001-10000', label: '2,001-10,000 products' },
        { value: '10000+', label: 'More than 10,000 products' },
      ],
    },
    syncOrders: {
      kind: 'radio',
      label: 'Should the integration route orders too?',
      required: true,
      options: [
        { value: 'yes', label: 'Yes, route orders and sync tracking too' },
        { value: 'no', label: 'No, products and inventory only' },
      ],
    },
    vendorName: { kind: 'text', label: 'Vendor name', required: true },
    vendorWebsite: {
      kind: 'url',
      label: 'Vendor website',
      required: true,
      placeholder: 'https://vendor.com',
    },
    integrationType: {
      kind: 'select',
      label: 'How does the vendor share data?',
      required: false,
      placeholder: 'Not sure',
      options: [
        { value: 'api', label: 'API' },
        { value: 'ftp', label: 'FTP' },
        { value: 'other', label: 'Other (CSV, Excel, portal...)' },
      ],
    },
  },
  submitLabel: 'Request a Quote',
  sendingLabel: 'Submitting...',
  privacyNotice: `We store your request to prepare your quote and delete it after ${retentionPeriod(dataRetention.submissionDays)}.`,
  success: {
    title: 'Quote request received',
    text: 'Thank you. Our integration team will review your vendor and send you a quote within 1-2 business days.',
  },
});
