import { PageHeading } from '~/components/page-heading';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Custom Integrations',
    path: '/custom-integrations',
    description:
      'Request a quote for a custom vendor integration by API, FTP or another feed. We reply within 1-2 business days.',
  });

export default function Page() {
  return (
    <PageHeading
      eyebrow="Integrations"
      title="Custom Integrations"
      lead="Your vendor is not in our catalogue yet? Tell us about it and request a quote for a custom integration. We reply within 1-2 business days."
    />
  );
}
