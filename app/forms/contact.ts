/** Spec §3 "Contact message", §5 and §8: the contact form on /contact. */
import { dataRetention, retentionPeriod } from '~/content/data-retention';
import { defineForm } from './contract';

export const contactForm = defineForm({
  id: 'contact',
  page: '/contact',
  title: 'Contact message',
  fields: {
    name: { kind: 'text', label: 'Full Name', required: true, autoComplete: 'name' },
    email: { kind: 'email', label: 'Email', required: true, autoComplete: 'email' },
    company: { kind: 'text', label: 'Company', required: false, autoComplete: 'organization' },
    phone: { kind: 'tel', label: 'Phone', required: false, autoComplete: 'tel' },
    plan: {
      kind: 'select',
      label: 'Plan',
      required: false,
      placeholder: 'Select a plan',
      options: [
        { value: 'basic', label: 'Basic' },
        { value: 'plus', label: 'Plus' },
        { value: 'premium', label: 'Premium' },
        { value: 'other', label: 'Other' },
      ],
    },
    websiteUrl: {
      kind: 'url',
      label: 'Website URL',
      required: false,
      placeholder: 'https://your-store.com',
      autoComplete: 'url',
    },
    subject: {
      kind: 'select',
      label: 'Subject',
      required: true,
      placeholder: 'Select a subject',
      options: [
        { value: 'sales', label: 'Sales inquiry' },
        { value: 'access', label: 'Request Collaborator Access' },
        { value: 'support', label: 'Technical support' },
        { value: 'demo', label: 'Schedule a demo' },
        { value: 'integration', label: 'Integration question' },
        { value: 'partnership', label: 'Partnership' },
        { value: 'other', label: 'Other' },
      ],
    },
    message: { kind: 'long-text', label: 'Message', required: true },
  },
  submitLabel: 'Send Message',
  sendingLabel: 'Sending...',
  privacyNotice: `We store your message to answer it and delete it after ${retentionPeriod(dataRetention.submissionDays)}.`,
  success: {
    title: 'Thank You!',
    text: 'Your message has been sent successfully. Our team will get back to you shortly.',
  },
});
