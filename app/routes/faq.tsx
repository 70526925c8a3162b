import { FaqList } from '~/components/faq-list';
import { JsonLd } from '~/components/json-ld';
import { PageHeading } from '~/components/page-heading';
import { ChoiceTabPanel, ChoiceTabs } from '~/components/ui/choice-tabs';
import { company } from '~/content/company';
import { faqCategories, faqEntries } from '~/content/faq';
import { HelpAside } from '~/components/help-aside';
import { pageMeta } from '~/lib/meta';
import { slugify } from '~/lib/slug';
import { faqPage } from '~/lib/structured-data';
import type { Route } from './+types/faq';

// Runs at build time: the answers reach the browser as this page's data.
export function loader() {
  return {
    categories: faqCategories.map((category) => ({
      id: slugify(category),
      label: category,
      entries: faqEntries.filter((entry) => entry.category === category),
    })),
    structuredData: faqPage(faqEntries),
  };
}

export const meta = () =>
  pageMeta({
    title: 'Frequently Asked Questions',
    path: '/faq',
    description:
      'Answers about VendorHub: the free trial, plans and limits, security and data hosting, support hours and how the integrations work.',
  });

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  return (
    <>
      <JsonLd data={loaderData.structuredData} />
      <PageHeading
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        lead="Answers about the free trial, plans and limits, security and data, and how to reach our team."
      />
      <div className="mx-auto max-w-4xl px-4 pb-20 sm:px-6 lg:px-8">
        <ChoiceTabs
          name="faq-category"
          label="Question categories"
          tabs={categories}
          defaultTab={categories[0]?.id ?? ''}
        >
          {categories.map((category) => (
            <ChoiceTabPanel key={category.id} name="faq-category" tab={category}>
              <FaqList entries={category.entries} mode="multiple" />
            </ChoiceTabPanel>
          ))}
        </ChoiceTabs>

        <HelpAside
          title="Still have questions?"
          primary={{ label: 'Contact us', to: '/contact' }}
          secondary={{ label: 'Read the documentation', to: '/documentation' }}
        >
          Our team answers {company.supportHours}. The documentation covers every step of the setup.
        </HelpAside>
      </div>
    </>
  );
}
