import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/db/client.ts';
import { cleanupExpired } from '../../../../src/modules/system/auth/cleanup.ts';
import { hit } from '../../../../src/lib/rate.ts';
import { hashToken } from '../../../../src/lib/session.ts';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';
import { addUser } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('deletes expired captcha rows, idle sessions and spent rate windows, and keeps the live ones', async () => {
  const db = t.app.db;
  await addUser(db, 'rita', { password: 'rita1234' });
  const live = await t.login('rita', 'rita1234');
  const idle = await t.login('rita', 'rita1234');
  await db.execute(sql`update sys_session set last_access_time = now() - interval '31 minutes' where token_hash = ${hashToken(idle)}`);
  await db.execute(sql`delete from sys_captcha`);
  await db.execute(sql`delete from sys_rate_counter`);
  await db.execute(sql`insert into sys_captcha (uuid, kind, answer, expires_at) values
    ('old', 'image', '1', now() - interval '1 second'), ('new', 'image', '2', now() + interval '1 minute')`);
  await hit(db, 'spent', 1);
  await hit(db, 'running', 60_000);
  await new Promise((r) => setTimeout(r, 20));

  expect(await cleanupExpired(db)).toEqual({ captchas: 1, sessions: 1, counters: 1 });
  expect((await rowsOf<{ uuid: string }>(db, sql`select uuid from sys_captcha`)).map((r) => r.uuid)).toEqual(['new']);
  expect((await rowsOf<{ bucket: string }>(db, sql`select bucket from sys_rate_counter`)).map((r) => r.bucket)).toEqual(['running']);
  expect((await t.call(live, { url: '/cniotapi/getInfo' })).statusCode).toBe(200);
});
