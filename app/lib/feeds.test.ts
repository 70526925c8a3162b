import { describe, expect, it } from 'vitest';
import { escapeXml, robotsTxt, rssXml, sitemapXml } from './feeds';

describe('feeds', () => {
  it('escape XML', () => {
    expect(escapeXml(`Tom & "Jerry's" <b>`)).toBe('Tom &amp; &quot;Jerry&apos;s&quot; &lt;b&gt;');
  });
  it('write a sitemap with last-modified dates', () => {
    const xml = sitemapXml([{ url: 'https://x.test/a?b&c', lastModified: '2025-07-11' }]);
    expect(xml).toContain('<loc>https://x.test/a?b&amp;c</loc>');
    expect(xml).toContain('<lastmod>2025-07-11</lastmod>');
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  });
  it('write an RSS feed', () => {
    const xml = rssXml({
      title: 'Notes',
      url: 'https://x.test/release-notes',
      feedUrl: 'https://x.test/release-notes/feed.xml',
      description: 'All releases',
      items: [
        {
          title: 'Version 2.1.0',
          url: 'https://x.test/release-notes#v2-1-0',
          date: '2025-08-19',
          description: 'AI & more',
        },
      ],
    });
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<pubDate>Tue, 19 Aug 2025 12:00:00 GMT</pubDate>');
    expect(xml).toContain('AI &amp; more');
  });
  it('point robots to the sitemap and keep them out of the API', () => {
    expect(robotsTxt('https://x.test')).toMatch(
      /^User-agent: \*\nAllow: \/\nDisallow: \/api\/\n\nSitemap: https:\/\/x\.test\/sitemap\.xml\n/,
    );
  });
  it('name llms.txt, llms-full.txt and the MCP server in comments robots parsers skip', () => {
    const extra = robotsTxt('https://x.test').split('sitemap.xml\n')[1]!;
    expect(extra).toContain('https://x.test/llms.txt');
    expect(extra).toContain('https://x.test/llms-full.txt');
    expect(extra).toContain('https://x.test/mcp');
    expect(extra.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([]);
  });
});
