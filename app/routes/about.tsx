import { Avatar } from '~/components/avatar';
import { CtaBand } from '~/components/cta-band';
import { IconTile } from '~/components/icons';
import { PageHeading } from '~/components/page-heading';
import { Paragraphs } from '~/components/rich-text';
import { StatList } from '~/components/stat-list';
import { Section, SectionHeading } from '~/components/ui/section';
import { aboutStory, impactStats, team, values } from '~/content/about';
import { company } from '~/content/company';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/about';

// Runs at build time only: story, values and team reach the browser as this
// page's prerendered data, not inside its JavaScript.
export function loader() {
  return {
    foundedYear: company.foundedYear,
    city: company.address.city,
    story: aboutStory,
    values,
    team,
    impact: impactStats,
  };
}

export const meta = () =>
  pageMeta({
    title: 'About VendorHub',
    path: '/about',
    description:
      'VendorHub was founded in 2022 to give merchants who sell from many vendors one place to sync inventory, listings, prices and orders.',
  });

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  // Renamed where the content module's own names are already imported above.
  const { foundedYear, city, story, values: companyValues, team: members, impact } = loaderData;
  return (
    <>
      <PageHeading
        eyebrow="Company"
        title="About VendorHub"
        lead={`Founded in ${foundedYear}, VendorHub helps merchants who sell from many vendors keep inventory, listings, prices and orders in sync without manual data entry.`}
      />

      <Section labelledBy="story-heading">
        <div className="grid gap-10 lg:grid-cols-3 lg:gap-16">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              Our story
            </p>
            <h2
              id="story-heading"
              className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
            >
              Built in a store&apos;s back office
            </h2>
            <p className="mt-4 text-slate-600">
              Founded in {foundedYear} in {city}.
            </p>
          </div>
          <Paragraphs
            items={story}
            className="max-w-3xl text-lg leading-8 text-slate-700 lg:col-span-2"
          />
        </div>
      </Section>

      <Section tone="muted" labelledBy="values-heading">
        <SectionHeading
          id="values-heading"
          eyebrow="Our values"
          title="What we work by"
          lead="Four principles behind every integration we build and every answer we give."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {companyValues.map((value) => (
            <li key={value.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <IconTile name={value.icon} />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{value.title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{value.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="team-heading">
        <SectionHeading
          id="team-heading"
          eyebrow="Our team"
          title="The people behind VendorHub"
          lead="Operators, engineers and designers who have run multi-vendor stores themselves."
        />
        <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {members.map((member) => (
            <li key={member.name} className="flex gap-4">
              <Avatar initials={member.image.initials} color={member.image.color} size={56} />
              <div className="min-w-0">
                <h3 className="text-lg font-semibold text-slate-900">{member.name}</h3>
                <p className="text-sm font-medium text-brand-700">{member.role}</p>
                <p className="mt-2 leading-7 text-slate-600">{member.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="impact-heading">
        <SectionHeading
          id="impact-heading"
          eyebrow="Our impact"
          title="What VendorHub does for merchants"
        />
        <StatList items={impact} className="mx-auto mt-12 max-w-5xl" />
      </Section>

      <CtaBand
        title="Talk to us, or join us"
        lead="Questions about VendorHub, a vendor you need, or a role on the team: we would like to hear from you."
        primary={{ label: 'Contact Us', to: '/contact' }}
        secondary={{ label: 'See Open Positions', to: '/careers' }}
      />
    </>
  );
}
