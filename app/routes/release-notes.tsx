import { PageHeading } from '~/components/page-heading';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Release Notes',
    path: '/release-notes',
    description:
      'What is new in VendorHub: features, improvements and bug fixes in every release, newest first. The latest release is 2.1.0 from August 2025.',
  });

export default function Page() {
  return (
    <PageHeading
      eyebrow="Product updates"
      title="Release Notes"
      lead="Every VendorHub release, newest first, with its new features, improvements and bug fixes. The latest release is 2.1.0 (August 2025)."
    />
  );
}
