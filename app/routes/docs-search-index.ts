/**
 * The documentation search index, prerendered to a static JSON file. The hub
 * fetches it when a visitor starts searching, so the articles' text is not
 * part of the hub's first load.
 */
import { getDocs } from '~/lib/docs.server';
import type { SearchDoc } from '~/lib/docs/search';

export function loader() {
  const docs: SearchDoc[] = getDocs().map((doc) => ({
    slug: doc.slug,
    title: doc.title,
    description: doc.description,
    category: doc.category,
    readTime: doc.readTime,
    text: doc.text,
  }));
  return Response.json(docs);
}
