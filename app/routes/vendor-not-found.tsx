import { Button } from '~/components/ui/button';
import { PageHeading } from '~/components/page-heading';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Vendor Not Found',
    path: '/vendor-integrations',
    description: 'The vendor you are looking for does not exist.',
    noindex: true,
  });

export default function VendorNotFound() {
  return (
    <PageHeading
      eyebrow="404"
      title="Vendor Not Found"
      lead="The vendor you are looking for does not exist."
      className="min-h-[50vh]"
    >
      <Button to="/vendor-integrations">Browse all vendor integrations</Button>
      <Button to="/custom-integrations" variant="outline">
        Request a custom integration
      </Button>
    </PageHeading>
  );
}
