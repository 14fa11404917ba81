import { bigint, char, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { audit } from './system.ts';

/** Service content the apps show (migration 0131). */
export const appFaq = pgTable('app_faq', {
  faqId: bigint('faq_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  question: varchar('question', { length: 500 }).notNull(),
  answer: text('answer').notNull(),
  language: varchar('language', { length: 10 }).notNull().default('en_US'),
  faqType: char('faq_type', { length: 1 }).notNull().default('0'),
  appType: char('app_type', { length: 1 }).notNull().default('0'),
  sort: integer('sort').notNull().default(0),
  ...audit,
});
