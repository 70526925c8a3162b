import { useState } from 'react';
import { FaqList } from '~/components/faq-list';
import { JsonLd } from '~/components/json-ld';
import { PageHeading } from '~/components/page-heading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
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
      name: category,
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
  const [active, setActive] = useState(categories[0]?.id ?? '');
  return (
    <>
      <JsonLd data={loaderData.structuredData} />
      <PageHeading
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        lead="Answers about the free trial, plans and limits, security and data, and how to reach our team."
      />
      <div className="mx-auto max-w-4xl px-4 pb-20 sm:px-6 lg:px-8">
        <Tabs value={active} onValueChange={setActive}>
          <TabsList aria-label="Question categories" className="justify-center">
            {categories.map((category) => (
              <TabsTrigger key={category.id} value={category.id}>
                {category.name}
              </TabsTrigger>
            ))}
          </TabsList>
          {categories.map((category) => (
            // Every category stays in the HTML so all answers are prerendered;
            // only the selected one is shown.
            <TabsContent
              key={category.id}
              value={category.id}
              forceMount
              className="data-[state=inactive]:hidden"
            >
              <h2 className="sr-only">{category.name}</h2>
              <FaqList
                entries={category.entries}
                mode="multiple"
                interactive={category.id === active}
              />
            </TabsContent>
          ))}
        </Tabs>

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
