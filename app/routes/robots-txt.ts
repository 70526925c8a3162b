import { siteUrl } from '~/config';
import { robotsTxt } from '~/lib/feeds';

export function loader() {
  return new Response(robotsTxt(siteUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
