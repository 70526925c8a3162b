import { describe, expect, it } from 'vitest';
import { jobs } from '~/content/jobs';
import { applicantCountries, applicationHref, employmentTypeLabel, isRemoteLocation } from './jobs';

describe('applicationHref', () => {
  it('preselects the position with the title URL-encoded', () => {
    expect(applicationHref('Customer Support Specialist')).toBe(
      '/application?position=Customer%20Support%20Specialist',
    );
    expect(applicationHref('Low-Code E-commerce Automation Specialist')).toBe(
      '/application?position=Low-Code%20E-commerce%20Automation%20Specialist',
    );
  });

  it('round-trips through the query string the application form reads', () => {
    for (const job of jobs) {
      const url = new URL(applicationHref(job.title), 'https://example.com');
      expect(url.pathname).toBe('/application');
      expect(url.searchParams.get('position')).toBe(job.title);
    }
  });

  it('encodes characters that would break the query', () => {
    expect(applicationHref('R&D / QA?')).toBe('/application?position=R%26D%20%2F%20QA%3F');
  });
});

describe('employmentTypeLabel', () => {
  it('says the employment type in words', () => {
    expect(employmentTypeLabel('FULL_TIME')).toBe('Full-time');
    expect(employmentTypeLabel('PART_TIME')).toBe('Part-time');
    expect(employmentTypeLabel('CONTRACTOR')).toBe('Contract');
  });
});

describe('isRemoteLocation', () => {
  it('finds the word Remote in any case', () => {
    expect(isRemoteLocation('Remote (US or EU time zones)')).toBe(true);
    expect(isRemoteLocation('remote')).toBe(true);
    expect(isRemoteLocation('New York, NY')).toBe(false);
    expect(isRemoteLocation('Remoteville, OH')).toBe(false);
  });
});

describe('applicantCountries', () => {
  it('turns US into the United States', () => {
    expect(applicantCountries('Remote (US, Eastern Time working hours)')).toEqual([
      'United States',
    ]);
  });

  it('turns US or EU into the United States and the 27 EU member states', () => {
    const countries = applicantCountries('Remote (US or EU time zones)');
    expect(countries[0]).toBe('United States');
    expect(countries).toHaveLength(28);
    expect(countries).toContain('Germany');
    expect(new Set(countries).size).toBe(countries.length);
  });

  it('states no restriction when no known region is named', () => {
    expect(applicantCountries('Remote')).toEqual([]);
    // 'us' as an ordinary word is not the country.
    expect(applicantCountries('Remote, join us anywhere')).toEqual([]);
  });
});
