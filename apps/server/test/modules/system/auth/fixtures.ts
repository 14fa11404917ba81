import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import type { SliderVerifyData } from '@cniot/contract/system/auth';
import { SLIDER_WIDTH } from '@cniot/contract/system/auth';
import { rowsOf, type Db } from '../../../../src/db/client.ts';
import { hashPassword } from '../../../../src/db/bootstrap.ts';
import { outboxSms } from '../../../../src/modules/system/auth/sms-provider.ts';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';

export interface UserOptions {
  password?: string;
  phone?: string;
  email?: string;
  status?: '0' | '1';
  roleKey?: string;
}

async function roleId(db: Db, roleKey: string): Promise<number> {
  const [found] = await rowsOf<{ role_id: number }>(db, sql`select role_id from sys_role where role_key = ${roleKey} and del_flag = '0'`);
  if (found) return Number(found.role_id);
  const [made] = await rowsOf<{ role_id: number }>(db, sql`insert into sys_role (role_name, role_key) values (${roleKey}, ${roleKey}) returning role_id`);
  return Number(made.role_id);
}

/** A user with a real argon2 password, so tests go through the real /login. */
export async function addUser(db: Db, userName: string, o: UserOptions = {}): Promise<number> {
  const [u] = await rowsOf<{ user_id: number }>(
    db,
    sql`
    insert into sys_user (user_name, nick_name, password, phonenumber, email, status)
    values (${userName}, ${userName}, ${await hashPassword(o.password ?? 'secret123')}, ${o.phone ?? ''}, ${o.email ?? ''}, ${o.status ?? '0'})
    returning user_id`,
  );
  if (o.roleKey) await db.execute(sql`insert into sys_user_role (user_id, role_id) values (${u.user_id}, ${await roleId(db, o.roleKey)})`);
  return Number(u.user_id);
}

/** The seeded admin when the seed migration is there, else one made here with the same credentials. */
export async function adminToken(t: TestApp): Promise<string> {
  const [seeded] = await rowsOf(t.app.db, sql`select 1 from sys_user where user_name = 'admin' and del_flag = '0'`);
  if (!seeded) await addUser(t.app.db, 'admin', { password: 'admin123', roleKey: 'admin' });
  return t.login('admin', 'admin123');
}

export async function setConfig(db: Db, key: string, value: string): Promise<void> {
  await db.execute(sql`
    insert into sys_config (config_name, config_key, config_value) values (${key}, ${key}, ${value})
    on conflict (config_key) do update set config_value = excluded.config_value`);
}

/** A drag that speeds up and slows down, as a hand does (ease-in-out over ~600 ms). */
export function humanTrack(uuid: string, width = SLIDER_WIDTH): SliderVerifyData {
  const points = Array.from({ length: 31 }, (_, i) => {
    const f = i / 30;
    return { x: Math.round(width * (f < 0.5 ? 2 * f * f : 1 - (-2 * f + 2) ** 2 / 2)), t: i * 20 };
  });
  return { uuid, points };
}

/** A script's drag: a straight line at constant speed. */
export function robotTrack(uuid: string, width = SLIDER_WIDTH): SliderVerifyData {
  return { uuid, points: Array.from({ length: 31 }, (_, i) => ({ x: (width * i) / 30, t: i * 20 })) };
}

/** Test double at the SMS edge: the texts the provider was asked to send. */
export function captureSms() {
  const spy = vi.spyOn(outboxSms, 'send').mockResolvedValue();
  return {
    spy,
    lastCode(phone: string): string {
      const call = spy.mock.calls.filter(([m]) => m.phone === phone).at(-1);
      if (!call) throw new Error(`no SMS to ${phone}`);
      return /\d{6}/.exec(call[0].content)![0];
    },
  };
}

export const resetRateLimits = (db: Db) => db.execute(sql`delete from sys_rate_counter`);

/** One app per file with the SMS edge captured and the rate limits cleared before each test. */
export function smsTestApp(setup?: (t: TestApp) => Promise<unknown>) {
  const ctx = {} as { t: TestApp; sms: ReturnType<typeof captureSms> };
  beforeAll(async () => {
    ctx.t = await createTestApp();
    await setup?.(ctx.t);
    ctx.sms = captureSms();
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await ctx.t.close();
  });
  beforeEach(() => resetRateLimits(ctx.t.app.db));
  return ctx;
}
