import { and, like, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sysConfig } from '../../src/db/schema/config.ts';
import { shaped, sqlFields, textToken, type StatementCache } from '../../src/lib/prepared.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.db.execute(sql`insert into sys_config (config_name, config_key) select 'Shape ' || g, 'shape.' || g from generate_series(1, 30) g`);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const page = (cache: StatementCache, key: string, offset = 0, fields: Record<string, unknown> = { key: sysConfig.configKey }, varying = sqlFields(fields)) => {
  const w = like(sysConfig.configKey, key);
  return shaped(cache, [...varying, w], offset ? [5, offset] : [5], () =>
    t.app.db
      .select(fields as { key: typeof sysConfig.configKey })
      .from(sysConfig)
      .where(w)
      .orderBy(sysConfig.configId)
      .limit(5)
      .offset(offset),
  ).run();
};

describe('statements rendered once per shape', () => {
  it('render a page in full once, and answer later values from the kept statement', async () => {
    const renders = vi.spyOn(PgDialect.prototype, 'buildSelectQuery');
    const cache: StatementCache = new Map();
    expect(await page(cache, 'shape.1%')).toEqual(['shape.1', 'shape.10', 'shape.11', 'shape.12', 'shape.13'].map((key) => ({ key })));
    expect(await page(cache, 'shape.2%')).toEqual(['shape.2', 'shape.20', 'shape.21', 'shape.22', 'shape.23'].map((key) => ({ key })));
    expect(await page(cache, 'shape.2%', 5)).toEqual(['shape.24', 'shape.25', 'shape.26', 'shape.27', 'shape.28'].map((key) => ({ key })));
    expect(await page(cache, 'shape.1%', 5)).toEqual(['shape.14', 'shape.15', 'shape.16', 'shape.17', 'shape.18'].map((key) => ({ key })));
    expect(renders).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(2);
  });

  it('keep a select-list field with values of its own as part of the shape', async () => {
    const cache: StatementCache = new Map();
    const tagged = (tag: string) => ({ key: sysConfig.configKey, tag: sql<string>`${tag}::text` });
    expect(await page(cache, 'shape.3%', 0, tagged('a'))).toEqual([
      { key: 'shape.3', tag: 'a' },
      { key: 'shape.30', tag: 'a' },
    ]);
    expect(await page(cache, 'shape.3%', 0, tagged('b'))).toEqual([
      { key: 'shape.3', tag: 'b' },
      { key: 'shape.30', tag: 'b' },
    ]);
  });

  it('never keep a shape whose values do not line up with the full statement, and still answer it right', async () => {
    const renders = vi.spyOn(PgDialect.prototype, 'buildSelectQuery');
    const cache: StatementCache = new Map();
    const tagged = (tag: string) => ({ key: sysConfig.configKey, tag: sql<string>`${tag}::text` });
    expect(await page(cache, 'shape.3%', 0, tagged('a'), [])).toEqual([
      { key: 'shape.3', tag: 'a' },
      { key: 'shape.30', tag: 'a' },
    ]);
    expect(await page(cache, 'shape.3%', 0, tagged('b'), [])).toEqual([
      { key: 'shape.3', tag: 'b' },
      { key: 'shape.30', tag: 'b' },
    ]);
    expect([...cache.values()]).toEqual([null]);
    expect(renders).toHaveBeenCalledTimes(2);
  });

  it("never keep a shape whose values are as many as the statement's but in another order", async () => {
    const cache: StatementCache = new Map();
    const keys = (prefix: string, not: string) => {
      const like1 = like(sysConfig.configKey, prefix);
      const not1 = sql`${sysConfig.configKey} <> ${not}`;
      // The where holds the parts in the other order than the shape names them: same count, swapped values.
      return shaped(cache, [like1, not1], [5], () => t.app.db.select({ key: sysConfig.configKey }).from(sysConfig).where(and(not1, like1)).orderBy(sysConfig.configId).limit(5)).run();
    };
    expect(await keys('shape.1%', 'shape.1')).toEqual(['shape.10', 'shape.11', 'shape.12', 'shape.13', 'shape.14'].map((key) => ({ key })));
    expect(await keys('shape.2%', 'shape.2')).toEqual(['shape.20', 'shape.21', 'shape.22', 'shape.23', 'shape.24'].map((key) => ({ key })));
    expect([...cache.values()]).toEqual([null]);
  });

  it('answer rows as drizzle maps them: dates, nulls, decoded SQL fields', async () => {
    const cache: StatementCache = new Map();
    const fields = { id: sysConfig.configId, key: sysConfig.configKey, created: sysConfig.createTime, remark: sysConfig.remark, n: sql<number>`length(${sysConfig.configKey})`.mapWith(Number) };
    const drizzles = await t.app.db.select(fields).from(sysConfig).where(like(sysConfig.configKey, 'shape.1%')).orderBy(sysConfig.configId).limit(5);
    await page(cache, 'shape.2%', 0, fields);
    const kept = await page(cache, 'shape.1%', 0, fields);
    expect(kept).toEqual(drizzles);
    expect(kept[0]).toMatchObject({ created: expect.any(Date), remark: null, n: 7 });
  });

  it("answer rows sent as JSON with the same text drizzle's Dates would make", async () => {
    const cache: StatementCache = new Map();
    const w = like(sysConfig.configKey, 'shape.1%');
    await t.app.db.execute(sql`update sys_config set update_time = '2026-03-29 01:30:00.1234+00', create_time = '2026-10-25 00:59:59.999999+00' where config_key = 'shape.10'`);
    const fields = { key: sysConfig.configKey, created: sysConfig.createTime, updated: sysConfig.updateTime };
    const drizzles = await t.app.db.select(fields).from(sysConfig).where(w).orderBy(sysConfig.configId).limit(5);
    const json = () => shaped(cache, [w], [5], () => t.app.db.select(fields).from(sysConfig).where(w).orderBy(sysConfig.configId).limit(5), { forJson: true }).run();
    await json();
    expect(JSON.stringify(await json())).toBe(JSON.stringify(drizzles));
    expect(JSON.stringify(drizzles)).toContain('"created":"2026-10-25T00:59:59.999Z","updated":"2026-03-29T01:30:00.123Z"');
  });

  it('tell shapes apart by every part, however the texts of the parts would run together', async () => {
    const cache: StatementCache = new Map();
    const keys = (parts: (ReturnType<typeof sql> | undefined)[]) =>
      shaped(cache, parts, [5], () =>
        t.app.db
          .select({ key: sysConfig.configKey })
          .from(sysConfig)
          .where(and(...parts))
          .orderBy(sysConfig.configId)
          .limit(5),
      ).run();
    const one = sql`config_key like 'shape.1%'`;
    expect(await keys([sql`${one} and config_key like '%1'`, sql`true`])).toEqual([{ key: 'shape.1' }, { key: 'shape.11' }]);
    expect(await keys([one, sql`config_key like '%1' and true`])).toEqual([{ key: 'shape.1' }, { key: 'shape.11' }]);
    expect(await keys([one, undefined])).toHaveLength(5);
    expect(await keys([one, sql``.append(sql`config_key like '%2'`)])).toEqual([{ key: 'shape.12' }]);
    expect(cache.size).toBe(4);
  });

  it('answer a list page through the API from the kept statement', async () => {
    const admin = await t.login();
    const list = async (key: string) =>
      (await t.call(admin, { url: `/cniotapi/system/config/list?configKey=${key}&pageSize=3&orderByColumn=configId&isAsc=asc` })).json().rows.map((r: { configKey: string }) => r.configKey);
    expect(await list('shape.2')).toEqual(['shape.2', 'shape.20', 'shape.21']);
    const renders = vi.spyOn(PgDialect.prototype, 'buildSelectQuery');
    expect(await list('shape.1')).toEqual(['shape.1', 'shape.10', 'shape.11']);
    expect(renders).not.toHaveBeenCalled();
  });

  it('give one token per text, never one to two texts, and past the bound let a text stand for itself', () => {
    const texts = Array.from({ length: 2_100 }, (_, i) => `select ${i} /* token */`);
    const tokens = texts.map(textToken);
    expect(texts.map(textToken)).toEqual(tokens);
    expect(new Set(tokens).size).toBe(texts.length);
    expect(tokens.at(-1)).toBe(`|${texts.at(-1)!.length}:${texts.at(-1)}`);
  });
});
