import type { R, TableData } from '@cniot/contract/envelope';
import { MAX_PAGE_SIZE } from '@cniot/contract/constants';
import { api } from './request/http.ts';
import { queryClient } from './query-client.ts';

export interface Country {
  id: number;
  name: string;
  countryCode: string;
}

export interface Dept {
  deptId: number;
  parentId: number;
  deptName: string;
}

/** Lists that answer with rows, or (trees) with data. */
const rowsOf = <T>(body: Partial<TableData<T>> & Partial<R<T[]>>): T[] => body.rows ?? body.data ?? [];

const all = { pageNum: 1, pageSize: MAX_PAGE_SIZE };

/** Countries and organizations load with the session (spec §4); forms take them from this cache. */
export const countriesQuery = {
  queryKey: ['reference', 'countries'],
  queryFn: async () => rowsOf<Country>(await api.get('/iot/dataGlobalCountry/list', all, { silent: true })),
  staleTime: Infinity,
};

export const deptsQuery = {
  queryKey: ['reference', 'depts'],
  queryFn: async () => rowsOf<Dept>(await api.get('/system/dept/list', all, { silent: true })),
  staleTime: Infinity,
};

/** A user without these permissions still gets a console: failures here are not fatal. */
export const prefetchReferenceData = () => Promise.all([queryClient.prefetchQuery(countriesQuery), queryClient.prefetchQuery(deptsQuery)]);

/** After organizations or countries change, every picker built from them reloads. */
export const invalidateReferenceData = () =>
  Promise.all([queryClient.invalidateQueries({ queryKey: ['reference'] }), queryClient.invalidateQueries({ queryKey: ['options'] }), queryClient.invalidateQueries({ queryKey: ['companyTree'] })]);
