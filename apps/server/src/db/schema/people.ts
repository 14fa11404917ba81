import { bigint, char, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { audit, ts } from './system.ts';

/** Institutions, dealer applications and app users; mirrors migrations/0150-people.sql. */

export const bizInstitution = pgTable('biz_institution', {
  deptId: bigint('dept_id', { mode: 'number' }).primaryKey(),
  remark: varchar('remark', { length: 500 }),
  ...audit,
});

export const bizAgentReview = pgTable('biz_agent_review', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  userName: varchar('user_name', { length: 64 }).notNull(),
  password: varchar('password', { length: 255 }).notNull().default(''),
  company: varchar('company', { length: 64 }).notNull(),
  email: varchar('email', { length: 128 }).notNull(),
  phone: varchar('phone', { length: 32 }).notNull().default(''),
  businessArea: varchar('business_area', { length: 255 }).notNull().default(''),
  mainBusiness: varchar('main_business', { length: 255 }).notNull().default(''),
  companySize: char('company_size', { length: 1 }).notNull().default('0'),
  inviterInfo: varchar('inviter_info', { length: 255 }).notNull().default(''),
  language: varchar('language', { length: 10 }).notNull().default('en_US'),
  examineStatus: char('examine_status', { length: 1 }).notNull().default('0'),
  examineDescribe: varchar('examine_describe', { length: 500 }),
  parentId: bigint('parent_id', { mode: 'number' }),
  deptId: bigint('dept_id', { mode: 'number' }),
  userId: bigint('user_id', { mode: 'number' }),
  examineBy: varchar('examine_by', { length: 64 }).notNull().default(''),
  examineTime: ts('examine_time'),
  createTime: ts('create_time').notNull().defaultNow(),
});

export const appUser = pgTable('app_user', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  nickname: varchar('nickname', { length: 64 }).notNull(),
  phone: varchar('phone', { length: 32 }).notNull().default(''),
  avatarUrl: varchar('avatar_url', { length: 255 }),
  mailbox: varchar('mailbox', { length: 128 }).notNull().default(''),
  password: varchar('password', { length: 255 }).notNull().default(''),
  openid: varchar('openid', { length: 128 }),
  province: varchar('province', { length: 64 }),
  city: varchar('city', { length: 64 }),
  district: varchar('district', { length: 64 }),
  address: varchar('address', { length: 255 }),
  sex: char('sex', { length: 1 }).notNull().default('2'),
  age: smallint('age'),
  signature: varchar('signature', { length: 255 }),
  source: char('source', { length: 1 }).notNull().default('2'),
  roleType: char('role_type', { length: 1 }).notNull().default('0'),
  status: char('status', { length: 1 }).notNull().default('0'),
  delFlag: char('del_flag', { length: 1 }).notNull().default('0'),
  deptId: bigint('dept_id', { mode: 'number' }),
  ...audit,
});
