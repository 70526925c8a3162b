import { PageHeading } from '~/components/page-heading';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Pricing',
    path: '/pricing',
    description:
      'Plans from $89 a month billed annually or $99 monthly, with a 14-day free trial on every plan. Compare Basic, Plus, Premium and Enterprise.',
  });

export default function Page() {
  return (
    <PageHeading
      eyebrow="Pricing"
      title="Pricing"
      lead="Four plans sized by stores, vendors, orders and products, each with a 14-day free trial. Annual billing saves 10%."
    />
  );
}
