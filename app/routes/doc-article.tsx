import { ArrowLeft, ArrowRight, Clock } from 'lucide-react';
import { data, Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { CopyPageLink } from '~/components/docs/copy-page-link';
import { DocContent } from '~/components/docs/doc-content';
import { DocsFeedback } from '~/components/docs/docs-feedback';
import { TableOfContents } from '~/components/docs/toc';
import { HelpAside } from '~/components/help-aside';
import { company } from '~/content/company';
import { docCategories } from '~/content/docs/index';
import { getDocs } from '~/lib/docs.server';
import { lastPathSegment } from '~/lib/links';
import { pageMeta } from '~/lib/meta';
import { neighbours } from '~/lib/pager';
import type { Route } from './+types/doc-article';

// Runs at build time only: each article is prerendered with its content tree.
export function loader({ url }: Route.LoaderArgs) {
  const slug = lastPathSegment(url);
  const docs = getDocs();
  const index = docs.findIndex((doc) => doc.slug === slug);
  const doc = docs[index];
  if (!doc) throw data(null, { status: 404 });
  const { prev, next } = neighbours(docs, index);
  const summary = (d?: (typeof docs)[number]) => (d ? { slug: d.slug, title: d.title } : null);
  return {
    doc: {
      slug: doc.slug,
      title: doc.title,
      description: doc.description,
      category: docCategories.find((c) => c.id === doc.category)?.label ?? doc.category,
      readTime: doc.readTime,
      blocks: doc.blocks,
      toc: doc.toc,
    },
    prev: summary(prev),
    next: summary(next),
  };
}

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta({
    title: data.doc.title,
    path: `/documentation/${data.doc.slug}`,
    description: data.doc.description,
    type: 'article',
  });

export default function DocArticlePage({ loaderData }: Route.ComponentProps) {
  const { doc, prev, next } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 lg:px-8">
      <Breadcrumbs
        items={[
          { name: 'Documentation', path: '/documentation' },
          { name: doc.title, path: `/documentation/${doc.slug}` },
        ]}
      />
      <div className="mt-8 lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-12">
        <article className="max-w-3xl min-w-0">
          <header>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {doc.category}
            </p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
              {doc.title}
            </h1>
            <p className="mt-4 text-lg leading-8 text-slate-600">{doc.description}</p>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <p className="flex items-center gap-1.5 text-sm text-slate-600">
                <Clock aria-hidden="true" className="size-4" />
                {`${doc.readTime} min read`}
              </p>
              <CopyPageLink href={`/documentation/${doc.slug}.md`} />
            </div>
          </header>

          {doc.toc.length > 0 ? (
            <div className="mt-8 rounded-xl border border-slate-200 p-5 lg:hidden">
              <TableOfContents entries={doc.toc} />
            </div>
          ) : null}

          <DocContent blocks={doc.blocks} />

          <DocsFeedback slug={doc.slug} />

          <nav
            aria-label="Articles"
            className="mt-16 grid gap-4 border-t border-slate-200 pt-8 sm:grid-cols-2"
          >
            {prev ? (
              <Link
                to={`/documentation/${prev.slug}`}
                rel="prev"
                className="group rounded-xl border border-slate-200 p-4 hover:border-brand-600"
              >
                <span className="flex items-center gap-1 text-sm text-slate-600">
                  <ArrowLeft aria-hidden="true" className="size-4" /> Back
                </span>
                <span className="mt-1 block font-semibold text-slate-900 group-hover:text-brand-700">
                  {prev.title}
                </span>
              </Link>
            ) : (
              <Link
                to="/documentation"
                className="group rounded-xl border border-slate-200 p-4 hover:border-brand-600"
              >
                <span className="flex items-center gap-1 text-sm text-slate-600">
                  <ArrowLeft aria-hidden="true" className="size-4" /> Back
                </span>
                <span className="mt-1 block font-semibold text-slate-900 group-hover:text-brand-700">
                  All documentation
                </span>
              </Link>
            )}
            {next ? (
              <Link
                to={`/documentation/${next.slug}`}
                rel="next"
                className="group rounded-xl border border-slate-200 p-4 text-right hover:border-brand-600"
              >
                <span className="flex items-center justify-end gap-1 text-sm text-slate-600">
                  Next <ArrowRight aria-hidden="true" className="size-4" />
                </span>
                <span className="mt-1 block font-semibold text-slate-900 group-hover:text-brand-700">
                  {next.title}
                </span>
              </Link>
            ) : null}
          </nav>

          <HelpAside
            title="Need more help?"
            primary={{ label: 'Contact support', to: '/contact' }}
            secondary={{ label: 'Read the FAQ', to: '/faq' }}
          >
            Our team answers {company.supportHours}. Many answers are in the FAQ.
          </HelpAside>
        </article>

        {doc.toc.length > 0 ? (
          <div className="hidden lg:block">
            <div className="sticky top-24">
              <TableOfContents entries={doc.toc} />
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
