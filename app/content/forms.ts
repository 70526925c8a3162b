/**
 * Copy shown beside the forms. The forms themselves (fields, options, limits
 * and their messages) are contracts in app/forms.
 */

/** What happens after a custom integration quote request (shown beside the form). */
export const quoteSteps = [
  'Tell us about your store and the vendor, and how the vendor shares its data.',
  'Our integration team reviews the vendor and sends you a quote within 1-2 business days.',
  'Once you approve it, we build and test the integration: usually under a day, 1-2 days for complex feeds.',
  'The vendor appears in your dashboard like any pre-built integration, with the same sync, pricing and order rules.',
];
