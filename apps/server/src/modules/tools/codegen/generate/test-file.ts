import type { GenColumn, GenFile } from '@cniot/contract/tools/codegen';
import { commentText, keyOf, namesOf, quote, type GenModel } from './model.ts';
import { SAMPLE_DEPTS, sampleValue } from './samples.ts';

const literal = (v: string | number | boolean) => (typeof v === 'string' ? quote(v) : String(v));
const row = (form: GenColumn[], n: 1 | 2 | 3) => `{ ${form.map((c) => `${c.fieldName}: ${literal(sampleValue(c, n))}`).join(', ')} }`;

/** The scope case: a user seeing one organization sees its rows only, or, unscoped, every reader sees every row. */
function scopeCase(m: GenModel, user: string, perm: string, key: string): string[] {
  const outsider = [
    `    const outsider = await userWithPerms(t.app.db, '${user}Outsider', [], { deptId: ${SAMPLE_DEPTS[0]} });`,
    '    expect((await json(outsider.token, { url: `${url}/list` })).status).toBe(403);',
  ];
  if (!m.table.scoped)
    return [
      "  it('shows every row to any reader, whatever its data scope, and refuses callers without the permission', async () => {",
      `    const reader = await userWithPerms(t.app.db, '${user}Reader', ['${perm}:list'], { deptId: ${SAMPLE_DEPTS[0]}, dataScope: '5' });`,
      '    expect((await json(reader.token, { url: `${url}/list` })).body.total).toBe(2);',
      "    expect((await json(reader.token, { method: 'POST', url, payload: third })).status).toBe(403);",
      ...outsider,
      '  });',
    ];
  return [
    "  it('shows a user limited to its organization and below only the rows there', async () => {",
    `    const perms = ['${perm}:list', '${perm}:query', '${perm}:remove'];`,
    `    const dealer = await userWithPerms(t.app.db, '${user}Dealer', perms, { deptId: ${SAMPLE_DEPTS[0]}, dataScope: '4' });`,
    `    expect((await json(dealer.token, { url: \`\${url}/list\` })).body.rows?.map((r) => r.${key})).toEqual([ids[0]]);`,
    '    expect((await json(dealer.token, { url: `${url}/${ids[1]}` })).status).toBe(404);',
    "    expect((await json(dealer.token, { method: 'DELETE', url: `${url}/${ids[1]}` })).status).toBe(404);",
    ...outsider,
    '  });',
  ];
}

/** A search the test can check: the first text or integer filter of a form field. */
const searchOf = (form: GenColumn[]) => form.find((c) => (c.searchOp === 'like' || c.searchOp === 'eq') && (c.zodType === 'string' || c.zodType === 'integer'));

/** `apps/server/test/modules/<domain>/<name>.test.ts`: list, create, update, delete and scope through the real routes. */
export function testFile(m: GenModel): GenFile {
  const n = namesOf(m);
  const { table } = m;
  const key = keyOf(m).fieldName;
  const form = m.columns.filter((c) => c.isForm);
  const changed = form.find((c) => c.zodType === 'string' && !c.dictType && c.columnName !== 'dept_id') ?? form.find((c) => c.columnName !== 'dept_id') ?? form[0];
  const search = searchOf(form);
  const lines = [
    "import type { InjectOptions } from 'fastify';",
    "import { afterAll, beforeAll, describe, expect, it } from 'vitest';",
    "import { signedInApp, type TestApp } from '../../helpers/app.ts';",
    "import { userWithPerms } from '../../helpers/users.ts';",
    '',
    `/** ${commentText(table.title)} (\`${table.apiPath}\`, table ${table.tableName}): the routes its manifest derives, as the code generator wrote this test. */`,
    'type Body = { code: number; msg: string; data?: Record<string, unknown>; rows?: Record<string, unknown>[]; total?: number };',
    'let t: TestApp;',
    'let admin: string;',
    `const url = '/cniotapi${table.apiPath}';`,
    'const ids: number[] = [];',
    `const first = ${row(form, 1)};`,
    `const second = ${row(form, 2)};`,
    `const third = ${row(form, 3)};`,
    'const json = async (token: string, opts: InjectOptions) => {',
    '  const res = await t.call(token, opts);',
    '  return { status: res.statusCode, body: res.json() as Body };',
    '};',
    '',
    'beforeAll(async () => {',
    '  ({ t, admin } = await signedInApp());',
    '  for (const payload of [first, second]) {',
    "    const created = await json(admin, { method: 'POST', url, payload });",
    "    expect(created.body.msg).toBe('Operation successful');",
    '    ids.push(Number(created.body.data?.id));',
    '  }',
    '});',
    'afterAll(() => t.close());',
    '',
    `describe(${quote(table.title)}, () => {`,
    "  it('lists the rows, newest first', async () => {",
    '    const list = await json(admin, { url: `${url}/list` });',
    '    expect(list.body.total).toBe(2);',
    `    expect(list.body.rows?.map((r) => r.${key})).toEqual([ids[1], ids[0]]);`,
    ...(search
      ? [
          `    const found = await json(admin, { url: \`\${url}/list?${search.fieldName}=\${encodeURIComponent(first.${search.fieldName})}\` });`,
          `    expect(found.body.rows?.map((r) => r.${key})).toEqual([ids[0]]);`,
        ]
      : []),
    '  });',
    '',
    ...scopeCase(m, table.resourceName, table.permPrefix, key),
    '',
    "  it('reads, updates and deletes a row', async () => {",
    '    expect((await json(admin, { url: `${url}/${ids[0]}` })).body.data).toMatchObject(first);',
    `    const edited = await json(admin, { method: 'PUT', url, payload: { ...first, ${key}: ids[0], ${changed.fieldName}: third.${changed.fieldName} } });`,
    '    expect(edited.body.code).toBe(200);',
    `    expect((await json(admin, { url: \`\${url}/\${ids[0]}\` })).body.data).toMatchObject({ ${changed.fieldName}: third.${changed.fieldName} });`,
    "    expect((await json(admin, { method: 'DELETE', url: `${url}/${ids[0]}` })).body.code).toBe(200);",
    '    expect((await json(admin, { url: `${url}/${ids[0]}` })).status).toBe(404);',
    '  });',
    '});',
    '',
  ];
  return { path: `apps/server/test/modules/${n.domain}/${n.file}.test.ts`, language: 'typescript', kind: 'create', content: lines.join('\n') };
}
