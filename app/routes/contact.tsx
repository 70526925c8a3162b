import { PageHeading } from '~/components/page-heading';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Contact Sales',
    path: '/contact',
    description:
      'Talk to the VendorHub team: book a demo, request collaborator access, ask about plans or get help with an integration.',
  });

export default function Page() {
  return (
    <PageHeading
      eyebrow="Contact"
      title="Contact Sales"
      lead="Book a demo, ask about plans, request collaborator access or get help with an integration. We answer Monday to Friday, 9 AM to 6 PM EST."
    />
  );
}
