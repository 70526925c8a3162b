import { useState } from 'react';
import { FaqList } from '~/components/faq-list';
import { JsonLd } from '~/components/json-ld';
import { PageHeading } from '~/components/page-heading';
import { Button } from '~/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { company } from '~/content/company';
import { faqCategories, faqEntries } from '~/content/faq';
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

        <aside
          aria-labelledby="more-help-heading"
          className="mt-16 rounded-2xl bg-brand-50 p-8 text-center"
        >
          <h2 id="more-help-heading" className="text-2xl font-bold text-slate-900">
            Still have questions?
          </h2>
          <p className="mx-auto mt-3 max-w-xl leading-7 text-slate-700">
            Our team answers {company.supportHours}. The documentation covers every step of the
            setup.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button to="/contact">Contact us</Button>
            <Button to="/documentation" variant="outline">
              Read the documentation
            </Button>
          </div>
        </aside>
      </div>
    </>
  );
}
