import { describe, expect, it } from 'vitest';
import { breadcrumbList, faqPage, jobPosting, productWithOffers } from './structured-data';

describe('productWithOffers', () => {
  it('has a monthly and a yearly offer per plan, the yearly one 12 x the annual monthly price', () => {
    const product = productWithOffers({
      siteUrl: 'https://example.com',
      name: 'Acme',
      description: 'x',
      plans: [{ name: 'Basic', monthlyPrice: 99, annualPrice: 89 }],
    });
    const offers = product.offers as { name: string; price: string }[];
    expect(offers.map((o) => [o.name, o.price])).toEqual([
      ['Basic, billed monthly', '99.00'],
      ['Basic, billed annually', '1068.00'],
    ]);
  });
});

describe('faqPage', () => {
  it('turns entries into Questions with plain-text answers', () => {
    const data = faqPage([{ question: 'Q?', answer: 'See [docs](/documentation) and **this**.' }]);
    expect(data.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Q?',
        acceptedAnswer: { '@type': 'Answer', text: 'See docs and this.' },
      },
    ]);
  });
});

describe('jobPosting', () => {
  const base = {
    siteUrl: 'https://example.com',
    organizationName: 'Acme',
    title: 'Dev <Senior>',
    description: 'Build & ship.',
    responsibilities: ['Code'],
    qualifications: ['Go'],
    datePosted: '2026-11-09',
    validThrough: '2027-01-31',
    employmentType: 'FULL_TIME',
    location: 'Remote (US)',
    applicantCountries: ['United States'],
  };
  it('describes a remote job with escaped HTML and an apply URL', () => {
    const job = jobPosting({ ...base, remote: true });
    expect(job.jobLocationType).toBe('TELECOMMUTE');
    expect(job.description).toContain('Build &amp; ship.');
    expect(job.url).toBe('https://example.com/application?position=Dev%20%3CSenior%3E');
    expect(job.validThrough).toBe('2027-01-31');
  });
  it('gives an on-site job a place instead', () => {
    const job = jobPosting({ ...base, remote: false, location: 'New York' });
    expect(job.jobLocation).toMatchObject({ '@type': 'Place' });
    expect(job.jobLocationType).toBeUndefined();
  });
});

describe('breadcrumbList', () => {
  it('numbers the crumbs and makes their URLs absolute', () => {
    const data = breadcrumbList('https://example.com', [
      { name: 'Home', path: '/' },
      { name: 'Case Studies', path: '/case-studies' },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Case Studies',
        item: 'https://example.com/case-studies',
      },
    ]);
  });
});
