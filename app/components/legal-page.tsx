import { company } from '~/content/company';
import type { LegalDocument } from '~/content/schema';
import { longDateToIso } from '~/lib/dates';
import { slugify } from '~/lib/slug';
import { PageHeading } from './page-heading';
import { Paragraphs } from './rich-text';

const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800';

/**
 * One legal document (/terms, /privacy, /cookies) at a reading width: the
 * date it last changed, its introduction, a table of contents and numbered
 * sections. Section ids come from the headings, so links such as
 * /privacy#9-your-rights keep working while the heading stays the same.
 */
export function LegalPage({ document: legal }: { document: LegalDocument }) {
  const sections = legal.sections.map((section) => ({ ...section, id: slugify(section.heading) }));
  const email = company.email.privacy;

  return (
    <>
      <PageHeading
        eyebrow="Legal"
        title={legal.title}
        lead={
          <>
            Last updated{' '}
            <time dateTime={longDateToIso(legal.lastUpdated)}>{legal.lastUpdated}</time>
          </>
        }
      />
      <div className="mx-auto max-w-3xl px-4 pb-24 sm:px-6 lg:px-8">
        <Paragraphs items={legal.intro} className="text-lg leading-8 text-pretty text-slate-700" />

        <nav
          aria-labelledby="toc-heading"
          className="mt-10 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200"
        >
          <h2 id="toc-heading" className="text-base font-semibold text-slate-900">
            On this page
          </h2>
          <ol className="mt-4 space-y-2 text-sm leading-6 sm:columns-2 sm:gap-8">
            {sections.map((section) => (
              <li key={section.id} className="break-inside-avoid">
                <a href={`#${section.id}`} className={linkClass}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-12">
            <h2
              id={section.id}
              className="text-2xl font-semibold tracking-tight text-balance text-slate-900"
            >
              {section.heading}
            </h2>
            <Paragraphs
              items={section.body}
              className="mt-4 text-base leading-7 text-pretty text-slate-700"
            />
          </section>
        ))}

        <p className="mt-16 border-t border-slate-200 pt-8 text-base leading-7 text-slate-700">
          Questions? Contact{' '}
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>
          .
        </p>
      </div>
    </>
  );
}
