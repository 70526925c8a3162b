import { PageHeading } from '~/components/page-heading';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Apply for a Position',
    path: '/application',
    description: 'Apply for an open position at VendorHub: send your details, links and CV.',
    noindex: true,
  });

export default function Application() {
  return (
    <PageHeading
      eyebrow="Careers"
      title="Apply for a Position"
      lead="Send us your details, your links and your CV for one of our four open positions."
    />
  );
}
