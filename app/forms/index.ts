/** Every form contract, by the id its endpoint uses (/api/forms/{id}). */
import { applicationForm } from './application';
import { contactForm } from './contact';
import type { FormId, FormSpec } from './contract';
import { quoteForm } from './quote';
import { vendorRequestForm } from './vendor-request';

export const forms = {
  contact: contactForm,
  'vendor-request': vendorRequestForm,
  application: applicationForm,
  quote: quoteForm,
} as const satisfies Record<FormId, FormSpec>;

export function isFormId(value: string): value is FormId {
  return Object.hasOwn(forms, value);
}

/** The form a result page belongs to, from its path (/form/{id}/sent). */
export function formFromResultPath(pathname: string) {
  const id = pathname.split('/')[2] ?? '';
  if (!isFormId(id)) throw new Error(`No form for ${pathname}`);
  return forms[id];
}
