import { describe, expect, it } from 'vitest';
import { applicationForm } from './application';
import { contactForm } from './contact';
import { quoteForm } from './quote';
import { isEmail, isWebUrl, validateForm } from './validation.server';

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: '',
  phone: '',
  plan: 'plus',
  websiteUrl: 'https://store.example.com',
  subject: 'access',
  message: 'Please connect my store.',
};

describe('validateForm', () => {
  it('accepts a good contact message and keeps exactly its fields', () => {
    const result = validateForm(contactForm, {
      ...contact,
      extra: 'dropped',
      name: '  Ada Lovelace ',
    });
    expect(result).toEqual({ ok: true, data: { ...contact } });
  });

  it('requires the required fields', () => {
    expect(validateForm(contactForm, { ...contact, message: '   ' })).toEqual({
      ok: false,
      field: 'message',
      message: 'Message is required.',
    });
    expect(validateForm(contactForm, {})).toMatchObject({
      ok: false,
      message: 'Full Name is required.',
    });
  });

  it('checks e-mail and web address syntax', () => {
    expect(validateForm(contactForm, { ...contact, email: 'ada@' })).toMatchObject({
      message: 'Please enter a valid email address.',
    });
    expect(
      validateForm(contactForm, { ...contact, websiteUrl: 'javascript:alert(1)' }),
    ).toMatchObject({
      field: 'websiteUrl',
    });
  });

  it('allows only the listed options, and blank for optional ones', () => {
    expect(validateForm(contactForm, { ...contact, subject: 'lunch' })).toMatchObject({
      message: 'Subject must be one of the listed options.',
    });
    expect(validateForm(contactForm, { ...contact, plan: '' })).toMatchObject({
      ok: true,
    });
    expect(
      validateForm(applicationForm, {
        fullName: 'A',
        email: 'a@b.co',
        position: 'Chief Executive Officer',
      }),
    ).toMatchObject({ field: 'position' });
  });

  it('rejects wrong types, huge values and non-objects', () => {
    expect(validateForm(contactForm, { ...contact, name: ['x'] })).toMatchObject({
      message: 'Full Name must be text.',
    });
    expect(validateForm(contactForm, { ...contact, message: 'x'.repeat(10_001) })).toMatchObject({
      field: 'message',
    });
    expect(validateForm(contactForm, 'name=x')).toMatchObject({ ok: false });
    expect(validateForm(contactForm, [contact])).toMatchObject({ ok: false });
  });

  it('checks the quote form (spec §5)', () => {
    const quote = {
      name: 'Ada',
      email: 'ada@example.com',
      phone: '',
      website: 'https://store.example.com',
      productCount: '501-2000',
      syncOrders: 'yes',
      vendorName: 'Acme Supply',
      vendorWebsite: 'https://acme.example',
      integrationType: '',
    };
    expect(validateForm(quoteForm, quote)).toMatchObject({ ok: true });
    expect(validateForm(quoteForm, { ...quote, productCount: '5' })).toMatchObject({
      field: 'productCount',
    });
    expect(validateForm(quoteForm, { ...quote, vendorWebsite: '' })).toMatchObject({
      message: 'Vendor website is required.',
    });
    expect(validateForm(quoteForm, { ...quote, syncOrders: '' })).toMatchObject({
      field: 'syncOrders',
      message: 'Please answer "Should the integration route orders too?"',
    });
  });
});

describe('isEmail and isWebUrl', () => {
  it('agree with the browser on e-mail addresses', () => {
    expect(isEmail('a@b')).toBe(true);
    expect(isEmail('first.last+tag@sub.example.co')).toBe(true);
    expect(isEmail('a b@c.d')).toBe(false);
  });
  it('accept only http and https addresses', () => {
    expect(isWebUrl('https://x.test/path?q=1')).toBe(true);
    expect(isWebUrl('ftp://x.test')).toBe(false);
    expect(isWebUrl('x.test')).toBe(false);
  });
});
