import { describe, expect, it } from 'vitest';
import { docsOrder } from '~/content/docs/index';
import { getDocs, splitFrontmatter } from './docs.server';

describe('documentation articles', () => {
  it('all load with valid frontmatter, in the manifest order', () => {
    const docs = getDocs();
    expect(docs.map((d) => d.slug)).toEqual([...docsOrder]);
    for (const doc of docs) {
      expect(doc.body.length).toBeGreaterThan(500);
      expect(doc.body).not.toMatch(/^# /m);
    }
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
