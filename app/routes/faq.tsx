import { PageHeading } from '~/components/page-heading';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Frequently Asked Questions',
    path: '/faq',
    description:
      'Answers about VendorHub: the free trial, plans and limits, security and data hosting, support hours and how the integrations work.',
  });

export default function Page() {
  return (
    <PageHeading
      eyebrow="FAQ"
      title="Frequently Asked Questions"
      lead="Answers about the free trial, plans and limits, security and data, and how to reach our support team."
    />
  );
}
