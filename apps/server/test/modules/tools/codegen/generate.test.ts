import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GenColumn } from '@cniot/contract/tools/codegen';
import { checkZip } from '../../../../src/lib/zip-limits.ts';
import { filesOf } from '../../../../src/modules/tools/codegen/generate/generate.ts';
import { migrationCreating, nextMigration } from '../../../../src/modules/tools/codegen/generate/migration-file.ts';
import type { GenModel } from '../../../../src/modules/tools/codegen/generate/model.ts';
import { sampleValue } from '../../../../src/modules/tools/codegen/generate/samples.ts';
import { zipFiles } from '../../../../src/modules/tools/codegen/zip.ts';
import { applyEdits, ROOT } from './project-copy.ts';
import { unzip } from './unzip.ts';

/** The generators on a model made here, without a database: what each file says for each kind of column. */
let id = 0;
const column = (columnName: string, dbType: string, settings: Partial<GenColumn>): GenColumn => ({
  columnId: ++id,
  tableId: 1,
  columnName,
  ordinal: id,
  dbType,
  isPk: false,
  isIdentity: false,
  nullable: true,
  defaultValue: null,
  columnComment: '',
  maxLength: null,
  fieldName: columnName.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()),
  label: columnName,
  zodType: 'string',
  required: false,
  isList: false,
  searchOp: '',
  isForm: false,
  isSort: false,
  isExport: false,
  widget: '',
  dictType: '',
  ...settings,
});

const model: GenModel = {
  table: {
    tableId: 1,
    tableName: 'biz_pump',
    tableComment: "Pumps' register",
    resourceName: 'pump',
    title: 'Pumps',
    menuParent: 'serviceContent',
    menuIcon: 'list',
    permPrefix: 'biz:pump',
    apiPath: '/biz/pump',
    scoped: false,
  },
  columns: [
    column('pump_id', 'integer', { isPk: true, nullable: false, defaultValue: "nextval('biz_pump_pump_id_seq'::regclass)", zodType: 'integer', isList: true }),
    column('pump_name', 'character varying(40)', { nullable: false, required: true, maxLength: 40, isForm: true, isList: true, searchOp: 'like', columnComment: "Pump's name", label: "Pump's name" }),
    column('kind', 'character(1)', { nullable: false, defaultValue: "'0'::bpchar", maxLength: 1, isForm: true, dictType: 'sys_yes_no', searchOp: 'eq' }),
    column('flow', 'smallint', { zodType: 'integer', isForm: true, isSort: true }),
    column('rate', 'numeric(6,2)', { nullable: false, defaultValue: '0', zodType: 'number', isForm: true, isExport: true }),
    column('active', 'boolean', { nullable: false, defaultValue: 'true', zodType: 'boolean', isForm: true, searchOp: 'eq' }),
    column('checked_on', 'date', { zodType: 'date', isForm: true, widget: 'date' }),
    column('token', 'uuid', { defaultValue: 'gen_random_uuid()' }),
    column('del_flag', 'character(1)', { nullable: false, defaultValue: "'0'::bpchar", maxLength: 1 }),
    column('create_time', 'timestamp with time zone', { nullable: false, defaultValue: 'now()', zodType: 'datetime', isList: true, searchOp: 'range' }),
  ],
  migration: { file: '0999-pump.sql', comment: "Pumps' register", constraints: ['alter table biz_pump add constraint biz_pump_flow check ((flow >= 0));'], indexes: [] },
};
const files = filesOf(model);
const file = (end: string) => files.find((f) => f.path.endsWith(end))!.content;

