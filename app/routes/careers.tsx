import { CalendarDays, Clock, Globe, MapPin, Rocket, Users } from 'lucide-react';
import { JsonLd } from '~/components/json-ld';
import { PageHeading } from '~/components/page-heading';
import { Button } from '~/components/ui/button';
import { Section, SectionHeading } from '~/components/ui/section';
import { siteUrl } from '~/config';
import { company } from '~/content/company';
import { jobs } from '~/content/jobs';
import type { Job } from '~/content/schema';
import { formatLongDate } from '~/lib/dates';
import {
  applicantCountries,
  applicationHref,
  employmentTypeLabel,
  isRemoteLocation,
} from '~/lib/jobs';
import { pageMeta } from '~/lib/meta';
import { jobPosting } from '~/lib/structured-data';
import type { Route } from './+types/careers';

// Runs at build time: the postings reach the browser as this page's
// prerendered data, not inside the JavaScript bundle.
export function loader() {
  return { jobs };
}

export const meta = () =>
  pageMeta({
    title: 'Careers',
    path: '/careers',
    description:
      'Join VendorHub and help merchants automate their vendor operations. Open positions in support, automation, frontend and backend engineering.',
  });

const teamFacts = [
  {
    icon: Globe,
    title: 'Remote by default',
    text: 'Every position is remote. We work across US and European time zones and write things down, so good ideas do not depend on being online at the same hour.',
  },
  {
    icon: Users,
    title: 'A small team',
    text: 'Everyone owns a real part of the product, from the sync engine to the conversations with merchants, and sees their work reach customers within days.',
  },
  {
    icon: Rocket,
    title: `Founded in ${company.foundedYear}`,
    text: `We started ${company.productName} in ${company.foundedYear} to take manual data entry off merchants' desks. Today it keeps more than a million products in sync.`,
  },
];

const listClass =
  'mt-3 list-disc space-y-2 pl-5 text-base leading-7 text-slate-700 marker:text-slate-400';
const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800';

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const { jobs } = loaderData;
  return (
    <>
      <PageHeading
        eyebrow="Careers"
        title="Careers"
        lead="We are a small, remote team building the automation that connects online stores with their vendors. See our open positions below."
      />

      <Section labelledBy="team-heading" className="pt-8 sm:pt-12">
        <SectionHeading id="team-heading" title={`Working at ${company.productName}`} />
        <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-3">
          {teamFacts.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
              <Icon
                aria-hidden="true"
                focusable="false"
                width={24}
                height={24}
                className="size-6 text-brand-700"
              />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-base leading-7 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </Section>

      {/* No visible heading here: each position's title is the h2, so the outline stays flat. */}
      <section aria-label="Open positions" className="bg-slate-50 py-16 sm:py-24">
        <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {jobs.length} open positions
          </p>
          <div className="mt-6 space-y-8">
            {jobs.map((job) => (
              <JobArticle key={job.slug} job={job} />
            ))}
          </div>
        </div>
      </section>

      <Section labelledBy="open-application-heading">
        <div className="mx-auto max-w-3xl text-center">
          <h2
            id="open-application-heading"
            className="text-3xl font-bold tracking-tight text-balance text-slate-900"
          >
            Don&apos;t see your role?
          </h2>
          <p className="mt-4 text-lg leading-8 text-pretty text-slate-600">
            We are always glad to hear from people who want to make life easier for merchants. Tell
            us what you would like to work on and send your resume or a link to your work to{' '}
            <a href={`mailto:${company.email.careers}`} className={linkClass}>
              {company.email.careers}
            </a>
            .
          </p>
        </div>
      </Section>
    </>
  );
}

function JobArticle({ job }: { job: Job }) {
  const headingId = `${job.slug}-title`;
  return (
    <article
      id={job.slug}
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <header className="flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2
            id={headingId}
            className="text-2xl font-bold tracking-tight text-balance text-slate-900"
          >
            {job.title}
          </h2>
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
            <div>
              <dt className="sr-only">Location</dt>
              <dd className="flex items-center gap-1.5">
                <MapPin
                  aria-hidden="true"
                  focusable="false"
                  width={16}
                  height={16}
                  className="size-4 shrink-0"
                />
                {job.location}
              </dd>
            </div>
            <div>
              <dt className="sr-only">Employment type</dt>
              <dd className="flex items-center gap-1.5">
                <Clock
                  aria-hidden="true"
                  focusable="false"
                  width={16}
                  height={16}
                  className="size-4 shrink-0"
                />
                {employmentTypeLabel(job.employmentType)}
              </dd>
            </div>
            <div>
              <dt className="sr-only">Posted</dt>
              <dd className="flex items-center gap-1.5">
                <CalendarDays
                  aria-hidden="true"
                  focusable="false"
                  width={16}
                  height={16}
                  className="size-4 shrink-0"
                />
                <span>
                  Posted <time dateTime={job.datePosted}>{formatLongDate(job.datePosted)}</time>
                </span>
              </dd>
            </div>
          </dl>
        </div>
        {/* The title in hidden text makes each of the four links distinct out of context. */}
        <Button to={applicationHref(job.title)} className="shrink-0 self-start">
          Apply Now<span className="sr-only">: {job.title}</span>
        </Button>
      </header>

      <p className="mt-6 text-base leading-7 text-pretty text-slate-700">{job.description}</p>

      {/* Plain groups, not named sections: four regions each called 'Responsibilities'
          would crowd the landmark list without telling the positions apart. */}
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <div>
          <h3 className="text-base font-semibold text-slate-900">Responsibilities</h3>
          <ul className={listClass}>
            {job.responsibilities.map((item) => (
              <li key={item} className="pl-1">
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-base font-semibold text-slate-900">Qualifications</h3>
          <ul className={listClass}>
            {job.qualifications.map((item) => (
              <li key={item} className="pl-1">
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <JsonLd
        data={jobPosting({
          siteUrl,
          organizationName: company.productName,
          title: job.title,
          description: job.description,
          responsibilities: job.responsibilities,
          qualifications: job.qualifications,
          datePosted: job.datePosted,
          validThrough: job.validThrough,
          employmentType: job.employmentType,
          location: job.location,
          remote: isRemoteLocation(job.location),
          applicantCountries: applicantCountries(job.location),
        })}
      />
    </article>
  );
}
