/** Spec §3 "Vendor integration request", §5 and §8: the form on each vendor page. */
import { dataRetention, retentionPeriod } from '~/content/data-retention';
import { defineForm } from './contract';

export const vendorRequestForm = defineForm({
  id: 'vendor-request',
  page: '/vendor-integrations',
  title: 'Vendor integration request',
  fields: {
    name: { kind: 'text', label: 'Name', required: true, autoComplete: 'name' },
    email: { kind: 'email', label: 'Email', required: true, autoComplete: 'email' },
    website: {
      kind: 'url',
      label: 'Store website',
      required: false,
      placeholder: 'https://your-store.com',
      autoComplete: 'url',
    },
    message: { kind: 'long-text', label: 'Message', required: true },
    /** The vendor's display name, set by the page the form is on. */
    vendor: { kind: 'hidden', label: 'Vendor', required: true },
  },
  submitLabel: 'Send Request',
  sendingLabel: 'Sending...',
  privacyNotice: `We store your request to follow up on this integration and delete it after ${retentionPeriod(dataRetention.submissionDays)}.`,
  success: {
    title: 'Thank You!',
    text: 'Your request has been sent. Our team will get back to you shortly.',
  },
});
