import { bigint, char, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { audit } from './system.ts';

export const dataGlobalCountry = pgTable('data_global_country', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 100 }).notNull(),
  countryCode: varchar('country_code', { length: 2 }).notNull().unique(),
  alpha3: varchar('alpha3', { length: 3 }),
  phoneCode: varchar('phone_code', { length: 16 }),
  sort: integer('sort').notNull().default(0),
  status: char('status', { length: 1 }).notNull().default('0'),
  ...audit,
});

export const dataGlobalState = pgTable('data_global_state', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  countryCode: varchar('country_code', { length: 2 }).notNull(),
  parentId: bigint('parent_id', { mode: 'number' }).notNull().default(0),
  name: varchar('name', { length: 100 }).notNull(),
  code: varchar('code', { length: 16 }).notNull(),
  sort: integer('sort').notNull().default(0),
});
