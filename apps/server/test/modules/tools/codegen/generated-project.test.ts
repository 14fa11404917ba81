import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { GenColumn, GenFile } from '@cniot/contract/tools/codegen';
import { signedInApp, type TestApp } from '../../../helpers/app.ts';
import { copyProject, ROOT, run, writeGenerated } from './project-copy.ts';
import { createSampleTable, importTable, json } from './sample-table.ts';

/**
 * The promise of the generator: its files, written into a copy of the project,
 * type-check and the test it wrote passes there, on a table it never saw.
 */
let t: TestApp;
let files: GenFile[];
let copy: ReturnType<typeof copyProject>;

beforeAll(async () => {
  let admin: string;
  ({ t, admin } = await signedInApp());
  await createSampleTable(t, 'lab_gadget');
  const tableId = await importTable(t, admin, 'lab_gadget');
  const { info, rows } = (await json(t, admin, { url: `/cniotapi/tool/gen/${tableId}` })).body.data as { info: Record<string, unknown>; rows: GenColumn[] };
  // An edit as a user makes it: a label, a dictionary and a search on the integer column.
  const columns = rows.map(({ columnId, fieldName, label, zodType, required, isList, searchOp, isForm, isSort, isExport, widget, dictType }) => ({
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
  }));
  Object.assign(
    columns.find((c) => c.fieldName === 'serialNo')!,
    { label: 'Serial no.', dictType: 'sys_yes_no' },
  );
  Object.assign(
    columns.find((c) => c.fieldName === 'quantity')!,
    { searchOp: 'eq' },
  );
  const { tableId: id, resourceName, title, menuParent, menuIcon, permPrefix, apiPath, scoped } = info;
  const saved = await json(t, admin, { method: 'PUT', url: '/cniotapi/tool/gen', payload: { tableId: id, resourceName, title, menuParent, menuIcon, permPrefix, apiPath, scoped, columns } });
  expect(saved.body.msg).toBe('Operation successful');
  files = (await json(t, admin, { url: `/cniotapi/tool/gen/preview/${tableId}` })).body.data;
  copy = copyProject();
});

afterAll(async () => {
  await t.close();
  if ('dir' in copy) fs.rmSync(copy.dir, { recursive: true, force: true });
});

describe('generated screen in a copy of the project', () => {
  it('type-checks, and its generated server test passes', async (ctx) => {
    if ('reason' in copy) return ctx.skip(copy.reason);
    const { dir } = copy;
    writeGenerated(dir, files);

    // The server's sources and the generated test: the project's other tests cannot change what its files' errors are
    // (a quarter of the check's CPU).
    const test = files.find((f) => f.path.startsWith('apps/server/test/'))!.path.replace('apps/server/', '');
    fs.writeFileSync(path.join(dir, 'apps/server/tsconfig.generated.json'), JSON.stringify({ extends: './tsconfig.json', include: ['src', test] }));
    const tsc = await run([path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'apps/server/tsconfig.generated.json', '--pretty', 'false'], { cwd: dir, timeoutMs: 240_000 });
    // Errors of files the generator neither wrote nor edited are the project's own type check's to report.
    const touched = files.map((f) => f.path);
    const ours = tsc.output.split('\n').filter((line) => touched.some((p) => line.startsWith(p)) || line.includes('(stopped after'));
    expect(ours).toEqual([]);

    // On the embedded database: a template database of a server given by DATABASE_URL belongs to this run.
    const env = { ...process.env, DATABASE_URL: '', MQTT_URL: '', NO_COLOR: '1', FORCE_COLOR: '0', PGLITE_BASE_SNAPSHOT: inject('pgliteSnapshot') || undefined };
    const vitest = await run([path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', test], { cwd: path.join(dir, 'apps/server'), env, timeoutMs: 240_000 });
    expect(vitest.output).toMatch(/Tests\s+3 passed/);
    expect(vitest.code, vitest.output).toBe(0);
  }, 600_000);
});
