/**
 * Lists over HTTP (session, permission, scope, validation, envelope) against a
 * bare Fastify route running the same SQL: the queries one list request sends
 * are recorded and the bare route replays them through the same client, so the
 * difference is the framework's own cost (a list past 10,000 rows reuses its
 * estimated total for a while, so the recorded request sends its page alone,
 * and the bare route does the same). Users list over 10k users, inverter
 * list over 100k inverters (administrator, and a dealer whose scope is one
 * organization and below), all measured in this run. Prints p50/p99 of calls
 * one after another (the API's and the bare route's taken in turn), throughput
 * under concurrent load, and the ratios.
 *
 *   npx tsx bench/api.ts [--users 10000] [--devices 100000] [--runs 500] [--seconds 5] [--connections 10] [--only users]
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/db/demo/demo-users.ts';
import { benchApp, fmt, getOk, interleaved, type Latency } from './lib/bench-app.ts';

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    devices: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    /** Only the cases whose name starts with this (users, inverters). */
    only: { type: 'string', default: '' },
  },
});
const USERS = Number(args.users);
const DEVICES = Number(args.devices);
const RUNS = Number(args.runs);

async function fill(database: Database) {
  const db = database.db;
  await seedDemo(db);
  await db.execute(sql`
    insert into sys_user (user_name, nick_name, password, dept_id, email, phonenumber)
    select 'bench' || g, 'Bench user ' || g, 'x', (select min(dept_id) from sys_dept), 'bench' || g || '@example.com', '1' || lpad(g::text, 10, '0')
    from generate_series(1, ${USERS}) g`);
  // Spread over every organization, so a dealer's scope holds a share of them.
  await db.execute(sql`
    insert into iot_wn (wn_id, dept_id, power, private_key, software_version)
    select lpad(g::text, 14, '0'), (select array_agg(dept_id order by dept_id) from sys_dept)[1 + g % (select count(*) from sys_dept)], 800, md5(g::text), 'V1.' || (g % 7)
    from generate_series(1, ${DEVICES}) g`);
  // As autovacuum would after a bulk load (and the scheduled dbAnalyze job does on PGlite).
  await db.execute(sql`analyze`);
}

type Query = unknown[];
const clientOf = (database: Database) => (database.db as unknown as { $client: { query: (...a: Query) => Promise<{ rows: unknown[] }> } }).$client;

/** The queries a request sends, less the session lookup (the framework's part). */
async function recorded(database: Database, call: () => Promise<unknown>): Promise<Query[]> {
  const client = clientOf(database);
  const original = client.query;
  const seen: Query[] = [];
  client.query = (...a: Query) => {
    seen.push(a);
    return original.apply(client, a);
  };
  try {
    await call();
  } finally {
    client.query = original;
  }
  return seen.filter((a) => !/sys_session|sys_auth_version/.test(JSON.stringify(a[0])));
}

/** Rows as objects keyed by column, as the API answers them, not the arrays drizzle asks the driver for: the same JSON, not a smaller one. */
const asObjects = (q: Query): Query => q.map((a) => (a && typeof a === 'object' && 'rowMode' in a ? { ...a, rowMode: 'object' } : a));

async function throughput(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: Number(args.connections), duration: Number(args.seconds) });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const cost = (api: Latency, bare: Latency) => `framework cost p50 +${Math.round((api.p50 / bare.p50 - 1) * 100)} %, p99 +${Math.round((api.p99 / bare.p99 - 1) * 100)} %`;

async function main() {
  const bench = await benchApp(fill);
  const admin = await bench.signIn('admin', 'admin123');
  const dealer = await bench.signIn('dealer', 'dealer123');
  const all: [string, string, Record<string, string>][] = [
    [`users (${USERS})`, '/system/user/list?pageNum=1&pageSize=20', admin],
    [`inverters (${DEVICES}), admin`, '/iot/wn/list?pageNum=1&pageSize=20', admin],
    [`inverters, page 100, admin`, '/iot/wn/list?pageNum=100&pageSize=20', admin],
    [`inverters, dealer scope`, '/iot/wn/list?pageNum=1&pageSize=20', dealer],
  ];
  const cases = all.filter(([name]) => name.startsWith(args.only));
  const client = clientOf(bench.database);
  const queries: Query[][] = [];
  for (const [, path, headers] of cases) {
    await getOk(bench.base + path, headers);
    queries.push((await recorded(bench.database, () => getOk(bench.base + path, headers))).map(asObjects));
  }
  const bare = Fastify();
  // As the list runs them: the page beside the count, and the count's estimate (past the exact limit) after it.
  bare.get('/:n', async (req) => {
    const [page, ...total] = queries[Number((req.params as { n: string }).n)];
    const counted = async () => {
      const answers = [];
      for (const q of total) answers.push(await client.query(...q));
      return answers;
    };
    const [rows, counts] = await Promise.all([client.query(...page), counted()]);
    return { code: 200, msg: 'ok', rows: rows.rows, total: counts.map((c) => c.rows[0]) };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareBase = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

  console.log(`${bench.database.kind}: ${USERS} users, ${DEVICES} inverters; ${RUNS} calls one after another, then ${args.connections} connections for ${args.seconds} s`);
  for (const [n, [name, path, headers]] of cases.entries()) {
    const body = (await getOk(bench.base + path, headers)) as { total: number; totalExact?: boolean };
    const [a, b] = await interleaved(RUNS, [() => getOk(bench.base + path, headers), () => fetch(`${bareBase}/${n}`).then((r) => r.json())]);
    const [aRps, bRps] = [await throughput(bench.base + path, headers), await throughput(`${bareBase}/${n}`, {})];
    console.log(`${name.padEnd(28)} total ${body.total}${body.totalExact === false ? ' (estimate)' : ''}, ${queries[n].length} queries`);
    console.log(`  API ${fmt(a)}, ${aRps.toFixed(0)} req/s | bare route, same SQL ${fmt(b)}, ${bRps.toFixed(0)} req/s`);
    console.log(`  ${cost(a, b)}; throughput ${(aRps / bRps).toFixed(2)} of the bare route`);
  }
  await bare.close();
  await bench.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
