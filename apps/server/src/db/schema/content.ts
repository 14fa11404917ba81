import { bigint, char, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { audit, ts } from './system.ts';

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

/** What the app users report, and the reply (migration 0160). */
export const appFeedback = pgTable('app_feedback', {
  feedbackId: bigint('feedback_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  userId: bigint('user_id', { mode: 'number' }),
  deptId: bigint('dept_id', { mode: 'number' }),
  feedbackSource: char('feedback_source', { length: 1 }).notNull().default('0'),
  feedbackType: char('feedback_type', { length: 1 }).notNull().default('0'),
  problemList: varchar('problem_list', { length: 64 }).notNull().default(''),
  describes: varchar('describes', { length: 2000 }).notNull().default(''),
  images: varchar('images', { length: 2000 }).notNull().default(''),
  replyStatus: char('reply_status', { length: 1 }).notNull().default('0'),
  replyContent: text('reply_content').notNull().default(''),
  replyTime: ts('reply_time'),
  replyUserId: bigint('reply_user_id', { mode: 'number' }),
  replyUserName: varchar('reply_user_name', { length: 64 }).notNull().default(''),
  ...audit,
});

/** Internal messages to app users (migration 0160). */
export const appMessage = pgTable('app_message', {
  messageId: bigint('message_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  messageSource: char('message_source', { length: 1 }).notNull(),
  messageType: char('message_type', { length: 1 }).notNull(),
  messageTitle: varchar('message_title', { length: 200 }).notNull(),
  messageContent: text('message_content').notNull(),
  recipientType: char('recipient_type', { length: 1 }).notNull().default('0'),
  deptId: bigint('dept_id', { mode: 'number' }),
  userId: bigint('user_id', { mode: 'number' }),
  feedbackId: bigint('feedback_id', { mode: 'number' }),
  ...audit,
});

export const appMessageRecipient = pgTable('app_message_recipient', {
  messageId: bigint('message_id', { mode: 'number' }).notNull(),
  deptId: bigint('dept_id', { mode: 'number' }),
  appUserId: bigint('app_user_id', { mode: 'number' }),
});

/** App releases per app type and language (migration 0162). */
export const appVersion = pgTable('app_version', {
  versionId: bigint('version_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  appType: char('app_type', { length: 1 }).notNull().default('0'),
  language: varchar('language', { length: 10 }).notNull().default('en_US'),
  androidVersion: varchar('android_version', { length: 32 }).notNull().default(''),
  androidUrl: varchar('android_url', { length: 500 }).notNull().default(''),
  androidForce: char('android_force', { length: 1 }).notNull().default('N'),
  iosVersion: varchar('ios_version', { length: 32 }).notNull().default(''),
  iosUrl: varchar('ios_url', { length: 500 }).notNull().default(''),
  iosForce: char('ios_force', { length: 1 }).notNull().default('N'),
  googleVersion: varchar('google_version', { length: 32 }).notNull().default(''),
  googleUrl: varchar('google_url', { length: 500 }).notNull().default(''),
  googleForce: char('google_force', { length: 1 }).notNull().default('N'),
  upgradeInfo: varchar('upgrade_info', { length: 2000 }).notNull().default(''),
  ...audit,
});

/** Help documents and videos the apps show (migration 0162). */
export const appResource = pgTable('app_resource', {
  resourceId: bigint('resource_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  appType: char('app_type', { length: 1 }).notNull().default('0'),
  language: varchar('language', { length: 10 }).notNull().default('en_US'),
  resourceType: char('resource_type', { length: 1 }).notNull().default('0'),
  resourceUrl: varchar('resource_url', { length: 1000 }).notNull(),
  coverUrl: varchar('cover_url', { length: 500 }).notNull().default(''),
  title: varchar('title', { length: 200 }).notNull(),
  describe: varchar('describe', { length: 1000 }).notNull().default(''),
  appVersion: varchar('app_version', { length: 32 }).notNull().default(''),
  order: integer('resource_order').notNull().default(0),
  release: char('release', { length: 1 }).notNull().default('N'),
  top: char('top', { length: 1 }).notNull().default('N'),
  ...audit,
});
