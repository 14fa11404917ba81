import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { signedInApp, type TestApp } from '../helpers/app.ts';
import { fuzzRoutes, type FuzzRequest } from './route-arbitrary.ts';
import { queryString } from './route-walk.ts';

/** FUZZ_SEED replays a failing run (its seed is printed); FUZZ_RUNS widens the search beyond the default run's budget. */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2);

/**
 * Tables a refused request writes by design: the audit trail, rate counters, sessions, captchas,
 * and the firmware link key, made once by whichever request first needs it.
 */
const WRITTEN_ON_REFUSAL = new Set(['sys_oper_log', 'sys_logininfor', 'sys_rate_counter', 'sys_session', 'sys_captcha', 'iot_firmware_key']);

let t: TestApp;
let token: string;
let fingerprintQuery: ReturnType<typeof sql>;
let baseline: Map<string, string>;

/** Per table, its row count and the sum of its rows' xmin: any committed insert, update or delete changes it. */
async function fingerprint(): Promise<Map<string, string>> {
  const rows = await rowsOf<{ t: string; n: string; x: string }>(t.app.db, fingerprintQuery);
  return new Map(rows.map((r) => [r.t, `${r.n}/${r.x}`]));
}

const changed = (a: Map<string, string>, b: Map<string, string>) => [...b].filter(([k, v]) => a.get(k) !== v).map(([k]) => k);

async function send(r: FuzzRequest) {
  const body = r.body === undefined ? {} : { payload: JSON.stringify(r.body), headers: { 'content-type': 'application/json' } };
  const qs = queryString(r.query);
  return t.call(token, { method: r.method as 'GET', url: qs ? `${r.url}?${qs}` : r.url, ...body });
}

/** What is wrong with the answer to `r`, if anything. */
async function check(r: FuzzRequest, again = true): Promise<string | undefined> {
  const res = await send(r);
  // A fuzzed sign-out or password change ends the session: sign in again and ask again.
  if (res.statusCode === 401 && again) {
    token = await t.login();
    baseline = await fingerprint();
    return check(r, false);
  }
  if (res.statusCode >= 500) return `HTTP ${res.statusCode} ${res.body.slice(0, 200)}`;
  const json = /json/.test(String(res.headers['content-type'])) ? (res.json() as { code?: number; msg?: unknown }) : undefined;
  if (!json) return res.statusCode === 200 ? undefined : `HTTP ${res.statusCode} without a JSON envelope`;
  // A success may be a document (the OpenAPI description); a refusal is always the envelope.
  const envelope = res.statusCode >= 400 || 'code' in json;
  if (envelope && (typeof json.msg !== 'string' || json.msg === '')) return `HTTP ${res.statusCode} without a message: ${res.body.slice(0, 200)}`;
  if (r.method !== 'GET') {
    // Reads write nothing, so the state after the last write is the state before this one.
    const before = baseline;
    baseline = await fingerprint();
    const touched = json.code === 200 ? [] : changed(before, baseline);
    if (touched.length) return `refused (${json.code} ${json.msg}) but wrote ${touched.join(', ')}`;
  }
  return undefined;
}

beforeAll(async () => {
  ({ t, admin: token } = await signedInApp());
  const tables = await rowsOf<{ table_name: string }>(t.app.db, sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
  const watched = tables.map((r) => r.table_name).filter((n) => !WRITTEN_ON_REFUSAL.has(n));
  fingerprintQuery = sql.join(
    watched.map((n) => sql`select ${n} as t, count(*)::text as n, coalesce(sum(xmin::text::bigint), 0)::text as x from ${sql.identifier(n)}`),
    sql` union all `,
  );
  baseline = await fingerprint();
});
afterAll(() => t.close());

describe(`every route under generated hostile input (seed ${SEED}, ${RUNS} runs a route)`, { timeout: 600_000 }, () => {
  it('answers below 500 with a JSON message, and a refused write leaves every table as it was', async () => {
    const routes = fuzzRoutes(t.app);
    const failures: string[] = [];
    for (const [i, route] of routes.entries()) {
      const result = await fc.check(
        fc.asyncProperty(route.request, async (r) => {
          const problem = await check(r);
          if (problem) throw new Error(problem);
        }),
        { seed: SEED + i, numRuns: RUNS, endOnFailure: true },
      );
      if (result.failed) {
        const r = result.counterexample?.[0];
        failures.push(`${route.method} ${route.route} (FUZZ_SEED=${SEED}, route seed ${SEED + i}): ${(result.errorInstance as Error)?.message} ← ${JSON.stringify(r).slice(0, 300)}`);
      }
    }
    expect(routes.length).toBeGreaterThan(300);
    expect(failures, `replay with FUZZ_SEED=${SEED}`).toEqual([]);
  });
});

describe('a URL the router refuses', () => {
  it("is answered with the envelope in the caller's language", async () => {
    const long = await t.call(token, { method: 'GET', url: `/cniotapi/system/user/${'1'.repeat(101)}`, headers: { 'lang-type': 'en_US' } });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ code: 500, msg: 'path: must be at most 100 characters' });
    const zh = await t.call(token, { method: 'GET', url: `/cniotapi/system/user/${'1'.repeat(101)}`, headers: { 'lang-type': 'zh_CN' } });
    expect(zh.json().msg).not.toBe(long.json().msg);
  });
});
