import { done } from '@cniot/contract/answer';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GenPerm, genTableManifest, genTableUpdate, tableNames } from '@cniot/contract/tools/codegen';
import { pageQuery, searchField } from '@cniot/contract/paging';
import { genTable } from '../../../db/schema/codegen.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { ok, table } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { generateFiles, sharedListNotes } from './generate/generate.ts';
import { importableTables, importTables, readTable, synchronize, tableIdsByName } from './store.ts';
import { updateTable } from './update.ts';
import { zipFiles } from './zip.ts';

const TITLE = 'operTitle.codegen';
const id = z.object({ tableId: z.coerce.number().int().positive() });
const byName = z.object({ tableName: tableNames });
const dbListQuery = pageQuery.extend({ tableName: searchField(z.string().max(63)), tableComment: searchField(z.string().max(200)) });

const contains = (text: string, part: string | undefined) => !part || text.toLowerCase().includes(part.toLowerCase());

/** RuoYi's code generator (`/tool/gen`): import tables, configure their screen, preview and download its files. */
export const codegenRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.db;
  const userName = (req: Parameters<typeof currentUser>[0]) => currentUser(req).userName;

  manifestCrud(app, genTableManifest, { table: genTable, without: ['get'] });

  api.get('/tool/gen/db/list', { schema: { querystring: dbListQuery }, config: { permission: GenPerm.list } }, async (req) => {
    const q = req.query;
    const rows = (await importableTables(db())).filter((t) => contains(t.tableName, q.tableName) && contains(t.tableComment, q.tableComment));
    const start = (q.pageNum - 1) * q.pageSize;
    return table(req, { rows: rows.slice(start, start + q.pageSize), total: rows.length });
  });

  api.get('/tool/gen/:tableId', { schema: { params: id }, config: { permission: GenPerm.query } }, async (req) => {
    const { table: info, columns } = await readTable(db(), req.params.tableId);
    return ok(req, { info, rows: columns });
  });

  api.get('/tool/gen/column/:tableId', { schema: { params: id }, config: { permission: GenPerm.list } }, async (req) => {
    const { columns } = await readTable(db(), req.params.tableId);
    return table(req, { rows: columns, total: columns.length });
  });

  // A repeated import is refused as such (codegen.imported), so the duplicate-submit window adds nothing.
  api.post(
    '/tool/gen/importTable',
    { schema: { querystring: z.object({ tables: tableNames }) }, config: { permission: GenPerm.import, operLog: { title: TITLE, businessType: BusinessType.IMPORT }, repeatSubmit: false } },
    async (req) => ok(req, { tableIds: await db().transaction((tx) => importTables(tx, req.query.tables, userName(req))) }),
  );

  api.put(
    '/tool/gen',
    { schema: { response: { 200: done }, body: genTableUpdate }, config: { permission: GenPerm.edit, operLog: { title: TITLE, businessType: BusinessType.UPDATE } } },
    async (req) => {
      await db().transaction((tx) => updateTable(tx, req.body, userName(req)));
      return ok(req);
    },
  );

  api.put(
    '/tool/gen/synchDb/:tableName',
    { schema: { response: { 200: done }, params: byName }, config: { permission: GenPerm.edit, operLog: { title: TITLE, businessType: BusinessType.UPDATE } } },
    async (req) => {
      await db().transaction(async (tx) => {
        for (const name of req.params.tableName) await synchronize(tx, name, userName(req));
      });
      return ok(req);
    },
  );

  api.get('/tool/gen/preview/:tableId', { schema: { params: id }, config: { permission: GenPerm.preview } }, async (req) => ok(req, await generateFiles(db(), req.params.tableId)));

  const sendZip = async (reply: FastifyReply, names: string[]) => {
    const files = [];
    for (const tableId of await tableIdsByName(db(), names)) files.push(...(await generateFiles(db(), tableId)));
    const created = files.filter((f) => f.kind === 'create').map((f) => ({ name: f.path, content: f.content }));
    const zip = zipFiles([...created, { name: 'SHARED-LISTS.md', content: sharedListNotes(files) }]);
    const fileName = `${names.length === 1 ? names[0] : 'screens'}.zip`;
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('download-filename', fileName)
      .header('access-control-expose-headers', 'download-filename')
      .send(zip);
  };

  api.get('/tool/gen/download/:tableName', { schema: { params: byName }, config: { permission: GenPerm.code, answer: 'file' } }, (req, reply) => sendZip(reply, req.params.tableName));

  api.get('/tool/gen/batchGenCode', { schema: { querystring: z.object({ tables: tableNames }) }, config: { permission: GenPerm.code, answer: 'file' } }, (req, reply) =>
    sendZip(reply, req.query.tables),
  );
};
