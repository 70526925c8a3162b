/**
 * Rules for presenting a job posting: the apply link, the employment type in
 * words and where a remote job may be done from (for JobPosting structured
 * data). Pure, so the careers page and its tests agree.
 */
import type { Job } from '~/content/schema';

const EMPLOYMENT_TYPE_LABELS: Record<Job['employmentType'], string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
};

/** 'FULL_TIME' becomes 'Full-time'. */
export function employmentTypeLabel(type: Job['employmentType']): string {
  return EMPLOYMENT_TYPE_LABELS[type];
}

/**
 * The application form with this position preselected. Encoded the same way
 * as the JobPosting `url` (encodeURIComponent, spaces as %20), so the visible
 * link and the structured data point at the same address.
 */
export function applicationHref(title: string): string {
  return `/application?position=${encodeURIComponent(title)}`;
}

/** A location such as 'Remote (US or EU time zones)' describes a remote job. */
export function isRemoteLocation(location: string): boolean {
  return /\bremote\b/i.test(location);
}

/** Member states of the European Union, as schema.org Country names. */
const EU_MEMBER_STATES = [
  'Austria',
  'Belgium',
  'Bulgaria',
  'Croatia',
  'Cyprus',
  'Czechia',
  'Denmark',
  'Estonia',
  'Finland',
  'France',
  'Germany',
  'Greece',
  'Hungary',
  'Ireland',
  'Italy',
  'Latvia',
  'Lithuania',
  'Luxembourg',
  'Malta',
  'Netherlands',
  'Poland',
  'Portugal',
  'Romania',
  'Slovakia',
  'Slovenia',
  'Spain',
  'Sweden',
];

/**
 * Regions a job's location may name, and the countries each stands for.
 * Search engines accept countries, not unions, in a remote job's applicant
 * location, so 'EU' expands to its member states. A location that names no
 * known region gives an empty list, meaning no restriction is stated.
 */
const REGIONS: { pattern: RegExp; countries: string[] }[] = [
  { pattern: /\b(US|USA|United States)\b/, countries: ['United States'] },
  { pattern: /\b(EU|European Union)\b/, countries: EU_MEMBER_STATES },
];

/** 'Remote (US or EU time zones)' becomes the United States and the EU member states. */
export function applicantCountries(location: string): string[] {
  return REGIONS.filter((region) => region.pattern.test(location)).flatMap(
    (region) => region.countries,
  );
}
