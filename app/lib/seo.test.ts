import { describe, expect, it } from 'vitest';
import { absoluteUrl, buildMeta } from './seo';

const identity = { siteUrl: 'https://example.com', productName: 'Acme', homeTitle: 'Acme: home' };

describe('absoluteUrl', () => {
  it('joins the origin and the path without a trailing slash', () => {
    expect(absoluteUrl('https://example.com', '/pricing')).toBe('https://example.com/pricing');
    expect(absoluteUrl('https://example.com', '/pricing/')).toBe('https://example.com/pricing');
    expect(absoluteUrl('https://example.com', '/')).toBe('https://example.com');
  });
  it('leaves absolute URLs alone', () => {
    expect(absoluteUrl('https://example.com', 'https://cdn.test/a.png')).toBe(
      'https://cdn.test/a.png',
    );
  });
});

describe('buildMeta', () => {
  it('gives title, description, canonical and Open Graph tags', () => {
    const meta = buildMeta(identity, { title: 'Pricing', description: 'Plans.', path: '/pricing' });
    expect(meta).toContainEqual({ title: 'Pricing | Acme' });
    expect(meta).toContainEqual({ name: 'description', content: 'Plans.' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://example.com/pricing',
    });
    expect(meta).toContainEqual({ property: 'og:title', content: 'Pricing | Acme' });
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://example.com/pricing' });
    expect(meta.find((m) => 'name' in m && m.name === 'robots')).toBeUndefined();
  });
  it('uses the home title when the page has none, and marks noindex pages', () => {
    const meta = buildMeta(identity, { description: 'Home.', path: '/', noindex: true });
    expect(meta).toContainEqual({ title: 'Acme: home' });
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' });
  });
  it('adds an absolute social image when one is given', () => {
    const meta = buildMeta(identity, {
      title: 'A',
      description: 'B',
      path: '/a',
      image: '/og/a.png',
    });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://example.com/og/a.png' });
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
  });
});
