import { PageHeading } from '~/components/page-heading';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Careers',
    path: '/careers',
    description:
      'Join VendorHub and help merchants automate their vendor operations. Open positions in support, automation, frontend and backend engineering.',
  });

export default function Page() {
  return (
    <PageHeading
      eyebrow="Careers"
      title="Careers"
      lead="We are a small team building the automation that connects online stores with their vendors. See our open positions below."
    />
  );
}
