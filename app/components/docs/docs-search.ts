import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { search, SearchDoc, SearchHit, SearchIndex } from '~/lib/docs/search';

export const SEARCH_INDEX_URL = '/documentation/search-index.json';

/**
 * Search over all articles. The index file and the search code are fetched
 * the first time the visitor focuses or types in the search box, then kept
 * for the visit, so neither weighs on the page's first load.
 */
export function useDocsSearch(query: string) {
  const [engine, setEngine] = useState<{ index: SearchIndex; search: typeof search }>();
  const [error, setError] = useState(false);
  const loading = useRef<Promise<void> | null>(null);

  const load = useCallback(() => {
    loading.current ??= Promise.all([
      fetch(SEARCH_INDEX_URL).then((response) => {
        if (!response.ok) throw new Error(`Search index: ${response.status}`);
        return response.json() as Promise<SearchDoc[]>;
      }),
      import('~/lib/docs/search'),
    ])
      .then(([docs, module]) =>
        setEngine({ index: module.buildIndex(docs), search: module.search }),
      )
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
    () => (engine && query.trim() ? engine.search(engine.index, query).hits : null),
    [engine, query],
  );
  return { hits, ready: engine !== undefined, error, load };
}
