import { Button } from '~/components/ui/button';
import { PageHeading } from '~/components/page-heading';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Page Not Found',
    path: '/404',
    description: "The page you're looking for doesn't exist or has been moved.",
    noindex: true,
  });

export default function NotFound() {
  return (
    <PageHeading
      eyebrow="404"
      title="Page Not Found"
      lead="The page you're looking for doesn't exist or has been moved."
      className="min-h-[50vh]"
    >
      <Button to="/">Go back home</Button>
    </PageHeading>
  );
}
