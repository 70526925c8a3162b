import { ApplicationForm } from '~/components/forms/application-form';
import { PageHeading } from '~/components/page-heading';
import { Button } from '~/components/ui/button';
import { applicationForm } from '~/forms/application';
import { optionsOf } from '~/forms/option-sources';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/application';

// Runs at build time: the open positions reach the page as data, not code.
export function loader() {
  return { positions: optionsOf(applicationForm.fields.position) ?? [] };
}

export const meta = () =>
  pageMeta({
    title: 'Apply for a Position',
    path: '/application',
    description:
      'Apply for an open position at VendorHub: send your details, your links and your CV.',
    noindex: true,
  });

export default function Application({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading
        eyebrow="Careers"
        title="Apply for a Position"
        lead="Tell us about yourself and send your CV. Fields marked * are required."
      >
        <Button to="/careers" variant="text">
          See the open positions
        </Button>
      </PageHeading>
      <div className="mx-auto max-w-3xl px-4 pb-20 sm:px-6 lg:px-8">
        <ApplicationForm positions={loaderData.positions} />
      </div>
    </>
  );
}
