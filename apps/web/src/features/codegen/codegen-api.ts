import type { DbTable, GenColumn, GenFile, GenTable, GenTableUpdate } from '@cniot/contract/tools/codegen';
import { feedback } from '../../lib/feedback.ts';
import { isFileBlob, saveBlob } from '../../lib/request/download.ts';
import { api, http } from '../../lib/request/http.ts';
import { call } from '../../lib/request/call.ts';
import { codeMessage } from '../../lib/request/rules.ts';

const GEN = '/tool/gen';

export const listDbTables = (params: { tableName?: string; tableComment?: string; pageNum: number; pageSize: number }) => api.get<{ rows: DbTable[]; total: number }>(`${GEN}/db/list`, params);

export const importTables = (names: string[]) => api.post(`${GEN}/importTable`, undefined, { params: { tables: names.join(',') } });

export const getGenTable = async (tableId: string | number) => (await api.get<{ data: { info: GenTable & { tableId: number }; rows: GenColumn[] } }>(`${GEN}/${tableId}`)).data;

export const saveGenTable = (body: GenTableUpdate) => call('PUT /tool/gen', body);

export const synchronize = (tableName: string) => call('PUT /tool/gen/synchDb/{tableName}', { tableName });

export const previewFiles = async (tableId: unknown) => (await api.get<{ data: GenFile[] }>(`${GEN}/preview/${tableId}`)).data;

/** The zip of one table's or several tables' screens; a refusal comes back as JSON and is shown. */
export async function downloadCode(names: string[]) {
  const url = names.length === 1 ? `${GEN}/download/${names[0]}` : `${GEN}/batchGenCode?tables=${names.join(',')}`;
  const response = await http.get<Blob>(url, { responseType: 'blob' });
  if (isFileBlob(response.data)) return saveBlob(response.data, `${names.length === 1 ? names[0] : 'screens'}.zip`);
  const body = JSON.parse(await response.data.text()) as { code?: number; msg?: string };
  const message = codeMessage(body.code ?? 0, body.msg, 'request.downloadFailed');
  feedback().message.error(message);
  throw new Error(message);
}

/** Every dictionary type, for the column's dictionary choice. */
export const dictTypeNames = async () => (await api.get<{ data: { dictType: string; dictName: string }[] }>('/system/dict/type/optionselect', undefined, { silent: true })).data;
