import { Check } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { CtaBand } from '~/components/cta-band';
import { FaqList } from '~/components/faq-list';
import { TestimonialCard } from '~/components/home/testimonial-card';
import { IconTile } from '~/components/icons';
import { JsonLd } from '~/components/json-ld';
import { StatList } from '~/components/stat-list';
import { Button } from '~/components/ui/button';
import { Section, SectionHeading } from '~/components/ui/section';
import { siteUrl } from '~/config';
import { company } from '~/content/company';
import { faqEntries, homeFaqIds } from '~/content/faq';
import { homeFeatures, homeHighlights } from '~/content/features';
import { homeCta, homeHero, homeResults } from '~/content/home';
import { testimonials } from '~/content/testimonials';
import { pageMeta } from '~/lib/meta';
import { organization } from '~/lib/structured-data';
import type { Route } from './+types/home';

// The dashboard picture is decorative and has nothing to click: its code is
// kept out of the first load. The prerendered HTML shows it from the start;
// React leaves that HTML in place and hydrates it once the chunk arrives.
const DashboardPreview = lazy(() =>
  import('~/components/home/dashboard-preview').then((m) => ({ default: m.DashboardPreview })),
);

// Runs at build time: the copy reaches the browser as this page's data, not as code.
export function loader() {
  const faq = homeFaqIds.map((id) => {
    const entry = faqEntries.find((e) => e.id === id);
    if (!entry) throw new Error(`Home FAQ id ${id} is not in app/content/faq.ts`);
    return entry;
  });
  return {
    hero: homeHero,
    highlights: homeHighlights,
    features: homeFeatures,
    testimonials,
    results: homeResults,
    faq,
    cta: homeCta,
    organization: organization({
      siteUrl,
      name: company.productName,
      legalName: company.legalName,
      foundedYear: company.foundedYear,
      description: company.tagline,
      email: company.email.sales,
      phone: company.phone,
      address: company.address,
    }),
  };
}

export const meta = () =>
  pageMeta({
    path: '/',
    description:
      'VendorHub connects your Shopify store with its vendors: inventory synced about every hour, AI-written listings, MAP/MSRP price rules, and orders routed with tracking pushed back.',
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, highlights, features, results, faq, cta } = loaderData;
  return (
    <>
      <JsonLd data={loaderData.organization} />
      <section className="overflow-hidden bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 lg:grid-cols-2 lg:px-8 lg:pt-24">
          <div>
            <h1 className="text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
              {hero.title}
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-pretty text-slate-600">
              {hero.lead}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button to="/pricing" size="lg">
                Get Started
              </Button>
              <Button to="/how-it-works" size="lg" variant="outline">
                See How It Works
              </Button>
            </div>
            <ul className="mt-10 grid gap-3 sm:grid-cols-2">
              {highlights.map((highlight) => (
                <li
                  key={highlight}
                  className="flex items-start gap-2 text-sm font-medium text-slate-700"
                >
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  {highlight}
                </li>
              ))}
            </ul>
          </div>
          <Suspense>
            <DashboardPreview />
          </Suspense>
        </div>
      </section>

      <Section labelledBy="features-heading">
        <SectionHeading
          id="features-heading"
          eyebrow="Features"
          title="Everything between your store and your vendors"
          lead="From the first vendor file to the tracking number on your customer's order, VendorHub does the repetitive work."
        />
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li key={feature.title}>
              <IconTile name={feature.icon} />
              <h3 className="mt-4 text-base font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{feature.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <Button to="/features" variant="text">
            Explore all features
          </Button>
        </div>
      </Section>

      <Section tone="muted" labelledBy="testimonials-heading">
        <SectionHeading
          id="testimonials-heading"
          eyebrow="Customers"
          title="Merchants who stopped copying data by hand"
        />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {loaderData.testimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="brand" labelledBy="results-heading">
        <SectionHeading id="results-heading" title="The results merchants report" inverted />
        <StatList items={results} tone="brand" className="mt-10" />
      </Section>

      <Section labelledBy="faq-heading">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="faq-heading" eyebrow="FAQ" title="Frequently asked questions" />
          <div className="mt-10">
            <FaqList entries={faq} mode="single" />
          </div>
          <p className="mt-6 text-center text-slate-600">
            More answers on the{' '}
            <Button to="/faq" variant="text">
              FAQ page
            </Button>
            .
          </p>
        </div>
      </Section>

      <CtaBand title={cta.title} lead={cta.lead} note={cta.note} />
    </>
  );
}
