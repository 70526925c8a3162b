import { data } from 'react-router';
import { Button } from '~/components/ui/button';
import { PageHeading } from '~/components/page-heading';
import { caseStudies } from '~/content/case-studies';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/case-study';

// Runs at build time only: each story is prerendered with its data.
export function loader({ url }: Route.LoaderArgs) {
  const slug = url.pathname.split('/').pop();
  const study = caseStudies.find((s) => s.slug === slug);
  if (!study) throw data(null, { status: 404 });
  return { study };
}

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta({
    title: `${data.study.company} Case Study`,
    path: `/case-studies/${data.study.slug}`,
    description: data.study.summary,
    type: 'article',
  });

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { study } = loaderData;
  return (
    <PageHeading eyebrow={`Case study: ${study.industry}`} title={study.title} lead={study.summary}>
      <Button to="/case-studies" variant="outline">
        Back to case studies
      </Button>
      <Button to="/contact">Schedule a Demo</Button>
    </PageHeading>
  );
}
