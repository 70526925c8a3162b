import { data } from 'react-router';
import { MARKDOWN_TYPE, siteTwins } from '~/lib/markdown-twins/site.server';
import type { Route } from './+types/markdown-twin';

// Runs at build time only: each twin is prerendered to its .md file. `url` is
// the page's own URL (the request of a data prerender ends in .data).
export function loader({ url }: Route.LoaderArgs) {
  const twin = siteTwins().find((t) => t.path === url.pathname);
  if (!twin) throw data(null, { status: 404 });
  return new Response(twin.markdown, { headers: { 'Content-Type': MARKDOWN_TYPE } });
}
