/** XML for the sitemap, the release-notes feed and robots.txt, built from the same data as the pages. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function sitemapXml(entries: { url: string; lastModified: string }[]): string {
  const urls = entries
    .map(
      (e) =>
        `  <url>\n    <loc>${escapeXml(e.url)}</loc>\n    <lastmod>${e.lastModified}</lastmod>\n  </url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export interface FeedItem {
  title: string;
  url: string;
  /** ISO date. */
  date: string;
  description: string;
}

export function rssXml(feed: {
  title: string;
  url: string;
  feedUrl: string;
  description: string;
  items: FeedItem[];
}): string {
  const items = feed.items
    .map(
      (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.url)}</link>
      <guid isPermaLink="true">${escapeXml(item.url)}</guid>
      <pubDate>${new Date(`${item.date}T12:00:00Z`).toUTCString()}</pubDate>
      <description>${escapeXml(item.description)}</description>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(feed.title)}</title>
    <link>${escapeXml(feed.url)}</link>
    <atom:link href="${escapeXml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(feed.description)}</description>
    <language>en-us</language>
${items}
  </channel>
</rss>
`;
}

/**
 * robots.txt has no field for llms.txt, so its files are named in comments,
 * which every robots parser skips and a reader (or an agent) finds.
 */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n\n# For AI assistants (https://llmstxt.org): ${siteUrl}/llms.txt and ${siteUrl}/llms-full.txt\n# Every content page as Markdown: add .md to its URL; read-only MCP server: ${siteUrl}/mcp\n`;
}
