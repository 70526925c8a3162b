import { Clock, Mail, MapPin, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Scheduler } from '~/components/contact/scheduler';
import { ContactForm } from '~/components/forms/contact-form';
import { PageHeading } from '~/components/page-heading';
import { company } from '~/content/company';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Contact Sales',
    path: '/contact',
    description:
      'Talk to the VendorHub team: book a demo, request collaborator access, ask about plans or get help with an integration.',
  });

const { address } = company;
const emailLink = 'block w-fit py-1 text-brand-700 hover:underline';

/** The side panel's ways to reach us (spec §2: an email address, a postal address, live chat hours). */
const reachUs: { icon: LucideIcon; term: string; detail: ReactNode }[] = [
  {
    icon: Mail,
    term: 'Email',
    detail: (
      <>
        <a href={`mailto:${company.email.sales}`} className={emailLink}>
          {company.email.sales}
        </a>
        <a href={`mailto:${company.email.support}`} className={emailLink}>
          {company.email.support}
        </a>
      </>
    ),
  },
  {
    icon: Phone,
    term: 'Phone',
    detail: (
      <a
        href={`tel:${company.phone.replace(/[^+\d]/g, '')}`}
        className="text-brand-700 hover:underline"
      >
        {company.phone}
      </a>
    ),
  },
  {
    icon: MapPin,
    term: 'Office',
    detail: (
      <address className="not-italic">
        {company.legalName}
        <br />
        {address.street}
        <br />
        {address.city}, {address.region} {address.postalCode}
        <br />
        {address.country}
      </address>
    ),
  },
  {
    icon: MessageCircle,
    term: 'Live chat',
    detail: `With our team in the VendorHub app (Plus and above): ${company.supportHours}. Premium and Enterprise also have a 24/7 line for urgent issues. The help assistant on this website answers from our documentation at any hour.`,
  },
  { icon: Clock, term: 'Response times', detail: company.responseTimes },
];

export default function Contact() {
  return (
    <>
      <PageHeading
        eyebrow="Contact"
        title="Contact Sales"
        lead={`Book a demo, ask about plans, request collaborator access or get help with an integration. We answer ${company.supportHours}.`}
      />
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <section aria-labelledby="schedule-heading">
          <h2 id="schedule-heading" className="text-2xl font-bold text-slate-900">
            Book a demo
          </h2>
          <p className="mt-2 text-slate-600">
            Pick a time for a 30-minute call. We walk through your store, your vendors and your
            plan.
          </p>
          <div className="mt-6">
            <Scheduler />
          </div>
        </section>

        <div className="mt-16 grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-labelledby="message-heading">
            <h2 id="message-heading" className="text-2xl font-bold text-slate-900">
              Send us a message
            </h2>
            <p className="mt-2 text-slate-600">Fields marked * are required.</p>
            <div className="mt-6">
              <ContactForm />
            </div>
          </section>

          <aside aria-labelledby="reach-heading" className="h-fit rounded-2xl bg-slate-50 p-6">
            <h2 id="reach-heading" className="text-lg font-semibold text-slate-900">
              Other ways to reach us
            </h2>
            <dl className="mt-5 space-y-5 text-sm">
              {reachUs.map(({ icon: Icon, term, detail }) => (
                <div key={term}>
                  <dt className="flex items-center gap-2 font-medium text-slate-900">
                    <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                    {term}
                  </dt>
                  <dd className="mt-0.5 pl-7 text-slate-700">{detail}</dd>
                </div>
              ))}
            </dl>
          </aside>
        </div>
      </div>
    </>
  );
}
