import { describe, expect, it } from 'vitest';
import { formRules } from './definitions';
import { isEmail, isWebUrl, validateSubmission } from './validate';

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

describe('validateSubmission', () => {
  it('accepts a good contact message and keeps exactly its fields', () => {
    const result = validateSubmission(formRules.contact, {
      ...contact,
      extra: 'dropped',
      name: '  Ada Lovelace ',
    });
    expect(result).toEqual({ ok: true, data: { ...contact } });
  });

  it('requires the required fields', () => {
    expect(validateSubmission(formRules.contact, { ...contact, message: '   ' })).toEqual({
      ok: false,
      field: 'message',
      message: 'Message is required.',
    });
    expect(validateSubmission(formRules.contact, {})).toMatchObject({
      ok: false,
      message: 'Full Name is required.',
    });
  });

  it('checks e-mail and web address syntax', () => {
    expect(validateSubmission(formRules.contact, { ...contact, email: 'ada@' })).toMatchObject({
      message: 'Please enter a valid email address.',
    });
    expect(
      validateSubmission(formRules.contact, { ...contact, websiteUrl: 'javascript:alert(1)' }),
    ).toMatchObject({
      field: 'websiteUrl',
    });
  });

  it('allows only the listed options, and blank for optional ones', () => {
    expect(validateSubmission(formRules.contact, { ...contact, subject: 'lunch' })).toMatchObject({
      message: 'Subject must be one of the listed options.',
    });
    expect(validateSubmission(formRules.contact, { ...contact, plan: '' })).toMatchObject({
      ok: true,
    });
    expect(
      validateSubmission(formRules.application, {
        fullName: 'A',
        email: 'a@b.co',
        position: 'Chief Executive Officer',
      }),
    ).toMatchObject({ field: 'position' });
  });

  it('rejects wrong types, huge values and non-objects', () => {
    expect(validateSubmission(formRules.contact, { ...contact, name: ['x'] })).toMatchObject({
      message: 'Full Name must be text.',
    });
    expect(
      validateSubmission(formRules.contact, { ...contact, message: 'x'.repeat(10_001) }),
    ).toMatchObject({ field: 'message' });
    expect(validateSubmission(formRules.contact, 'name=x')).toMatchObject({ ok: false });
    expect(validateSubmission(formRules.contact, [contact])).toMatchObject({ ok: false });
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
    expect(validateSubmission(formRules.quote, quote)).toMatchObject({ ok: true });
    expect(validateSubmission(formRules.quote, { ...quote, productCount: '5' })).toMatchObject({
      field: 'productCount',
    });
    expect(validateSubmission(formRules.quote, { ...quote, vendorWebsite: '' })).toMatchObject({
      message: 'Vendor website is required.',
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
