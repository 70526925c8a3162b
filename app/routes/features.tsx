import { CheckList } from '~/components/check-list';
import { CtaBand } from '~/components/cta-band';
import { FeatureIllustration } from '~/components/features/feature-illustration';
import { IconTile } from '~/components/icons';
import { PageHeading } from '~/components/page-heading';
import { Section, SectionHeading } from '~/components/ui/section';
import { company } from '~/content/company';
import { featureIllustrations } from '~/content/feature-illustrations';
import { extraFeatures, featureSections } from '~/content/features';
import { cn } from '~/lib/cn';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/features';

// Runs at build time only: the long copy reaches the browser as this page's
// prerendered data, not inside its JavaScript.
export function loader() {
  return {
    sections: featureSections.map((section) => {
      const illustration = featureIllustrations[section.id];
      // A section without its panel would leave a hole in the layout: fail the build instead.
      if (!illustration) {
        throw new Error(
          `No panel for /features#${section.id} in app/content/feature-illustrations.ts`,
        );
      }
      return { ...section, illustration };
    }),
    extras: extraFeatures,
  };
}

export const meta = () =>
  pageMeta({
    title: 'Features',
    path: '/features',
    description:
      'Inventory sync about every hour, AI-written listings, markup and MAP/MSRP price rules, and automatic order routing with tracking pushed back to Shopify.',
  });

export default function FeaturesPage({ loaderData }: Route.ComponentProps) {
  const { sections, extras } = loaderData;
  return (
    <>
      <PageHeading
        eyebrow="Product"
        title="Features"
        lead="Inventory sync, listing automation, price management and order workflow: everything VendorHub automates between your Shopify store and your vendors."
      >
        <nav aria-label="Feature sections">
          <ul className="flex flex-wrap justify-center gap-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex h-9 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-700"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeading>

      {sections.map((section, index) => {
        const headingId = `${section.id}-heading`;
        // Every other section puts its panel on the left, so the page reads as a zigzag on desktop.
        const panelFirst = index % 2 === 1;
        return (
          <Section
            key={section.id}
            id={section.id}
            labelledBy={headingId}
            tone={panelFirst ? 'muted' : 'white'}
          >
            <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
              <div>
                <h2
                  id={headingId}
                  className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
                >
                  {section.title}
                </h2>
                <p className="mt-4 text-lg leading-8 text-pretty text-slate-600">
                  {section.description}
                </p>
                <CheckList items={section.bullets} className="mt-8" />
              </div>
              <FeatureIllustration
                illustration={section.illustration}
                className={cn(panelFirst && 'lg:order-first')}
              />
            </div>
          </Section>
        );
      })}

      <Section labelledBy="more-features-heading">
        <SectionHeading
          id="more-features-heading"
          eyebrow="And more"
          title="More ways VendorHub saves you time"
          lead="The details that keep a multi-vendor store accurate without anyone watching it."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {extras.map((feature) => (
            <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <IconTile name={feature.icon} />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{feature.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        title="See it working on your own store"
        lead="Connect your Shopify store and your first vendor, and watch stock, prices and orders sync on their own."
        note={`${company.trialDays}-day free trial`}
      />
    </>
  );
}
