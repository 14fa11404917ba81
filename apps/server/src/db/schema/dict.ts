import { bigint, char, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { audit } from './system.ts';

export const sysDictType = pgTable('sys_dict_type', {
  dictId: bigint('dict_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  dictName: varchar('dict_name', { length: 100 }).notNull(),
  dictType: varchar('dict_type', { length: 100 }).notNull().unique(),
  status: char('status', { length: 1 }).notNull().default('0'),
  remark: varchar('remark', { length: 500 }),
  ...audit,
});

export const sysDictData = pgTable('sys_dict_data', {
  dictCode: bigint('dict_code', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  dictSort: integer('dict_sort').notNull().default(0),
  dictLabel: varchar('dict_label', { length: 100 }).notNull(),
  dictValue: varchar('dict_value', { length: 100 }).notNull(),
  dictType: varchar('dict_type', { length: 100 }).notNull(),
  cssClass: varchar('css_class', { length: 100 }),
  listClass: varchar('list_class', { length: 100 }),
  isDefault: char('is_default', { length: 1 }).notNull().default('N'),
  status: char('status', { length: 1 }).notNull().default('0'),
  remark: varchar('remark', { length: 500 }),
  ...audit,
});
