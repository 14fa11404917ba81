import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@cniot/contract/constants';
import { fetchList } from './crud-api.ts';
import { listParams, type Sort } from './list-params.ts';
import type { Resource, Row } from './resource.ts';

/** Stable while nothing loaded, so effects keyed on the rows run once per answer. */
const NO_ROWS: Row[] = [];

/** Page, search and sort of one list, and its rows (kept on screen while the next page loads). */
export function useListQuery(resource: Resource, fixed?: Row) {
  const paged = !resource.tree && !resource.unpaged;
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [filters, setFilters] = useState<Row>({});
  const [sort, setSort] = useState<Sort>();
  const params = listParams({ filters, fixed: { ...resource.listParams, ...fixed }, page: paged ? page : undefined, sort });
  const query = useQuery({
    queryKey: ['list', resource.name, params],
    queryFn: () => fetchList(resource, params),
    placeholderData: keepPreviousData,
  });

  return {
    params,
    paged,
    rows: query.data?.rows ?? NO_ROWS,
    total: query.data?.total ?? 0,
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
