import { Bug, Rss, Sparkles, TrendingUp, type LucideIcon } from 'lucide-react';
import { PageHeading } from '~/components/page-heading';
import { releaseNotes } from '~/content/releases';
import type { ReleaseNote } from '~/content/schema';
import { cn } from '~/lib/cn';
import { formatLongDate } from '~/lib/dates';
import { pageMeta } from '~/lib/meta';
import { versionId } from '~/lib/slug';
import type { Route } from './+types/release-notes';

// Runs at build time: the notes reach the browser as this page's prerendered
// data, not inside the JavaScript bundle. Sorted here rather than trusting the
// file's order, so a release added in the wrong place still shows in date order.
export function loader() {
  const releases = [...releaseNotes].sort((a, b) => b.date.localeCompare(a.date));
  return { releases };
}

export const links: Route.LinksFunction = () => [
  {
    rel: 'alternate',
    type: 'application/rss+xml',
    title: 'VendorHub release notes',
    href: '/release-notes/feed.xml',
  },
];

export const meta = () =>
  pageMeta({
    title: 'Release Notes',
    path: '/release-notes',
    description:
      'What is new in VendorHub: features, improvements and bug fixes in every release, newest first. The latest release is 2.1.0 from August 2025.',
  });

const noteGroups: { key: keyof ReleaseNote['notes']; title: string; icon: LucideIcon }[] = [
  { key: 'newFeatures', title: 'New features', icon: Sparkles },
  { key: 'improvements', title: 'Improvements', icon: TrendingUp },
  { key: 'bugFixes', title: 'Bug fixes', icon: Bug },
];

export default function ReleaseNotesPage({ loaderData }: Route.ComponentProps) {
  const { releases } = loaderData;
  return (
    <>
      <PageHeading
        eyebrow="Product updates"
        title="Release Notes"
        lead="Every VendorHub release, newest first, with its new features, improvements and bug fixes."
      >
        <a
          href="/release-notes/feed.xml"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline underline-offset-4"
        >
          <Rss aria-hidden="true" className="size-4" />
          Subscribe with RSS
        </a>
      </PageHeading>
      <div className="mx-auto max-w-3xl px-4 pb-24 sm:px-6 lg:px-8">
        <nav aria-label="Versions">
          <ul className="flex flex-wrap gap-2">
            {releases.map((release) => (
              <li key={release.version}>
                <a
                  href={`#${versionId(release.version)}`}
                  className="inline-flex h-9 items-center rounded-full px-3 text-sm font-medium text-brand-700 ring-1 ring-slate-200 ring-inset hover:bg-brand-50"
                >
                  <span className="sr-only">Version </span>
                  {release.version}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-10 space-y-8">
          {releases.map((release, index) => (
            <ReleaseArticle key={release.version} release={release} latest={index === 0} />
          ))}
        </div>
      </div>
    </>
  );
}

function ReleaseArticle({ release, latest }: { release: ReleaseNote; latest: boolean }) {
  const id = versionId(release.version);
  const headingId = `${id}-heading`;
  return (
    <article
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8',
        latest && 'ring-2 ring-brand-600',
      )}
    >
      <header>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
            Version {release.version}
          </h2>
          {latest ? (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset">
              Latest
            </span>
          ) : null}
        </div>
        <p className="mt-1 text-sm text-slate-600">
          <time dateTime={release.date}>{formatLongDate(release.date)}</time>
        </p>
      </header>
      <p className="mt-4 text-base leading-7 text-pretty text-slate-700">{release.summary}</p>

      {noteGroups.map(({ key, title, icon: Icon }) => {
        const items = release.notes[key];
        // A release without, say, bug fixes shows no empty heading.
        if (items.length === 0) return null;
        // A div, not a named section: five regions all called 'New features' would
        // crowd the landmark list without telling the releases apart.
        return (
          <div key={key} className="mt-6">
            <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
              <Icon
                aria-hidden="true"
                focusable="false"
                width={18}
                height={18}
                className="size-4.5 shrink-0 text-brand-700"
              />
              {title}
            </h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-base leading-7 text-slate-700 marker:text-slate-400">
              {items.map((item) => (
                <li key={item} className="pl-1">
                  {item}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </article>
  );
}
