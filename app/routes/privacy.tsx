import { PageHeading } from '~/components/page-heading';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Privacy Policy',
    path: '/privacy',
    description:
      'How VendorHub collects, uses, hosts and protects your data, where it is stored in the US and Europe, and how long it is kept. Last updated July 11, 2025.',
  });

export default function Page() {
  return (
    <PageHeading
      eyebrow="Legal"
      title="Privacy Policy"
      lead="How we collect, use and protect your data, and the rights you have over it. Last updated July 11, 2025."
    />
  );
}
