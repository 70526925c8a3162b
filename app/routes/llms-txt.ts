import { siteLlmsTxt } from '~/lib/markdown-twins/site.server';

export function loader() {
  return new Response(siteLlmsTxt(), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
