// @vitest-environment jsdom
/**
 * Every form sends exactly the fields its contract defines, with the
 * contract's labels, required flags and options: a control added in the
 * browser but not in the contract (which the server validates with) fails
 * here, and so does a contract field the page forgot to render.
 */
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { applicationForm } from '~/forms/application';
import { contactForm } from '~/forms/contact';
import type { FormSpec } from '~/forms/contract';
import { optionsOf } from '~/forms/option-sources';
import { quoteForm } from '~/forms/quote';
import { vendorRequestForm } from '~/forms/vendor-request';
import { HONEYPOT_FIELD } from '~/lib/forms/honeypot';
import { ApplicationForm } from './application-form';
import { ContactForm } from './contact-form';
import { QuoteForm } from './quote-form';
import { VendorRequestForm } from './vendor-request-form';

const cases: [string, FormSpec, ReactElement][] = [
  ['Contact form', contactForm, <ContactForm key="contact" />],
  [
    'Request the Nora Lighting integration',
    vendorRequestForm,
    <VendorRequestForm key="vendor" vendor="Nora Lighting" />,
  ],
  [
    'Job application',
    applicationForm,
    <ApplicationForm key="application" positions={optionsOf(applicationForm.fields.position)!} />,
  ],
  ['Custom integration quote request', quoteForm, <QuoteForm key="quote" />],
];

function renderForm(element: ReactElement, name: string): HTMLFormElement {
  const router = createMemoryRouter([{ path: '/', element }]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('form', { name }) as HTMLFormElement;
}

describe.each(cases)('%s', (name, contract, element) => {
  it('has exactly the contract fields, and the file it carries', () => {
    const form = renderForm(element, name);
    const rendered = [
      ...new Set(
        [...form.elements]
          .map((control) => control.getAttribute('name'))
          .filter((n): n is string => Boolean(n) && n !== HONEYPOT_FIELD),
      ),
    ];
    const expected = [
      ...Object.keys(contract.fields),
      ...(contract.upload ? [contract.upload.name] : []),
    ];
    expect(rendered.sort()).toEqual(expected.sort());
  });

  it('says beside the submit button what is stored, for what, and links the privacy policy', () => {
    const form = renderForm(element, name);
    const notice = [...form.querySelectorAll('p')].find((p) =>
      p.textContent?.startsWith('We store'),
    );
    expect(notice?.textContent).toContain(contract.privacyNotice);
    expect(notice?.querySelector('a')?.getAttribute('href')).toBe('/privacy');
  });

  it('labels, requires and offers what the contract says', () => {
    const form = renderForm(element, name);
    for (const [fieldName, field] of Object.entries(contract.fields)) {
      const controls = [...form.querySelectorAll<HTMLInputElement>(`[name="${fieldName}"]`)];
      expect(controls.length, fieldName).toBeGreaterThan(0);
      if (field.kind === 'hidden') continue;
      if (field.kind === 'radio') {
        const legend = controls[0]!.closest('fieldset')!.querySelector('legend')!;
        expect(legend.textContent).toContain(field.label);
        expect(controls.map((c) => c.value)).toEqual(optionsOf(field)!.map((o) => o.value));
      } else {
        const label = form.querySelector(`label[for="${controls[0]!.id}"]`)!;
        expect(label.textContent!.replace(/\s*(\*|\(optional\))\s*$/, '')).toBe(field.label);
      }
      expect(controls[0]!.required, fieldName).toBe(field.required);
      if (field.kind === 'select') {
        const values = [...(controls[0] as unknown as HTMLSelectElement).options]
          .map((o) => o.value)
          .filter(Boolean);
        expect(values).toEqual(optionsOf(field)!.map((o) => o.value));
        expect(values.length, fieldName).toBeGreaterThan(0);
      }
    }
  });
});
