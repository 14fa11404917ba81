import { and, eq, ne, or } from 'drizzle-orm';
import type { GenTableUpdate } from '@cniot/contract/tools/codegen';
import { MANIFESTS } from '@cniot/contract/manifest/registry';
import type { Db } from '../../../db/client.ts';
import { genTable, genTableColumn } from '../../../db/schema/codegen.ts';
import { badRequest, conflict } from '../../../lib/errors.ts';
import { readTable } from './store.ts';

/** The rules between fields of one body that the contract's shapes cannot say; each refusal names the field. */
function checkColumns(body: GenTableUpdate, stored: Awaited<ReturnType<typeof readTable>>) {
  const ids = new Set(stored.columns.map((c) => c.columnId));
  if (body.columns.length !== ids.size || body.columns.some((c) => !ids.has(c.columnId))) throw badRequest('codegen.columnsChanged');
  const seen = new Set<string>();
  for (const c of body.columns) {
    if (seen.has(c.fieldName)) throw badRequest('codegen.duplicateField', { field: c.fieldName });
    seen.add(c.fieldName);
    const column = stored.columns.find((s) => s.columnId === c.columnId)!;
    if (column.isPk && c.isForm) throw badRequest('codegen.keyInForm', { field: c.fieldName });
    if (c.searchOp === 'range' && c.zodType !== 'date' && c.zodType !== 'datetime') throw badRequest('codegen.rangeNeedsTime', { field: c.fieldName });
  }
  if (body.columns.filter((c) => c.searchOp === 'range').length > 1) throw badRequest('codegen.oneRange');
  if (!body.columns.some((c) => c.isForm)) throw badRequest('codegen.noForm');
  if (body.scoped && !stored.columns.some((c) => c.columnName === 'dept_id')) throw badRequest('codegen.scopeNeedsDept');
}

/** Another screen, existing or imported, may not share the name, the permission prefix or the API path. */
async function checkNames(tx: Db, body: GenTableUpdate) {
  const taken = (m: { name: string; perm: string; api: string }) => {
    if (m.name === body.resourceName) throw conflict('codegen.nameTaken', { name: body.resourceName });
    if (m.perm === body.permPrefix) throw conflict('codegen.permTaken', { perm: body.permPrefix });
    if (m.api === body.apiPath) throw conflict('codegen.apiTaken', { path: body.apiPath });
  };
  MANIFESTS.forEach(taken);
  const others = await tx
    .select({ name: genTable.resourceName, perm: genTable.permPrefix, api: genTable.apiPath })
    .from(genTable)
    .where(and(ne(genTable.tableId, body.tableId), or(eq(genTable.resourceName, body.resourceName), eq(genTable.permPrefix, body.permPrefix), eq(genTable.apiPath, body.apiPath))));
  others.forEach(taken);
}

/** Saves the table's and its columns' settings; the database's facts about the columns stay as imported. */
export async function updateTable(tx: Db, body: GenTableUpdate, by: string): Promise<void> {
  const stored = await readTable(tx, body.tableId);
  checkColumns(body, stored);
  await checkNames(tx, body);
  const { columns, tableId, ...settings } = body;
  await tx
    .update(genTable)
    .set({ ...settings, updateBy: by, updateTime: new Date() })
    .where(eq(genTable.tableId, tableId));
  for (const { columnId, ...column } of columns) {
    await tx
      .update(genTableColumn)
      .set(column)
      .where(and(eq(genTableColumn.columnId, columnId), eq(genTableColumn.tableId, tableId)));
  }
}
