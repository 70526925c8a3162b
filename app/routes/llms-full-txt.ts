import { siteLlmsFullTxt } from '~/lib/markdown-twins/site.server';

export function loader() {
  return new Response(siteLlmsFullTxt(), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
