/**
 * The site's public origin from VITE_SITE_URL, or the production origin. One
 * rule for the bundle (app/config.ts), the post-build step and the embedded
 * server, which cites it in the MCP server's answers.
 */
export const DEFAULT_SITE_URL = 'https://vendorhub.io';

export function resolveSiteUrl(value: string | undefined): string {
  const trimmed = value?.trim();
  return (trimmed ? trimmed : DEFAULT_SITE_URL).replace(/\/+$/, '');
}
