import { Clock, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiReference } from '~/components/docs/api-reference';
import { useDocsSearch } from '~/components/docs/docs-search';
import { useEarlyFieldValue } from '~/hooks/use-early-field-value';
import { Highlight } from '~/components/docs/highlight';
import { ChoiceTabPanel, ChoiceTabs, selectChoiceTab } from '~/components/ui/choice-tabs';
import { apiEndpoints, apiGuide } from '~/content/api-reference';
import { apiPlansLabel } from '~/content/plans';
import { docCategories } from '~/content/docs/index';
import { getDocs } from '~/lib/docs.server';
import { HelpAside } from '~/components/help-aside';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/documentation';

const TABS_NAME = 'docs-category';
const tabs = [
  ...docCategories.map((c) => ({ id: c.id as string, label: c.label })),
  { id: 'integrations', label: 'Integrations' },
  { id: 'api', label: 'API Reference' },
];

// Runs at build time: cards and API examples reach the browser as page data.
export function loader() {
  return {
    cards: getDocs().map((doc) => ({
      slug: doc.slug,
      title: doc.title,
      description: doc.description,
      category: doc.category,
      readTime: doc.readTime,
    })),
    endpoints: apiEndpoints,
    apiGuide,
    apiPlansLabel,
  };
}

export const meta = () =>
  pageMeta({
    title: 'Documentation',
    path: '/documentation',
    description:
      'Guides for setting up and running VendorHub: connect your Shopify store, add vendors, sync inventory and prices, route orders and troubleshoot.',
  });

type Card = Route.ComponentProps['loaderData']['cards'][number];

function ArticleCard({
  card,
  title,
  description,
}: {
  card: Card;
  title?: React.ReactNode;
  description?: React.ReactNode;
}) {
  return (
    <li className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm hover:border-brand-600">
      <h3 className="font-semibold text-slate-900">
        <Link
          to={`/documentation/${card.slug}`}
          className="after:absolute after:inset-0 hover:text-brand-700"
        >
          {title ?? card.title}
        </Link>
      </h3>
      <p className="mt-2 text-sm leading-6 text-slate-600">{description ?? card.description}</p>
      <p className="mt-4 flex items-center gap-1.5 text-xs font-medium text-slate-600">
        <Clock aria-hidden="true" className="size-3.5" />
        {`${card.readTime} min read`}
      </p>
    </li>
  );
}

function Empty({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
      {children}
    </p>
  );
}

