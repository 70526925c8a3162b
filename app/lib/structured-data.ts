/**
 * schema.org structured data, built from the same content the pages show so
 * the two never disagree. Pure functions: the page passes in what it renders.
 */
import { absoluteUrl } from './seo';
import { toPlainText } from './inline-markup';

type Json = Record<string, unknown>;

export interface OrganizationInput {
  siteUrl: string;
  name: string;
  legalName: string;
  foundedYear: number;
  description: string;
  email: string;
  phone: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
}

export function organization(input: OrganizationInput): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    legalName: input.legalName,
    url: input.siteUrl,
    logo: absoluteUrl(input.siteUrl, '/favicon.svg'),
    foundingDate: String(input.foundedYear),
    description: input.description,
    email: input.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: input.address.street,
      addressLocality: input.address.city,
      addressRegion: input.address.region,
      postalCode: input.address.postalCode,
      addressCountry: input.address.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: input.email,
      telephone: input.phone,
      areaServed: ['US', 'EU'],
      availableLanguage: 'English',
    },
  };
}

export interface OfferInput {
  name: string;
  /** Price per month in US dollars. */
  monthlyPrice: number;
  /** Price per month when billed annually. */
  annualPrice: number;
}

/** The service as a Product with one Offer per plan and billing period. */
export function productWithOffers(input: {
  siteUrl: string;
  name: string;
  description: string;
  plans: OfferInput[];
}): Json {
  const url = absoluteUrl(input.siteUrl, '/pricing');
  const offer = (name: string, price: number, unitCode: 'MON' | 'ANN') => ({
    '@type': 'Offer',
    name,
    price: price.toFixed(2),
    priceCurrency: 'USD',
    url,
    availability: 'https://schema.org/InStock',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: price.toFixed(2),
      priceCurrency: 'USD',
      unitCode,
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode },
    },
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    brand: { '@type': 'Brand', name: input.name },
    offers: input.plans.flatMap((plan) => [
      offer(`${plan.name}, billed monthly`, plan.monthlyPrice, 'MON'),
      offer(`${plan.name}, billed annually`, plan.annualPrice * 12, 'ANN'),
    ]),
  };
}

export function faqPage(entries: { question: string; answer: string }[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: toPlainText(entry.answer) },
    })),
  };
}

export interface JobPostingInput {
  siteUrl: string;
  organizationName: string;
  title: string;
  description: string;
  responsibilities: string[];
  qualifications: string[];
  datePosted: string;
  /** ISO date the posting closes; search engines ignore postings past it. */
  validThrough: string;
  employmentType: string;
  location: string;
  /** Where remote applicants may live, as countries. */
  applicantCountries: string[];
  remote: boolean;
}

export function jobPosting(input: JobPostingInput): Json {
  const description = [
    `<p>${escapeHtml(input.description)}</p>`,
    '<p>Responsibilities:</p>',
    `<ul>${input.responsibilities.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`,
    '<p>Qualifications:</p>',
    `<ul>${input.qualifications.map((q) => `<li>${escapeHtml(q)}</li>`).join('')}</ul>`,
  ].join('');
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: input.title,
    description,
    datePosted: input.datePosted,
    validThrough: input.validThrough,
    employmentType: input.employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      name: input.organizationName,
      sameAs: input.siteUrl,
    },
    ...(input.remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: input.applicantCountries.map((name) => ({
            '@type': 'Country',
            name,
          })),
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: input.location },
          },
        }),
    directApply: true,
    url: absoluteUrl(input.siteUrl, `/application?position=${encodeURIComponent(input.title)}`),
  };
}

export function breadcrumbList(siteUrl: string, items: { name: string; path: string }[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
