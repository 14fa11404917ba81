/**
 * GET /system/user/list over 10k users (auth, permission check, data scope,
 * paging, count) against a bare Fastify route returning the same JSON, both
 * measured in this run on this machine. Prints throughput and p99 and their ratio.
 *
 *   npx tsx bench/api.ts [--users 10000] [--seconds 8] [--connections 20]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { bootstrap } from '../apps/server/src/db/bootstrap.ts';
import { adminQuery, withDatabase } from './lib/bench-app.ts';

const { values: args } = parseArgs({
  options: { users: { type: 'string', default: '10000' }, seconds: { type: 'string', default: '8' }, connections: { type: 'string', default: '20' } },
});
const USERS = Number(args.users);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);

async function measure(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cniot-bench-'));
  const server = process.env.DATABASE_URL;
  const benchDb = `cniot_bench_${process.pid}`;
  if (server) await adminQuery(server, `create database ${benchDb}`);
  const config = loadConfig({ DATA_DIR: dataDir, CAPTCHA: 'off', DATABASE_URL: server ? withDatabase(server, benchDb) : '', LOG_LEVEL: 'silent' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  await bootstrap(database, { ...config, databaseUrl: undefined, demo: true });
  await database.db.execute(sql`
    insert into sys_user (user_name, nick_name, password, dept_id, email, phonenumber)
    select 'bench' || g, 'Bench user ' || g, 'x', (select min(dept_id) from sys_dept), 'bench' || g || '@example.com', '1' || lpad(g::text, 10, '0')
    from generate_series(1, ${USERS}) g`);
  // As autovacuum would after a bulk load (and the scheduled dbAnalyze job does on PGlite).
  await database.db.execute(sql`analyze`);

  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const login = await fetch(`${base}/cniotapi/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'mailbox', username: 'admin', password: 'admin123' }),
  }).then((r) => r.json() as Promise<{ token: string }>);
  const headers = { authorization: `Bearer ${login.token}` };
  const listUrl = `${base}/cniotapi/system/user/list?pageNum=1&pageSize=20`;
  const sample = await fetch(listUrl, { headers }).then((r) => r.text());
  if (JSON.parse(sample).total < USERS) throw new Error(`expected ${USERS} users, got ${sample.slice(0, 200)}`);

  const bare = Fastify();
  bare.get('/list', async (_req, reply) => reply.type('application/json').send(sample));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/list`;

  await measure(bareUrl, {});
  const baseline = await measure(bareUrl, {});
  const api = await measure(listUrl, headers);

  console.log(`users in table: ${USERS}, ${CONNECTIONS} connections, ${SECONDS}s each, ${database.kind}`);
  console.log(`bare Fastify (same JSON): ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`);
  console.log(`GET /system/user/list:    ${api.rps.toFixed(0)} req/s, p99 ${api.p99} ms`);
  console.log(`ratio: throughput ${(api.rps / baseline.rps).toFixed(3)} of baseline, p99 ${(api.p99 / Math.max(baseline.p99, 1)).toFixed(1)}x baseline`);

  await bare.close();
  await app.close();
  await database.close();
  if (server) await adminQuery(server, `drop database ${benchDb} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
