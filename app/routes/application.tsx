import { ApplicationForm } from '~/components/forms/application-form';
import { PageHeading } from '~/components/page-heading';
import { Button } from '~/components/ui/button';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Apply for a Position',
    path: '/application',
    description:
      'Apply for an open position at VendorHub: send your details, your links and your CV.',
    noindex: true,
  });

export default function Application() {
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
        <ApplicationForm />
      </div>
    </>
  );
}
