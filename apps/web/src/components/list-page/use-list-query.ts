import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@cniot/contract/constants';
import { fetchList } from './crud-api.ts';
import { listParams, type Sort } from './list-params.ts';
import type { ListResult, Resource, Row } from './resource.ts';

/** Stable while nothing loaded, so effects keyed on the rows run once per answer. */
const NO_ROWS: Row[] = [];

/** A first page asked for before its list mounted is used by it only this soon; later the list asks afresh. */
const EARLY_FOR_MS = 30_000;
const early = new Map<string, { answer: Promise<ListResult>; at: number }>();

function takeEarly(key: string): Promise<ListResult> | undefined {
  const found = early.get(key);
  early.delete(key);
  return found && Date.now() - found.at < EARLY_FOR_MS ? found.answer : undefined;
}

const listQuery = (resource: Resource, params: Row) => {
  const queryKey = ['list', resource.name, params];
  return { queryKey, queryFn: () => takeEarly(JSON.stringify(queryKey)) ?? fetchList(resource, params) };
};
const isPaged = (resource: Resource) => !resource.tree && !resource.unpaged;

/**
 * Asks for what a list opens with (first page, no search) before the list mounts: the console does so when
 * the address names the page, while the menu loads. The list's own first call then takes this answer.
 */
export function startFirstList(resource: Resource) {
  const params = listParams({ filters: {}, fixed: { ...resource.listParams }, page: isPaged(resource) ? { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE } : undefined });
  const answer = fetchList(resource, params);
  // Failures surface when the list takes the answer; untaken, they are nobody's.
  answer.catch(() => undefined);
  early.set(JSON.stringify(listQuery(resource, params).queryKey), { answer, at: Date.now() });
}

/** Page, search and sort of one list, and its rows (kept on screen while the next page loads). */
export function useListQuery(resource: Resource, fixed?: Row) {
  const paged = isPaged(resource);
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [filters, setFilters] = useState<Row>({});
  const [sort, setSort] = useState<Sort>();
  const params = listParams({ filters, fixed: { ...resource.listParams, ...fixed }, page: paged ? page : undefined, sort });
  const query = useQuery({ ...listQuery(resource, params), placeholderData: keepPreviousData });

  return {
    params,
    paged,
    rows: query.data?.rows ?? NO_ROWS,
    total: query.data?.total ?? 0,
    estimated: query.data?.estimated ?? false,
    loading: query.isFetching,
    refresh: () => void query.refetch(),
    page,
    setPage,
    sort,
    setSort,
    search: (next: Row) => {
      setFilters(next);
      setPage((p) => ({ ...p, pageNum: 1 }));
    },
    reset: () => {
      setFilters({});
      setSort(undefined);
      setPage((p) => ({ ...p, pageNum: 1 }));
    },
  };
}
