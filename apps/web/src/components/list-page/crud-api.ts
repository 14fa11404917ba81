import type { R, TableData } from '@cniot/contract/envelope';
import { api } from '../../lib/request/http.ts';
import { toTree } from '../../lib/tree.ts';
import type { FormMode, ListResult, Resource, Row } from './resource.ts';

/** A `{rows, total}` answer as the list page draws it; lists that fetch their own data pass theirs through here. */
export const listResult = (body: Partial<TableData<Row>>): ListResult => ({ rows: body.rows ?? [], total: body.total ?? 0, estimated: body.totalExact === false });

/** Lists answer `{rows, total}`; trees and small lists answer `{data: [...]}`. */
export async function fetchList(resource: Resource, params: Row): Promise<ListResult> {
  if (resource.list) return resource.list(params);
  const body = await api.get<{ rows?: Row[]; data?: Row[]; total?: number; totalExact?: boolean }>(resource.listUrl ?? `${resource.api}/list`, params);
  const rows = body.rows ?? body.data ?? [];
  const total = body.total ?? rows.length;
  return { rows: resource.tree ? toTree(rows, resource.rowKey, resource.tree.parentKey) : rows, total, estimated: body.totalExact === false };
}

export async function loadRecord(resource: Resource, id: unknown): Promise<Row> {
  if (resource.load) return resource.load(id);
  return (await api.get<R<Row>>(`${resource.api}/${id}`)).data ?? {};
}

export function saveRecord(resource: Resource, values: Row, mode: FormMode) {
  if (resource.save) return resource.save(values, mode);
  return mode === 'add' ? api.post(resource.api, values) : api.put(resource.api, values);
}

export const removeRecords = (resource: Resource, ids: unknown[]) => api.delete(`${resource.api}/${ids.join(',')}`);
