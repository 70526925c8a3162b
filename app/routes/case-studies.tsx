import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { CompanyMark } from '~/components/company-mark';
import { CtaBand } from '~/components/cta-band';
import { PageHeading } from '~/components/page-heading';
import { caseStudies } from '~/content/case-studies';
import type { CaseStudy } from '~/content/schema';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/case-studies';

// Runs at build time: only the listed stories, in the content's order, reach
// the page; the unlisted one stays reachable by its own URL alone.
export function loader() {
  const studies = caseStudies
    .filter((study) => study.listed)
    .map(({ slug, company, industry, summary, metrics }) => ({
      slug,
      company,
      industry,
      summary,
      // Cards stay even with at most three figures; the story shows them all.
      metrics: metrics.slice(0, 3),
    }));
  return { studies };
}

export const meta = () =>
  pageMeta({
    title: 'Case Studies',
    path: '/case-studies',
    description:
      'How merchants use VendorHub to automate inventory, listings, prices and orders across their vendors, with the results they measured.',
  });

type StudyCard = Pick<CaseStudy, 'slug' | 'company' | 'industry' | 'summary' | 'metrics'>;

export default function CaseStudiesPage({ loaderData }: Route.ComponentProps) {
  const { studies } = loaderData;
  return (
    <>
      <PageHeading
        eyebrow="Customers"
        title="Case Studies"
        lead="How merchants automate inventory, listings, prices and orders across their vendors, and the results they measured."
      />
      <section aria-label="Customer stories" className="pb-16 sm:pb-24">
        <ul className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-3 lg:px-8">
          {studies.map((study) => (
            <li key={study.slug} className="flex">
              <StudyCardArticle study={study} />
            </li>
          ))}
        </ul>
      </section>
      <CtaBand
        title="Want results like these?"
        lead="Tell us about your store and your vendors, and we will show you how VendorHub would connect them."
        primary={{ label: 'Schedule a Demo', to: '/contact' }}
        secondary={{ label: 'See Pricing', to: '/pricing' }}
      />
    </>
  );
}

function StudyCardArticle({ study }: { study: StudyCard }) {
  const headingId = `${study.slug}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <div className="flex items-center gap-4">
        <CompanyMark name={study.company} slug={study.slug} size={48} />
        <div>
          <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900">
            {study.company}
          </h2>
          <p className="text-sm font-medium text-slate-600">{study.industry}</p>
        </div>
      </div>
      <p className="mt-6 text-base leading-7 text-pretty text-slate-700">{study.summary}</p>
      <dl className="mt-6 grid grid-cols-3 gap-4 border-t border-slate-200 pt-6">
        {study.metrics.map((metric) => (
          <div key={metric.label} className="flex flex-col">
            <dt className="mt-1 text-xs leading-5 text-slate-600">{metric.label}</dt>
            <dd className="order-first text-xl font-bold tracking-tight text-brand-700 tabular-nums">
              {metric.value}
            </dd>
          </div>
        ))}
      </dl>
      {/* mt-auto keeps the links on one line across cards of different lengths. */}
      <div className="mt-auto pt-8">
        <Link
          to={`/case-studies/${study.slug}`}
          className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Read the story<span className="sr-only"> of {study.company}</span>
          <ArrowRight
            aria-hidden="true"
            focusable="false"
            width={16}
            height={16}
            className="size-4"
          />
        </Link>
      </div>
    </article>
  );
}
