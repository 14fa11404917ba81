import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ESTIMATE_REUSE_MS, EXACT_TOTAL_LIMIT } from '../../src/lib/list-total.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let admin: string;
let seeded: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  seeded = (await t.call(admin, { url: '/cniotapi/system/config/list' })).json().total;
  await t.app.db.execute(sql`insert into sys_config (config_name, config_key) select 'Bulk ' || g, 'bulk.' || g from generate_series(1, ${EXACT_TOTAL_LIMIT}) g`);
});
afterAll(() => t.close());

const list = async (query: string) => (await t.call(admin, { url: `/cniotapi/system/config/list?${query}` })).json();

describe('list totals', () => {
  it('are exact up to the limit, unflagged', async () => {
    const body = await list('configName=Bulk 77&pageSize=5');
    expect(body.total).toBe(111);
    expect(body).not.toHaveProperty('totalExact');
    expect(await list('configKey=bulk.&pageSize=5')).toMatchObject({ total: EXACT_TOTAL_LIMIT });
  });

  it('beyond the limit are an estimate flagged totalExact: false, never below what was counted', async () => {
    const body = await list('pageSize=20');
    expect(body).toMatchObject({ code: 200, totalExact: false });
    expect(body.total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    expect(body.rows).toHaveLength(20);
  });

  it('let a late page be read', async () => {
    const body = await list(`pageSize=10&pageNum=${EXACT_TOTAL_LIMIT / 10 + 1}&orderByColumn=configId&isAsc=asc`);
    expect(body.rows.length).toBe(Math.min(10, seeded));
  });

  it('reuse an estimate for the same search a while, then count again', async () => {
    const estimate = await list('pageSize=20');
    expect(estimate).toMatchObject({ totalExact: false });
    await t.app.db.execute(sql`delete from sys_config where config_key like 'bulk.%' and config_id % 2 = 0`);
    expect(await list('pageSize=20')).toMatchObject({ total: estimate.total, totalExact: false });
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + ESTIMATE_REUSE_MS + 1);
    try {
      const counted = await list('pageSize=20');
      expect(counted.total).toBeLessThanOrEqual(EXACT_TOTAL_LIMIT);
      expect(counted).not.toHaveProperty('totalExact');
    } finally {
      later.mockRestore();
    }
  });
});