export default function Documentation({ loaderData }: Route.ComponentProps) {
  const { cards, endpoints } = loaderData;
  const [query, setQuery] = useState('');
  const { hits, ready, error, load } = useDocsSearch(query);
  const searchRef = useRef<HTMLInputElement>(null);
  const { hash } = useLocation();
  const searching = query.trim().length > 0;

  // /documentation#api opens the API Reference tab, also from a link on this page.
  // The URL is outside React's state, and the prerendered page cannot know the
  // hash, so this runs after hydration.
  useEffect(() => {
    if (hash === '#api') {
      selectChoiceTab(TABS_NAME, 'api');
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setQuery('');
    }
  }, [hash]);

  // Text typed, or focus given, before the page hydrated is in the box but not
  // in React's state: adopt it once, so the search runs on what the visitor typed.
  useEarlyFieldValue(searchRef, (input) => {
    if (input.value) setQuery(input.value);
    if (document.activeElement === input) void load();
  });

  // "/" focuses the search box from anywhere on the page, unless the visitor is typing.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.metaKey || event.ctrlKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      event.preventDefault();
      searchRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const hitCards = (hits ?? []).flatMap((hit) => {
    const card = cards.find((c) => c.slug === hit.doc.slug);
    return card ? [{ hit, card }] : [];
  });

  let status = '';
  if (searching && error) status = 'Search could not load. Check your connection and try again.';
  else if (searching && ready) {
    status =
      hitCards.length === 0
        ? 'No documentation found for your search.'
        : `${hitCards.length} ${hitCards.length === 1 ? 'article' : 'articles'} found`;
  }

  return (
    <>
      <section className="bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 pt-16 pb-10 text-center sm:px-6 lg:px-8 lg:pt-20">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Documentation
          </p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Documentation
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-slate-600">
            Everything you need to set up and run VendorHub, from connecting your Shopify store to
            pricing rules and troubleshooting.
          </p>
          <form
            role="search"
            className="mx-auto mt-8 max-w-xl"
            onSubmit={(event) => event.preventDefault()}
          >
            <label htmlFor="docs-search" className="sr-only">
              Search documentation
            </label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500"
              />
              <input
                ref={searchRef}
                id="docs-search"
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                onFocus={() => void load()}
                placeholder="Search documentation"
                autoComplete="off"
                aria-describedby="docs-search-hint"
                className="h-13 w-full rounded-xl border border-slate-300 bg-white pr-12 pl-12 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
              />
              <kbd
                aria-hidden="true"
                className="absolute top-1/2 right-4 -translate-y-1/2 rounded border border-slate-300 px-1.5 text-xs text-slate-600"
              >
                /
              </kbd>
            </div>
            <p id="docs-search-hint" className="sr-only">
              Results appear as you type. Press slash to come back to this box.
            </p>
          </form>
        </div>
      </section>

      <div id="api" className="mx-auto max-w-6xl scroll-mt-24 px-4 pb-20 sm:px-6 lg:px-8">
        <p role="status" className="sr-only">
          {status}
        </p>
        <ChoiceTabs
          name={TABS_NAME}
          label="Documentation categories"
          tabs={tabs}
          defaultTab={tabs[0]!.id}
          // Choosing a category leaves the search.
          onSelect={() => setQuery('')}
        >
          {searching ? (
            <section aria-labelledby="results-heading" className="mt-8">
              <h2 id="results-heading" className="text-xl font-semibold text-slate-900">
                Search results
              </h2>
              {error ? (
                <Empty>Search could not load. Check your connection and try again.</Empty>
              ) : !ready ? (
                <p className="mt-4 text-slate-600">Searching…</p>
              ) : hitCards.length === 0 ? (
                <div className="mt-4">
                  <Empty>No documentation found for your search.</Empty>
                </div>
              ) : (
                <ul className="mt-4 grid gap-4 md:grid-cols-2">
                  {hitCards.map(({ hit, card }) => (
                    <ArticleCard
                      key={card.slug}
                      card={card}
                      title={<Highlight text={card.title} ranges={hit.titleRanges} />}
                      description={
                        hit.snippet &&
                        hit.titleRanges.length === 0 &&
                        hit.descriptionRanges.length === 0 ? (
                          <Highlight text={hit.snippet.text} ranges={hit.snippet.ranges} />
                        ) : (
                          <Highlight text={card.description} ranges={hit.descriptionRanges} />
                        )
                      }
                    />
                  ))}
                </ul>
              )}
            </section>
          ) : (
            tabs.map((t) => {
              const inTab = cards.filter((card) => card.category === t.id);
              return (
                <ChoiceTabPanel key={t.id} name={TABS_NAME} tab={t}>
                  {t.id === 'api' ? (
                    <ApiReference
                      endpoints={endpoints}
                      guide={loaderData.apiGuide}
                      plansLabel={loaderData.apiPlansLabel}
                    />
                  ) : inTab.length === 0 ? (
                    <>
                      <Empty>No articles in this category yet.</Empty>
                      {t.id === 'integrations' ? (
                        <p className="mt-6 text-center text-slate-700">
                          Looking for a vendor? See every vendor we connect to on the{' '}
                          <Link
                            to="/vendor-integrations"
                            className="font-medium text-brand-700 underline underline-offset-4"
                          >
                            vendor integrations
                          </Link>{' '}
                          page.
                        </p>
                      ) : null}
                    </>
                  ) : (
                    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                      {inTab.map((card) => (
                        <ArticleCard key={card.slug} card={card} />
                      ))}
                    </ul>
                  )}
                </ChoiceTabPanel>
              );
            })
          )}
        </ChoiceTabs>

        <HelpAside
          title="Can't find what you need?"
          primary={{ label: 'Contact us', to: '/contact' }}
          secondary={{ label: 'Read the FAQ', to: '/faq' }}
        >
          Ask our team, or browse the answers to common questions.
        </HelpAside>
      </div>
    </>
  );
}
