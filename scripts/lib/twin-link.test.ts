import { describe, expect, it } from 'vitest';
import { pagePathOf, withTwinLink } from './twin-link';

const page = '<html><head><title>x</title></head><body></body></html>';

describe('withTwinLink', () => {
  it('links the Markdown twin of a page that has one, and of no other', () => {
    expect(withTwinLink(page, '/documentation/pricing-rules', 'https://example.com')).toContain(
      '<link rel="alternate" type="text/markdown" href="https://example.com/documentation/pricing-rules.md"/></head>',
    );
    expect(withTwinLink(page, '/pricing', 'https://example.com')).toContain(
      'href="https://example.com/pricing.md"',
    );
    expect(withTwinLink(page, '/contact', 'https://example.com')).toBe(page);
    expect(withTwinLink(page, '/vendor-integrations/__not-found', 'https://example.com')).toBe(
      page,
    );
  });

  it('links it on a page that links its twin elsewhere, as the Copy page link does', () => {
    const article = page.replace('<body>', '<body><a href="/faq.md" type="text/markdown">Copy</a>');
    expect(withTwinLink(article, '/faq', 'https://example.com')).toContain('rel="alternate"');
  });

  it('links it once', () => {
    const once = withTwinLink(page, '/pricing', 'https://example.com');
    expect(withTwinLink(once, '/pricing', 'https://example.com')).toBe(once);
  });
});

describe('pagePathOf', () => {
  it.each([
    ['index.html', '/'],
    ['pricing/index.html', '/pricing'],
    ['documentation/pricing-rules/index.html', '/documentation/pricing-rules'],
  ])('%s serves %s', (file, path) => {
    expect(pagePathOf(file)).toBe(path);
  });
});
