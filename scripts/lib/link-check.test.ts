import { describe, expect, it } from 'vitest';
import { findBrokenLinks } from './link-check';

const pages = [
  {
    path: '/',
    html: '<a href="/pricing">Pricing</a><a href="/documentation#api">API</a><a href="#main">Skip</a><main id="main"></main>',
  },
  {
    path: '/pricing',
    html: '<h2 id="plans">Plans</h2><a href="https://app.example.com/login">Login</a><a href="mailto:a@b.c">Mail</a>',
  },
  {
    path: '/documentation',
    html: '<section id="api"></section><a href="/release-notes/feed.xml">RSS</a>',
  },
];

describe('findBrokenLinks', () => {
  it('accepts links to pages, files, anchors and other sites', () => {
    expect(findBrokenLinks(pages, new Set(['/release-notes/feed.xml']))).toEqual([]);
  });

  it('reports a link to a page that does not exist', () => {
    const broken = findBrokenLinks(
      [...pages, { path: '/about', html: '<a href="/pricingg">typo</a>' }],
      new Set(['/release-notes/feed.xml']),
    );
    expect(broken).toEqual([
      { from: '/about', href: '/pricingg', reason: 'no page or file at this path' },
    ]);
  });

  it('reports an anchor that is not on the target page, here or elsewhere', () => {
    const broken = findBrokenLinks(
      [...pages, { path: '/faq', html: '<a href="/pricing#plan">x</a><a href="#nowhere">y</a>' }],
      new Set(['/release-notes/feed.xml']),
    );
    expect(broken.map((b) => b.href)).toEqual(['/pricing#plan', '#nowhere']);
  });

  it('treats a trailing slash and a query as the same page', () => {
    expect(
      findBrokenLinks(
        [...pages, { path: '/x', html: '<a href="/pricing/?a=1">p</a>' }],
        new Set(['/release-notes/feed.xml']),
      ),
    ).toEqual([]);
  });
});
