import { ArrowLeft, Quote } from 'lucide-react';
import { data } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { CheckList } from '~/components/check-list';
import { CompanyMark } from '~/components/company-mark';
import { Paragraphs } from '~/components/rich-text';
import { StatList } from '~/components/stat-list';
import { Button } from '~/components/ui/button';
import { caseStudies } from '~/content/case-studies';
import { lastPathSegment } from '~/lib/links';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/case-study';

// Runs at build time only: each story is prerendered with its data.
export function loader({ url }: Route.LoaderArgs) {
  const slug = lastPathSegment(url);
  const study = caseStudies.find((s) => s.slug === slug);
  if (!study) throw data(null, { status: 404 });
  return { study };
}

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta({
    title: `${data.study.company} Case Study`,
    path: `/case-studies/${data.study.slug}`,
    description: data.study.summary,
    type: 'article',
  });

const sectionHeadingClass = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl';
const proseClass = 'mt-4 text-base leading-7 text-pretty text-slate-700 sm:text-lg sm:leading-8';

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { study } = loaderData;
  const path = `/case-studies/${study.slug}`;

  return (
    <article>
      <header className="bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 pt-8 pb-12 sm:px-6 lg:px-8 lg:pt-12">
          <Breadcrumbs
            items={[
              { name: 'Home', path: '/' },
              { name: 'Case Studies', path: '/case-studies' },
              { name: study.company, path },
            ]}
          />
          <div className="mt-10 flex items-center gap-4">
            <CompanyMark name={study.company} slug={study.slug} size={56} />
            <div>
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                {study.industry}
              </p>
              <p className="text-base font-semibold text-slate-900">{study.company}</p>
            </div>
          </div>
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {study.title}
          </h1>
          <p className="mt-6 text-lg leading-8 text-pretty text-slate-600">{study.summary}</p>
        </div>
      </header>

      <section
        aria-label={`${study.company} results at a glance`}
        className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8"
      >
        <StatList items={study.metrics} />
      </section>

      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <section aria-labelledby="challenge-heading">
          <h2 id="challenge-heading" className={sectionHeadingClass}>
            The challenge
          </h2>
          <Paragraphs items={study.challenge} className={proseClass} />
        </section>

        <section aria-labelledby="solution-heading" className="mt-14">
          <h2 id="solution-heading" className={sectionHeadingClass}>
            The solution
          </h2>
          <Paragraphs items={study.solution} className={proseClass} />
        </section>

        <section aria-labelledby="results-heading" className="mt-14">
          <h2 id="results-heading" className={sectionHeadingClass}>
            The results
          </h2>
          <CheckList items={study.results} className="mt-6" />
        </section>

        {study.quote ? (
          <figure className="mt-16 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-10">
            <Quote
              aria-hidden="true"
              focusable="false"
              width={32}
              height={32}
              className="size-8 text-brand-700"
            />
            <blockquote className="mt-4 text-lg leading-8 font-medium text-pretty text-slate-900 sm:text-xl sm:leading-9">
              <p>{study.quote.text}</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-4">
              <CompanyMark name={study.company} slug={study.slug} size={40} />
              <div>
                <p className="font-semibold text-slate-900">{study.quote.author}</p>
                <p className="text-sm text-slate-600">{study.quote.position}</p>
              </div>
            </figcaption>
          </figure>
        ) : null}

        <footer className="mt-16 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-8">
          <Button to="/case-studies" variant="outline">
            <ArrowLeft
              aria-hidden="true"
              focusable="false"
              width={16}
              height={16}
              className="size-4"
            />
            Back to case studies
          </Button>
          <Button to="/contact">Schedule a Demo</Button>
        </footer>
      </div>
    </article>
  );
}
