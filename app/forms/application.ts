/** Spec §3 "Application form", §5 and §9: the job application on /application. */
import { dataRetention, retentionPeriod } from '~/content/data-retention';
import { defineForm } from './contract';

export const applicationForm = defineForm({
  id: 'application',
  page: '/application',
  title: 'Job application',
  fields: {
    fullName: { kind: 'text', label: 'Full name', required: true, autoComplete: 'name' },
    email: { kind: 'email', label: 'Email', required: true, autoComplete: 'email' },
    phone: { kind: 'tel', label: 'Phone', required: false, autoComplete: 'tel' },
    position: {
      kind: 'select',
      label: 'Position',
      required: true,
      placeholder: 'Select a position',
      // Only the open positions' exact titles (spec §2, §3).
      optionsFrom: 'openPositions',
    },
    linkedinUrl: {
      kind: 'url',
      label: 'LinkedIn profile',
      required: false,
      placeholder: 'https://linkedin.com/in/...',
    },
    githubUrl: {
      kind: 'url',
      label: 'GitHub profile',
      required: false,
      placeholder: 'https://github.com/...',
    },
    portfolioUrl: {
      kind: 'url',
      label: 'Portfolio or website',
      required: false,
      placeholder: 'https://...',
    },
    coverLetter: {
      kind: 'long-text',
      label: 'Cover letter',
      required: false,
      rows: 6,
      placeholder: 'What draws you to this role, and what would you bring to it?',
    },
  },
  upload: {
    name: 'resume',
    label: 'CV / Resume',
    hint: 'PDF, DOC or DOCX, up to 5 MB.',
    accept: '.pdf,.doc,.docx',
    kinds: ['pdf', 'doc', 'docx'],
    maxBytes: 5 * 1024 * 1024,
    tooLarge: 'File is too large. Please upload a file under 5MB.',
    missing: 'Please upload your CV/Resume.',
    wrongKind: 'The CV must be a PDF, DOC or DOCX document.',
  },
  submitLabel: 'Submit Application',
  sendingLabel: 'Submitting...',
  privacyNotice: `We store your application and CV to consider you for the role and delete them after ${retentionPeriod(dataRetention.applicationDays)}.`,
  success: {
    title: 'Application received',
    text: 'Thank you for applying. We read every application and reply by email within 5 business days.',
  },
});
