import { useCallback, useEffect, useRef, useState } from 'react';
import { hashKey, keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@cniot/contract/constants';
import { queryClient } from '../../lib/query-client.ts';
import { toQueryString } from '../../lib/request/rules.ts';
import { dictQuery } from '../dict.tsx';
import { dictTypes } from './dict-types.ts';
import { fetchList } from './crud-api.ts';
import { listParams, type Sort } from './list-params.ts';
import type { Resource, Row } from './resource.ts';

/** Stable while nothing loaded, so effects keyed on the rows run once per answer. */
const NO_ROWS: Row[] = [];

/** How often a list of things still running is read again (docs/console-conventions.md, live states). */
export const LIVE_REFRESH_MS = 5000;

/** A first page prefetched before its list mounted is taken as it is only this soon; later the list asks afresh. */
const EARLY_FOR_MS = 30_000;

const listQuery = (resource: Resource, params: Row) => ({ queryKey: ['list', resource.name, params], queryFn: () => fetchList(resource, params) });
const isPaged = (resource: Resource) => !resource.tree && !resource.unpaged;

const firstParams = (resource: Resource) => listParams({ filters: {}, fixed: { ...resource.listParams }, page: isPaged(resource) ? { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE } : undefined });

/**
 * The call a list opens with (first page, no search) as the request layer sends it, or none when the
 * screen fetches its rows its own way: index.html asks for it before the console loads (first-lists plugin).
 */
export function firstListCall(resource: Resource): string | undefined {
  if (resource.list) return undefined;
  const url = resource.listUrl ?? `${resource.api}/list`;
  const query = toQueryString(firstParams(resource));
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

/** Lists asked for in the cache before their page opened, by query hash, and when. */
const prefetched = new Map<string, number>();

/**
 * The first page of a list and its dictionaries, into the query cache before the list opens (the pointer
 * on its menu entry): the list then opens on these rows, or on the call already under way, without a second call.
 */
export function prefetchFirstList(resource: Resource, client: QueryClient = queryClient) {
  const { queryKey, queryFn } = listQuery(resource, firstParams(resource));
  const state = client.getQueryState(queryKey);
  if (state?.fetchStatus === 'fetching' || (state?.dataUpdatedAt ?? 0) > Date.now() - EARLY_FOR_MS) return;
  prefetched.set(hashKey(queryKey), Date.now());
  // Its dictionaries too, and the rows only with them: else they would show raw codes ("1") until their labels ("Online") came.
  const dicts = dictTypes([...resource.columns, ...(resource.search ?? [])]).map((type) => client.prefetchQuery(dictQuery(type)));
  void client.prefetchQuery({ queryKey, queryFn: () => Promise.all([queryFn(), ...dicts]).then(([rows]) => rows) });
}

/** Page, search and sort of one list, and its rows (kept on screen while the next page loads). */
export function useListQuery(resource: Resource, fixed?: Row) {
  const paged = isPaged(resource);
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [filters, setFilters] = useState<Row>({});
  const [sort, setSort] = useState<Sort>();
  const params = listParams({ filters, fixed: { ...resource.listParams, ...fixed }, page: paged ? page : undefined, sort });
  // Mounted before: a kept page shown again behind its tab keeps its rows as left (RuoYi's keep-alive), asking
  // again only when refreshed; its first mount takes rows prefetched for it as they are.
  const mounted = useRef(false);
  const options = listQuery(resource, params);
  const hash = hashKey(options.queryKey);
  const query = useQuery({
    ...options,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (resource.live?.(q.state.data?.rows ?? NO_ROWS) ? LIVE_REFRESH_MS : false),
    refetchOnMount: (q) => !mounted.current && (prefetched.get(q.queryHash) ?? 0) < Date.now() - EARLY_FOR_MS,
  });
  useEffect(() => {
    mounted.current = true;
    prefetched.delete(hash);
  }, [hash]);
  // What a search compares against: the same criteria again ask the server again (users mean "refresh"), which
  // the query, keyed by the criteria, would not do by itself.
  const shown = useRef({ filters, sort, pageNum: page.pageNum, refetch: query.refetch });
  useEffect(() => {
    shown.current = { filters, sort, pageNum: page.pageNum, refetch: query.refetch };
  });
  const refetchIfSame = (next: Row, nextSort: Sort | undefined) => {
    const now = shown.current;
    if (now.pageNum === 1 && hashKey([next, nextSort]) === hashKey([now.filters, now.sort])) void now.refetch();
  };
  // The same functions on every drawing: the search form gets them and is not drawn again when rows arrive.
  const search = useCallback((next: Row) => {
    refetchIfSame(next, shown.current.sort);
    setFilters(next);
    setPage((p) => ({ ...p, pageNum: 1 }));
  }, []);
  const reset = useCallback(() => {
    refetchIfSame({}, undefined);
    setFilters({});
    setSort(undefined);
    setPage((p) => ({ ...p, pageNum: 1 }));
  }, []);

  return {
    params,
    paged,
    rows: query.data?.rows ?? NO_ROWS,
    total: query.data?.total ?? 0,
    estimated: query.data?.estimated ?? false,
    // A live list read again in the background does not blink its table.
    loading: query.isFetching && !(resource.live?.(query.data?.rows ?? NO_ROWS) && !query.isPlaceholderData),
    refresh: () => void query.refetch(),
    page,
    setPage,
    sort,
    setSort,
    search,
    reset,
  };
}
