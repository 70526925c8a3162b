import { describe, expect, it } from 'vitest';
import { vendorCategories } from '~/content/vendors';
import { filterVendors, readFilter, writeFilter } from './vendor-filter';

const names = (result: ReturnType<typeof filterVendors>) =>
  result.categories.flatMap((c) => c.vendors.map((v) => v.name));

describe('filterVendors', () => {
  it('shows every vendor with no filter', () => {
    const result = filterVendors(vendorCategories, { query: '', status: 'all' });
    expect(result.count).toBe(result.total);
    expect(result.total).toBe(20);
  });

  it('narrows by status', () => {
    expect(names(filterVendors(vendorCategories, { query: '', status: 'beta' }))).toEqual([
      'James+James',
      'Parts Unlimited',
      'Medline',
    ]);
    expect(names(filterVendors(vendorCategories, { query: '', status: 'coming-soon' }))).toEqual([
      'WheelPros',
      'McKesson',
    ]);
  });

  it('narrows by name or category, case-insensitively, and drops empty categories', () => {
    const result = filterVendors(vendorCategories, { query: 'LIGHTING', status: 'live' });
    expect(result.categories.map((c) => c.name)).toEqual(['Furniture & Lighting']);
    expect(names(filterVendors(vendorCategories, { query: 'honey', status: 'all' }))).toEqual([
      "Honey's Place",
    ]);
    expect(filterVendors(vendorCategories, { query: 'zzz', status: 'all' }).count).toBe(0);
  });
});

describe('readFilter and writeFilter', () => {
  it('round-trip through the URL and ignore unknown statuses', () => {
    expect(readFilter(new URLSearchParams('q=nora&status=live'))).toEqual({
      query: 'nora',
      status: 'live',
    });
    expect(readFilter(new URLSearchParams('status=bogus'))).toEqual({ query: '', status: 'all' });
    expect(writeFilter({ query: 'nora', status: 'beta' }).toString()).toBe('q=nora&status=beta');
    expect(writeFilter({ query: ' ', status: 'all' }).toString()).toBe('');
  });
});
