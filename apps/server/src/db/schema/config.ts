import { bigint, char, pgTable, varchar } from 'drizzle-orm/pg-core';
import { audit } from './system.ts';

export const sysConfig = pgTable('sys_config', {
  configId: bigint('config_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  configName: varchar('config_name', { length: 100 }).notNull(),
  configKey: varchar('config_key', { length: 100 }).notNull().unique(),
  configValue: varchar('config_value', { length: 500 }).notNull().default(''),
  configType: char('config_type', { length: 1 }).notNull().default('N'),
  remark: varchar('remark', { length: 500 }),
  ...audit,
});
