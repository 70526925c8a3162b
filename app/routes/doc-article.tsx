import { data } from 'react-router';
import { Button } from '~/components/ui/button';
import { PageHeading } from '~/components/page-heading';
import { getDoc } from '~/lib/docs.server';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/doc-article';

// Runs at build time only: each article is prerendered with its data.
export function loader({ url }: Route.LoaderArgs) {
  const slug = url.pathname.split('/').pop();
  const doc = getDoc(slug);
  if (!doc) throw data(null, { status: 404 });
  const { body: _body, ...summary } = doc;
  return { doc: summary };
}

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta({
    title: data.doc.title,
    path: `/documentation/${data.doc.slug}`,
    description: data.doc.description,
    type: 'article',
  });

export default function DocArticlePage({ loaderData }: Route.ComponentProps) {
  const { doc } = loaderData;
  return (
    <PageHeading eyebrow="Documentation" title={doc.title} lead={doc.description}>
      <Button to="/documentation" variant="outline">
        All documentation
      </Button>
      <Button to="/contact">Ask our team</Button>
    </PageHeading>
  );
}
