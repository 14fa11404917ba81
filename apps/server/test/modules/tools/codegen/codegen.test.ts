import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenColumn, GenFile } from '@cniot/contract/tools/codegen';
import { signedInApp, type TestApp } from '../../../helpers/app.ts';
import { menuId } from '../../../helpers/menus.ts';
import { Dept, Role, userWithRoles } from '../../system/helpers.ts';
import { createSampleTable, importTable, json } from './sample-table.ts';
import { unzip } from './unzip.ts';

/** The code generator's routes on a table made by hand: offer, import, edit, preview, download, synchronize, remove. */
let t: TestApp;
let admin: string;
let tableId: number;
const gen = '/cniotapi/tool/gen';
const call = (opts: Parameters<typeof json>[2], token = admin) => json(t, token, opts);
const read = async () => (await call({ url: `${gen}/${tableId}` })).body.data as { info: Record<string, unknown>; rows: GenColumn[] };
const column = (rows: GenColumn[], name: string) => rows.find((c) => c.columnName === name)!;
const save = (info: Record<string, unknown>, rows: GenColumn[], headers: Record<string, string> = {}) =>
  call({
    method: 'PUT',
    url: gen,
    headers,
    payload: {
      ...info,
      columns: rows.map(({ columnId, fieldName, label, zodType, required, isList, searchOp, isForm, isSort, isExport, widget, dictType }) => ({
        columnId,
        fieldName,
        label,
        zodType,
        required,
        isList,
        searchOp,
        isForm,
        isSort,
        isExport,
        widget,
        dictType,
      })),
    },
  });
const editable = ({ tableId: id, resourceName, title, menuParent, menuIcon, permPrefix, apiPath, scoped }: Record<string, unknown>) => ({
  tableId: id,
  resourceName,
  title,
  menuParent,
  menuIcon,
  permPrefix,
  apiPath,
  scoped,
});

beforeAll(async () => {
  ({ t, admin } = await signedInApp());
  await createSampleTable(t);
});
afterAll(() => t.close());

