import { bigint, boolean, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { audit } from './system.ts';

/** Tables imported into the code generator (migration 0170). */
export const genTable = pgTable('gen_table', {
  tableId: bigint('table_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  tableName: varchar('table_name', { length: 63 }).notNull(),
  tableComment: varchar('table_comment', { length: 500 }).notNull().default(''),
  resourceName: varchar('resource_name', { length: 64 }).notNull(),
  title: varchar('title', { length: 100 }).notNull(),
  menuParent: varchar('menu_parent', { length: 64 }).notNull(),
  menuIcon: varchar('menu_icon', { length: 32 }).notNull().default('list'),
  permPrefix: varchar('perm_prefix', { length: 100 }).notNull(),
  apiPath: varchar('api_path', { length: 100 }).notNull(),
  scoped: boolean('scoped').notNull().default(false),
  ...audit,
});

/** The columns of an imported table: the database's facts and the screen's settings. */
export const genTableColumn = pgTable('gen_table_column', {
  columnId: bigint('column_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  tableId: bigint('table_id', { mode: 'number' }).notNull(),
  columnName: varchar('column_name', { length: 63 }).notNull(),
  ordinal: integer('ordinal').notNull(),
  dbType: varchar('db_type', { length: 100 }).notNull(),
  isPk: boolean('is_pk').notNull().default(false),
  isIdentity: boolean('is_identity').notNull().default(false),
  nullable: boolean('nullable').notNull().default(true),
  defaultValue: varchar('default_value', { length: 500 }),
  columnComment: varchar('column_comment', { length: 500 }).notNull().default(''),
  fieldName: varchar('field_name', { length: 64 }).notNull(),
  label: varchar('label', { length: 100 }).notNull(),
  zodType: varchar('zod_type', { length: 16 }).notNull(),
  maxLength: integer('max_length'),
  required: boolean('required').notNull().default(false),
  isList: boolean('is_list').notNull().default(false),
  searchOp: varchar('search_op', { length: 8 }).notNull().default(''),
  isForm: boolean('is_form').notNull().default(false),
  isSort: boolean('is_sort').notNull().default(false),
  isExport: boolean('is_export').notNull().default(false),
  widget: varchar('widget', { length: 16 }).notNull().default(''),
  dictType: varchar('dict_type', { length: 100 }).notNull().default(''),
});
