import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  buildIndex,
  search,
  type SearchDoc,
  type SearchHit,
  type SearchIndex,
} from '~/lib/docs/search';

export const SEARCH_INDEX_URL = '/documentation/search-index.json';

/**
 * Search over all articles. The index file is fetched the first time the
 * visitor focuses or types in the search box, then kept for the visit.
 */
export function useDocsSearch(query: string) {
  const [index, setIndex] = useState<SearchIndex | null>(null);
  const [error, setError] = useState(false);
  const loading = useRef<Promise<void> | null>(null);

  const load = useCallback(() => {
    loading.current ??= fetch(SEARCH_INDEX_URL)
      .then((response) => {
        if (!response.ok) throw new Error(`Search index: ${response.status}`);
        return response.json() as Promise<SearchDoc[]>;
      })
      .then((docs) => setIndex(buildIndex(docs)))
      .catch(() => {
        loading.current = null;
        setError(true);
      });
    return loading.current;
  }, []);

  useEffect(() => {
    if (query.trim()) void load();
  }, [query, load]);

  const hits: SearchHit[] | null = useMemo(
    () => (index && query.trim() ? search(index, query).hits : null),
    [index, query],
  );
  return { hits, ready: index !== null, error, load };
}