describe('code generator', () => {
  it('offers the tables without a screen, with their comments', async () => {
    const { body } = await call({ url: `${gen}/db/list?pageSize=1000` });
    const names = body.rows.map((r: { tableName: string }) => r.tableName);
    expect(body.rows).toContainEqual({ tableName: 'demo_gadget', tableComment: 'Demo gadgets' });
    expect(names).not.toContain('app_faq');
    expect(names).not.toContain('sys_user');
    expect(names).not.toContain('gen_table_column');
    expect((await call({ url: `${gen}/db/list?tableComment=GADGETS` })).body.rows).toEqual([{ tableName: 'demo_gadget', tableComment: 'Demo gadgets' }]);
  });

  it('imports a table with settings derived from its columns', async () => {
    tableId = await importTable(t, admin, 'demo_gadget');
    const { info, rows } = await read();
    expect(info).toMatchObject({ tableName: 'demo_gadget', resourceName: 'demoGadget', title: 'Demo gadgets', permPrefix: 'biz:demoGadget', apiPath: '/biz/demoGadget', scoped: true });
    expect(rows.map((c) => c.fieldName)).toEqual([
      'gadgetId',
      'gadgetName',
      'serialNo',
      'power',
      'quantity',
      'enabled',
      'installDate',
      'notes',
      'deptId',
      'createBy',
      'createTime',
      'updateBy',
      'updateTime',
    ]);
    expect(column(rows, 'gadget_name')).toMatchObject({ label: 'Gadget name', zodType: 'string', required: true, searchOp: 'like', isForm: true, maxLength: 64 });
    expect(column(rows, 'notes')).toMatchObject({ label: 'Notes', isList: false, widget: 'textarea' });
    expect(column(rows, 'dept_id')).toMatchObject({ widget: 'companyTree', isList: false, isForm: true });
    expect(column(rows, 'create_time')).toMatchObject({ zodType: 'datetime', searchOp: 'range', isForm: false });
    expect(column(rows, 'gadget_id')).toMatchObject({ isPk: true, isIdentity: true, isForm: false });
    expect((await call({ url: `${gen}/list?tableName=gadget` })).body.rows.map((r: { tableId: number }) => r.tableId)).toEqual([tableId]);
    expect((await call({ url: `${gen}/db/list?tableName=demo_gadget` })).body.total).toBe(0);
  });

  it('refuses tables it cannot import, saying why in the caller language', async () => {
    const imports = async (tables: string, lang = 'en_US') => (await call({ method: 'POST', url: `${gen}/importTable?tables=${tables}`, headers: { 'lang-type': lang } })).body.msg;
    expect(await imports('demo_gadget')).toBe('The table demo_gadget is imported already');
    expect(await imports('app_faq')).toBe('The table app_faq already has a screen');
    expect(await imports('no_such_table', 'de_DE')).toBe('Die Tabelle no_such_table existiert nicht');
    expect(await imports('sys_role_menu')).toBe('The table sys_role_menu has no primary key of one integer column, which a screen needs');
    expect(await imports('Robert%27);drop')).toBe('A table name has only lower-case letters, digits and underscores');
  });

  it('saves table and column settings, and refuses contradictory ones with a message naming the field', async () => {
    const { info, rows } = await read();
    column(rows, 'serial_no').label = 'Serial no.';
    column(rows, 'serial_no').dictType = 'sys_yes_no';
    column(rows, 'enabled').searchOp = 'eq';
    expect((await save({ ...editable(info), permPrefix: 'biz:gadget', apiPath: '/biz/gadget' }, rows)).body.code).toBe(200);
    const saved = await read();
    expect(saved.info).toMatchObject({ permPrefix: 'biz:gadget', apiPath: '/biz/gadget' });
    expect(column(saved.rows, 'serial_no')).toMatchObject({ label: 'Serial no.', dictType: 'sys_yes_no', dbType: 'character(8)' });

    const twice = saved.rows.map((c) => (c.columnName === 'notes' ? { ...c, fieldName: 'gadgetName' } : c));
    expect((await save(editable(saved.info), twice, { 'lang-type': 'de_DE' })).body.msg).toBe('Der Feldname gadgetName kommt zweimal vor');
    const range = saved.rows.map((c) => (c.columnName === 'quantity' ? { ...c, searchOp: 'range' as const } : c));
    expect((await save(editable(saved.info), range)).body.msg).toBe('Only date and time fields can be searched by range (quantity)');
    expect((await save({ ...editable(saved.info), permPrefix: 'biz:faq' }, saved.rows)).body.msg).toBe('The permission prefix biz:faq belongs to another screen');
    const bad = await save({ ...editable(saved.info), apiPath: 'biz gadget' }, saved.rows);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('The API path is one or more segments such as /biz/gadget');
  });

  it('refuses a title or label that could end a comment in the generated code (issue 23)', async () => {
    const { info, rows } = await read();
    const vectors = ["Gadgets */ require('child_process').execSync('id') /*", 'Gadgets\ndrop table sys_user cascade; --', 'Gad\rgets', 'Gadgets /* note', 'Gadgets\u2028x'];
    for (const title of vectors) {
      const res = await save({ ...editable(info), title }, rows);
      expect(res.status, JSON.stringify(title)).toBe(400);
      expect(res.body.msg, JSON.stringify(title)).toContain('Titles and labels cannot contain line breaks, /* or */');
      const labelled = rows.map((c) => (c.columnName === 'notes' ? { ...c, label: title } : c));
      expect((await save(editable(info), labelled)).status, JSON.stringify(title)).toBe(400);
    }
    expect((await read()).info.title).toBe(info.title);
  });

  it('previews the files of the screen', async () => {
    const { body } = await call({ url: `${gen}/preview/${tableId}` });
    const files = body.data as GenFile[];
    expect(files.map((f) => f.path)).toEqual([
      'packages/contract/src/system/demo-gadget.ts',
      expect.stringMatching(/^apps\/server\/src\/db\/migrations\/\d{4}-demo-gadget\.sql$/),
      'apps/server/src/db/schema/demo-gadget.ts',
      'apps/server/src/modules/plain-resources.ts',
      'packages/contract/src/manifest/registry.ts',
      'packages/contract/src/screens/catalogues.ts',
      'packages/contract/src/screens/english.ts',
      'packages/contract/src/screens/en-us/demo-gadget.ts',
      'packages/contract/src/screens/zh-cn/demo-gadget.ts',
      'packages/contract/src/screens/de-de/demo-gadget.ts',
      'packages/contract/src/screens/pl-pl/demo-gadget.ts',
      'apps/server/test/modules/system/demo-gadget.test.ts',
    ]);
    const manifest = files[0].content;
    expect(manifest).toContain("perm: 'biz:gadget',");
    expect(manifest).toContain("scope: 'dept',");
    expect(manifest).toContain("serialNo: { schema: z.string().trim().max(8).nullish(), dict: 'sys_yes_no', list: true, search: 'like', form: true, sort: true, export: true },");
    expect(files[1].content).toContain('CREATE INDEX demo_gadget_dept ON demo_gadget USING btree (dept_id);');
    expect(files.find((f) => f.path.endsWith('de-de/demo-gadget.ts'))!.content).toContain("serialNo: 'Serial no.', // translate");
  });

  it('downloads the new files and the lines for the shared lists as a zip, one table or several', async () => {
    const res = await t.call(admin, { url: `${gen}/download/demo_gadget` });
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['download-filename']).toBe('demo_gadget.zip');
    const entries = unzip(res.rawPayload);
    expect([...entries.keys()]).toContain('apps/server/src/db/schema/demo-gadget.ts');
    expect([...entries.keys()]).not.toContain('packages/contract/src/manifest/registry.ts');
    expect(entries.get('SHARED-LISTS.md')).toContain('  manifestCrud(app, demoGadgetManifest, { table: demoGadget });');
    const batch = await t.call(admin, { url: `${gen}/batchGenCode?tables=demo_gadget,no_such` });
    expect(batch.statusCode).toBe(404);
    expect(batch.json().msg).toBe('The table no_such does not exist');
  });

  it('synchronizes the columns after the table changed, keeping the settings of those that remain', async () => {
    await t.app.db.execute(sql`alter table demo_gadget add column colour varchar(16)`);
    await t.app.db.execute(sql`alter table demo_gadget drop column notes`);
    await t.app.db.execute(sql`alter table demo_gadget alter column serial_no type varchar(20)`);
    expect((await call({ method: 'PUT', url: `${gen}/synchDb/demo_gadget` })).body.code).toBe(200);
    const { rows } = await read();
    expect(rows.map((c) => c.columnName)).not.toContain('notes');
    expect(column(rows, 'colour')).toMatchObject({ fieldName: 'colour', label: 'Colour', isForm: true, searchOp: 'like' });
    expect(column(rows, 'serial_no')).toMatchObject({ label: 'Serial no.', dictType: 'sys_yes_no', dbType: 'character varying(20)', maxLength: 20 });
  });

  it('belongs to platform administrators only, under system tools', async () => {
    const page = await menuId(t.app.db, 'tool:gen');
    const { body } = await call({ url: `/cniotapi/system/menu/${page}` });
    expect(body.data).toMatchObject({ component: 'tool/gen/index', path: 'gen', perms: 'tool:gen:list' });
    expect(await menuId(t.app.db, 'dir:systemTools')).toBeGreaterThan(0);
    for (const [name, role, dept] of [
      ['genStaff', Role.sysUser, Dept.operations],
      ['genDealer', Role.agencyUser, Dept.solarTech],
    ] as const) {
      const user = await userWithRoles(t, name, [role], dept);
      expect((await call({ url: `${gen}/list` }, user.token)).status).toBe(403);
      expect((await call({ url: `${gen}/preview/${tableId}` }, user.token)).status).toBe(403);
    }
  });

  it('removes an imported table, which is offered again', async () => {
    expect((await call({ method: 'DELETE', url: `${gen}/${tableId}` })).body.code).toBe(200);
    expect((await call({ url: `${gen}/${tableId}` })).status).toBe(404);
    expect((await call({ url: `${gen}/db/list?tableName=demo_gadget` })).body.total).toBe(1);
  });
});
