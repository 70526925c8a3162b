import { describe, expect, it } from 'vitest';
import { docsOrder } from '~/content/docs/index';
import { splitFrontmatter } from './docs/article';
import { countWords } from './docs/ast';
import { getDocs } from './docs.server';

describe('documentation articles', () => {
  const docs = getDocs();

  it('all load with valid frontmatter, in the manifest order', () => {
    expect(docs.map((d) => d.slug)).toEqual([...docsOrder]);
    for (const doc of docs) expect(doc.words).toBeGreaterThan(300);
  });

  it('have a read time of words / 200, rounded up', () => {
    for (const doc of docs) expect(doc.readTime).toBe(Math.ceil(countWords(doc.text) / 200));
  });

  it('only link to pages of the site, other articles or downloads in public/templates', () => {
    const hrefs = JSON.stringify(docs.map((d) => d.blocks)).match(/"href":"[^"]+"/g) ?? [];
    for (const href of hrefs)
      expect(href).toMatch(
        /"href":"(?:\/[a-z-/]*(?:\?[a-z]+=[a-z]+)?(?:#[a-z0-9-]+)?|\/templates\/[a-z-]+\.csv|mailto:[a-z.]+@vendorhub\.io)"/,
      );
  });
});

describe('splitFrontmatter', () => {
  it('separates YAML frontmatter from the body', () => {
    const { data, body } = splitFrontmatter('---\ntitle: A\norder: 2\n---\n\nText');
    expect(data).toEqual({ title: 'A', order: 2 });
    expect(body).toBe('\nText');
  });
  it('fails without frontmatter', () => {
    expect(() => splitFrontmatter('# Title')).toThrow('missing frontmatter');
  });
});
