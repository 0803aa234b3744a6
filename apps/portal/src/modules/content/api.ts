/** The content pages' calls (contracts: @portal/shared content/calls.ts) and a small loader hook. */
import { READER_CALLS as R, type ArticleRead, type CatalogueItem, type CatalogueList, type NewsItem } from '@portal/shared';
import { callWith, request } from '@portal/ui';
import { useEffect, useState } from 'react';

export interface ArticlePage {
  rows: NewsItem[];
  total: number;
}

export async function fetchNews(pageSize = 20): Promise<ArticlePage> {
  const result = await callWith(request, R.newsList, { query: { current: 1, pageSize } });
  return { rows: result.data, total: result.total ?? result.data.length };
}

export async function fetchHelp(name: string): Promise<ArticlePage> {
  const result = await callWith(request, R.helpList, { query: { current: 1, pageSize: 100, ...(name.trim() ? { name: name.trim() } : {}) } });
  return { rows: result.data, total: result.total ?? result.data.length };
}

export async function readArticle(id: string): Promise<ArticleRead> {
  return (await callWith(request, R.read, { query: { _id: id } })).data;
}

export async function fetchCatalogue(current: number, pageSize: number): Promise<CatalogueList> {
  return (await callWith(request, R.catalogueList, { query: { current, pageSize } })).data;
}

export async function fetchProduct(id: string): Promise<CatalogueItem> {
  return (await callWith(request, R.catalogueInfo, { query: { _id: id } })).data;
}

export type Loaded<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed' };

/**
 * Runs `load` whenever `key` changes and keeps only the latest answer. A failure was already
 * toasted by the call client; the page shows its own empty state.
 */
export function useLoaded<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [loaded, setLoaded] = useState<{ key: string; result: Loaded<T> } | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setLoaded({ key, result: { state: 'ready', value } }),
      () => live && setLoaded({ key, result: { state: 'failed' } }),
    );
    return () => {
      live = false;
    };
    // `load` is a new function each render; the key says when it asks for something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return loaded?.key === key ? loaded.result : { state: 'loading' };
}
