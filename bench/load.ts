/**
 * 200 console users at once on PostgreSQL (DATABASE_URL; PGlite otherwise):
 * each signs in, then until the time is up opens the menus, a list page and a
 * detail, with a think time between clicks. Prints p50/p99 and errors, against
 * a baseline measured in this run: a bare Fastify route on the same database
 * answering one small query, under the same users and think times.
 *
 *   DATABASE_URL=postgres://… npx tsx bench/load.ts [--users 200] [--seconds 60] [--think 1000]
 */
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/db/demo/demo-users.ts';
import { benchApp } from './lib/bench-app.ts';

const { values: args } = parseArgs({ options: { users: { type: 'string', default: '200' }, seconds: { type: 'string', default: '60' }, think: { type: 'string', default: '1000' } } });
const USERS = Number(args.users);
const SECONDS = Number(args.seconds);
const THINK_MS = Number(args.think);
const PASSWORD = 'operator123';

/** The bench's users share the demo operator's password hash and roles: signing in still checks the hash each time. */
async function fill(database: Database) {
  const db = database.db;
  await seedDemo(db);
  await db.execute(sql`
    insert into sys_user (user_name, nick_name, password, dept_id, email, pwd_update_date)
    select 'load' || g, 'Load user ' || g, o.password, o.dept_id, 'load' || g || '@example.com', now()
    from generate_series(1, ${USERS}) g, sys_user o where o.user_name = 'operator'`);
  await db.execute(sql`
    insert into sys_user_role (user_id, role_id)
    select u.user_id, r.role_id from sys_user u, sys_user_role r join sys_user o on o.user_id = r.user_id and o.user_name = 'operator'
    where u.user_name like 'load%'`);
  await db.execute(sql`
    insert into iot_wn (wn_id, dept_id, power, private_key)
    select lpad(g::text, 14, '0'), 100, 800, md5(g::text) from generate_series(1, 5000) g`);
  await db.execute(sql`analyze`);
}

interface Result {
  ms: number[];
  errors: number;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms * (0.5 + Math.random())));

/**
 * `users` loops until the deadline: `start` once (signing in), then clicks with
 * a think time between them, each timed; a non-200 envelope or a failed fetch is an error.
 */
async function drive(users: number, seconds: number, start: (u: number) => Promise<(click: number) => Promise<void>>) {
  const starts: Result = { ms: [], errors: 0 };
  const clicks: Result = { ms: [], errors: 0 };
  const deadline = Date.now() + seconds * 1000;
  const timed = async (into: Result, call: () => Promise<void>) => {
    const t = performance.now();
    await call().then(
      () => into.ms.push(performance.now() - t),
      () => into.errors++,
    );
  };
  await Promise.all(
    Array.from({ length: users }, async (_, u) => {
      await wait(THINK_MS);
      let click: ((n: number) => Promise<void>) | undefined;
      await timed(starts, async () => void (click = await start(u)));
      for (let n = 0; click && Date.now() < deadline; n++) {
        await timed(clicks, () => click!(n));
        await wait(THINK_MS);
      }
    }),
  );
  for (const r of [starts, clicks]) r.ms.sort((a, b) => a - b);
  return { starts, clicks };
}

const pct = (r: Result, p: number) => r.ms[Math.min(r.ms.length - 1, Math.floor(r.ms.length * p))] ?? NaN;
const line = (name: string, r: Result) =>
  `${name.padEnd(22)} ${String(r.ms.length).padStart(6)} requests  p50 ${pct(r, 0.5).toFixed(1).padStart(7)} ms  p99 ${pct(r, 0.99).toFixed(1).padStart(7)} ms  errors ${r.errors}`;

async function getOk(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  const body = (await res.json()) as { code?: number };
  if (body.code !== 200) throw new Error(`${url}: ${res.status}`);
}

const bench = await benchApp(fill);
const base = bench.base;
// The pages a console user opens, kept to those the operator role may see (printed, so a changed grant shows).
const probe = await bench.signIn('load1', PASSWORD);
const [someUser] = await rowsOf<{ user_id: number }>(bench.database.db, sql`select user_id from sys_user where user_name = 'load2'`);
const candidates = [
  '/system/user/list?pageNum=1&pageSize=10',
  '/iot/wn/list?pageNum=1&pageSize=10',
  '/system/dict/type/list?pageNum=1&pageSize=10',
  '/system/dept/list',
  `/system/user/${someUser.user_id}`,
  '/iot/station/list?pageNum=1&pageSize=10',
];
const pages: string[] = [];
for (const p of candidates)
  if (
    await getOk(`${base}${p}`, probe).then(
      () => true,
      () => false,
    )
  )
    pages.push(p);
console.log(`${USERS} users, ${SECONDS} s, think ${THINK_MS} ms; pages: ${pages.join(', ')}`);

const consoleRun = await drive(USERS, SECONDS, async (u) => {
  const headers = await bench.signIn(`load${u + 1}`, PASSWORD);
  await getOk(`${base}/getInfo`, headers);
  return async (n) => getOk(`${base}${n % 3 === 0 ? '/getRouters' : pages[n % pages.length]}`, headers);
});

const bare = Fastify();
bare.get('/bare', async () => ({ code: 200, msg: 'ok', rows: await rowsOf(bench.database.db, sql`select user_id, user_name, nick_name from sys_user order by user_id limit 10`) }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;
const bareRun = await drive(USERS, SECONDS, async () => async () => getOk(bareUrl, {}));

console.log(line('sign-in + getInfo', consoleRun.starts));
console.log(line('console clicks', consoleRun.clicks));
console.log(line('bare route (baseline)', bareRun.clicks));
const ratio = (p: number) => (pct(consoleRun.clicks, p) / pct(bareRun.clicks, p)).toFixed(2);
console.log(`ratio console clicks / bare route: p50 ${ratio(0.5)}x, p99 ${ratio(0.99)}x`);
await bare.close();
await bench.close();
if (consoleRun.starts.errors + consoleRun.clicks.errors > 0) process.exitCode = 1;
