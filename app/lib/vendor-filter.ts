/**
 * Narrowing the vendor catalog by status and name, with the state kept in
 * the URL query (?q=nora&status=live) so a filtered view can be shared.
 */
import type { VendorCategory, VendorStatus } from '~/content/vendors';

export type StatusFilter = VendorStatus | 'all';

export const statusFilters: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'live', label: 'Live' },
  { value: 'beta', label: 'Beta' },
  { value: 'coming-soon', label: 'Coming soon' },
];

export const statusLabels: Record<VendorStatus, string> = {
  live: 'Live',
  beta: 'Beta',
  'coming-soon': 'Coming soon',
};

export interface VendorFilter {
  query: string;
  status: StatusFilter;
}

export function readFilter(params: URLSearchParams): VendorFilter {
  const status = params.get('status');
  return {
    query: params.get('q') ?? '',
    status: statusFilters.some((f) => f.value === status) ? (status as StatusFilter) : 'all',
  };
}

/** The query string for a filter; defaults are left out so the plain URL stays plain. */
export function writeFilter(filter: VendorFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.query.trim()) params.set('q', filter.query);
  if (filter.status !== 'all') params.set('status', filter.status);
  return params;
}

export function filterVendors(categories: VendorCategory[], filter: VendorFilter) {
  const query = filter.query.trim().toLowerCase();
  const shown = categories
    .map((category) => ({
      ...category,
      vendors: category.vendors.filter(
        (vendor) =>
          (filter.status === 'all' || vendor.status === filter.status) &&
          (query === '' ||
            vendor.name.toLowerCase().includes(query) ||
            category.name.toLowerCase().includes(query)),
      ),
    }))
    .filter((category) => category.vendors.length > 0);
  const total = categories.reduce((n, c) => n + c.vendors.length, 0);
  const count = shown.reduce((n, c) => n + c.vendors.length, 0);
  return { categories: shown, count, total };
}