describe('generated files', () => {
  it('declares in the manifest the fields with a role, their rules from the column, the soft delete and the actions the roles need', () => {
    const manifest = file('contract/src/people/pump.ts');
    expect(manifest).toContain("actions: ['list', 'query', 'add', 'edit', 'remove', 'export'],");
    expect(manifest).toContain("softDelete: 'delFlag',");
    expect(manifest).not.toContain('scope:');
    expect(manifest).toContain("pumpName: { schema: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(40), list: true, search: 'like', form: true },");
    expect(manifest).toContain("kind: { schema: z.string().trim().max(1).optional(), dict: 'sys_yes_no', search: 'eq', form: true },");
    expect(manifest).toContain('flow: { schema: z.number().int().min(-32768).max(32767).nullish(), form: true, sort: true },');
    expect(manifest).toContain("active: { schema: z.boolean().optional(), search: 'eq', searchSchema: z.stringbool(), form: true },");
    expect(manifest).toContain("checkedOn: { schema: z.iso.date().nullish(), form: { widget: 'date' } },");
    expect(manifest).toContain("createTime: { list: { type: 'datetime' }, search: 'range' },");
    expect(manifest).not.toContain('token:');
  });

  it('declares the Drizzle table with the database types, keys and defaults', () => {
    const drizzle = file('schema/pump.ts');
    expect(drizzle).toContain("import { sql } from 'drizzle-orm';");
    expect(drizzle).toContain("import { boolean, char, date, integer, numeric, pgTable, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';");
    expect(drizzle).toContain("pumpId: integer('pump_id').primaryKey().default(sql`nextval('biz_pump_pump_id_seq'::regclass)`),");
    expect(drizzle).toContain("kind: char('kind', { length: 1 }).notNull().default('0'),");
    expect(drizzle).toContain("rate: numeric('rate', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),");
    expect(drizzle).toContain("active: boolean('active').notNull().default(true),");
    expect(drizzle).toContain("checkedOn: date('checked_on', { mode: 'string' }),");
    expect(drizzle).toContain("createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),");
    expect(drizzle).toContain('/** Pumps (migration 0999-pump.sql). */');
  });

  it('writes the migration as the database has the table: serial key, defaults, comments quoted, constraints', () => {
    const migration = file('0999-pump.sql');
    expect(migration).toContain('  pump_id serial primary key,\n');
    expect(migration).toContain("  kind character(1) not null default '0'::bpchar,\n");
    expect(migration).toContain("comment on table biz_pump is 'Pumps'' register';");
    expect(migration).toContain("comment on column biz_pump.pump_name is 'Pump''s name';");
    expect(migration).toContain('alter table biz_pump add constraint biz_pump_flow check ((flow >= 0));');
    expect(filesOf({ ...model, migration: undefined }, '0140-stations.sql').some((f) => f.language === 'sql')).toBe(false);
  });

  it('marks every text of the other catalogues to translate, the English ones not', () => {
    expect(file('en-us/pump.ts')).not.toContain('translate');
    const german = file('de-de/pump.ts');
    const values = german.split('\n').filter((line) => /: '.*',/.test(line));
    expect(values).toHaveLength(12);
    expect(values.every((line) => line.endsWith('// translate'))).toBe(true);
    expect(german).toContain("pumpName: 'Pump\\'s name', // translate");
    expect(german).toContain('export const pumpTexts: Translation<typeof en> = {');
  });

  it('adds its lines to the shared lists of the project as they are today, once each', () => {
    for (const list of files.filter((f) => f.kind === 'insert')) {
      const source = fs.readFileSync(path.join(ROOT, list.path), 'utf8');
      const edited = applyEdits(source, list.edits ?? []);
      for (const edit of list.edits ?? []) expect(edited.split(edit.text).length, `${list.path}: ${edit.where}`).toBe(2);
    }
    expect(file('plain-resources.ts')).toContain("manifestCrud(app, pumpManifest, { table: bizPump, hidden: ['delFlag'] });");
  });

  it('finds the migration creating a table, and numbers a new one after the last', () => {
    expect(migrationCreating('app_faq')).toBe('0131-faq.sql');
    expect(migrationCreating('biz_pump')).toBeUndefined();
    const highest = Math.max(...fs.readdirSync(path.join(ROOT, 'apps/server/src/db/migrations')).map((f) => Number(f.slice(0, 4))));
    expect(nextMigration('pumpStation')).toBe(`${String(highest + 1).padStart(4, '0')}-pump-station.sql`);
  });

  it('sends values that fit the column and read back as sent', () => {
    const [, name, kind, flow, rate] = model.columns;
    expect([1, 2, 3].map((n) => sampleValue(name, n as 1))).toEqual(['pumpName1', 'pumpName2', 'pumpName3']);
    expect(sampleValue(kind, 2)).toBe('1');
    expect(sampleValue(column('code', 'character(4)', { maxLength: 4 }), 1)).toBe('ode1');
    expect(sampleValue(column('code', 'character(4)', { maxLength: 4, dictType: 'x' }), 1)).toBe('0   ');
    expect([sampleValue(flow, 3), sampleValue(rate, 1)]).toEqual([3, 1.5]);
  });
});

describe('zip writer', () => {
  it('writes a zip that unpacks to the files, within the upload limits', async () => {
    const zip = zipFiles([
      { name: 'a/b.ts', content: 'export const b = 1;\n'.repeat(100) },
      { name: 'ü.md', content: '# Größe' },
    ]);
    expect(Object.fromEntries(unzip(zip))).toEqual({ 'a/b.ts': 'export const b = 1;\n'.repeat(100), 'ü.md': '# Größe' });
    expect(await checkZip(zip, { maxUnpackedBytes: 10_000, maxEntries: 10 })).toEqual({ ok: true, unpackedBytes: 2009 });
  });
});
