/**
 * The device bus over time: N device connections, each reporting every 5 s,
 * on a three-node RabbitMQ cluster (scripts/broker-cluster.sh, started here)
 * with two server nodes consuming, for M minutes. Prints messages sent and
 * acknowledged, acknowledged but not stored (must be 0), the commit lag
 * (received_at − the record's send time; p50/p99, goal p99 ≤ 2 s) and this
 * process's memory each minute (goal: flat).
 *
 *   npx tsx bench/bus-soak.ts [--devices 10000] [--minutes 10] [--every 5] [--drain-minutes 10]
 *
 * The devices run on a thread of their own (lib/soak-devices.ts); the two
 * server nodes share this process's main thread. After the devices stop, the
 * nodes store what the broker still holds (until nothing more arrives for
 * 60 s, or the drain limit); only then is an acknowledged record missing from
 * the database counted as lost.
 *
 * On PostgreSQL when DATABASE_URL is set (a database of its own is created and
 * dropped), else PGlite. A benchmark, not a test: not run by `npm run bench`'s
 * default list because of its length (bench/run.mjs runs it by name).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { provisionFleet } from '../apps/server/src/db/demo/provision-fleet.ts';
import { openDatabase, rowsOf, type Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { startGateway, type Gateway } from '../apps/server/src/gateway/gateway.ts';
import { startBenchCluster } from './lib/bench-cluster.ts';
import type { SoakDevicesInput } from './lib/soak-devices.ts';

const { values: args } = parseArgs({
  options: {
    devices: { type: 'string', default: '10000' },
    minutes: { type: 'string', default: '10' },
    every: { type: 'string', default: '5' },
    'drain-minutes': { type: 'string', default: '10' },
  },
});
const DEVICES = Number(args.devices);
const MINUTES = Number(args.minutes);
const EVERY_MS = Number(args.every) * 1000;
const DRAIN_MS = Number(args['drain-minutes']) * 60_000;
const quiet = { debug() {}, info() {}, warn() {}, error: (o: object, m?: string) => console.error(m, o) };
const mb = (n: number) => `${(n / 1048576).toFixed(0)} MB`;

async function openBenchDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const pg = (await import('pg')).default;
  const name = `cniot_soak_${randomBytes(4).toString('hex')}`;
  const at = (db: string) => Object.assign(new URL(url), { pathname: `/${db}` }).toString();
  const admin = new pg.Client({ connectionString: at('postgres') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: at(name) });
  return {
    database,
    async drop() {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

interface DevicesDone {
  sent: number;
  acked: Array<[string, number[]]>;
}

/** Runs the devices on their own thread (lib/soak-devices.ts); resolves with what they sent and had acknowledged. */
function runDevices(input: SoakDevicesInput, onAcked: (n: number) => void): Promise<DevicesDone> {
  // A worker does not inherit tsx's loader: it registers it, then loads the TypeScript module.
  const entry = new URL('./lib/soak-devices.ts', import.meta.url).href;
  const worker = new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`, { eval: true, workerData: input });
  return new Promise((resolve, reject) => {
    worker.on('message', (m: { connected?: number; seconds?: number; acked?: unknown; done?: boolean; sent?: number; error?: string }) => {
      if (m.error) reject(new Error(m.error));
      else if (m.connected !== undefined) console.log(`${m.connected} devices connected in ${m.seconds!.toFixed(0)} s over 3 broker nodes`);
      else if (m.done) resolve(m as DevicesDone);
      else onAcked(m.acked as number);
    });
    worker.on('error', reject);
    worker.on('exit', (code) => code !== 0 && reject(new Error(`device thread exited with ${code}`)));
  }).finally(() => void worker.terminate()) as Promise<DevicesDone>;
}

async function main() {
  const { database, drop } = await openBenchDatabase();
  const cluster = await startBenchCluster();
  const gateways: Gateway[] = [];
  try {
    await migrate(database);
    const specs = (await provisionFleet(database.db, { inverters: DEVICES, batteries: 0, meters: 0 })).filter((s) => s.type === 'wn');
    for (const node of ['soak-a', 'soak-b']) gateways.push(await startGateway({ database, config: { mqttPort: 0, busUrls: cluster.amqpUrls, nodeId: node }, log: quiet }));
    const servers = cluster.amqpUrls.map((_, i) => ({ host: '127.0.0.1', port: Number(new URL(cluster.devices.url).port) + 10 * i }));
    const stored = async () => (await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from iot_wn_data`))[0].n;

    let acked = 0;
    const memory: string[] = [];
    const sampler = setInterval(async () => {
      const m = process.memoryUsage();
      memory.push(`rss ${mb(m.rss)} heap ${mb(m.heapUsed)}`);
      console.log(`  minute ${memory.length}: ${acked} acknowledged, ${await stored()} stored; process ${memory.at(-1)} (server nodes' heap; rss includes the device thread)`);
    }, 60_000);
    const devices = await runDevices({ ids: specs.map((d) => d.id), servers, account: cluster.devices.account, untilMs: MINUTES * 60_000, everyMs: EVERY_MS }, (n) => (acked = n));
    clearInterval(sampler);
    acked = devices.acked.reduce((n, [, list]) => n + list.length, 0);
    // The nodes finish what the broker still holds: until all is stored, or nothing more arrives for 60 s, or the drain limit.
    const drainStarted = Date.now();
    let last = await stored();
    let movedAt = Date.now();
    while (last < acked && Date.now() - movedAt < 60_000 && Date.now() - drainStarted < DRAIN_MS) {
      await new Promise((r) => setTimeout(r, 1000));
      const now = await stored();
      if (now !== last) [last, movedAt] = [now, Date.now()];
    }
    const drained = last >= acked || Date.now() - movedAt >= 60_000;
    const rows = await rowsOf<{ id: string; ts: number }>(database.db, sql`select wn_id as id, (extract(epoch from ts) * 1000)::float8 as ts from iot_wn_data`);
    const have = new Set(rows.map((r) => `${r.id}/${r.ts}`));
    let missing = 0;
    for (const [id, list] of devices.acked) for (const ts of list) if (!have.has(`${id}/${ts}`)) missing++;
    const [lag] = await rowsOf<{ p50: number; p99: number; max: number }>(
      database.db,
      sql`select percentile_cont(0.5) within group (order by l) as p50, percentile_cont(0.99) within group (order by l) as p99, max(l) as max
          from (select extract(epoch from received_at - ts)::float8 as l from iot_wn_data) x`,
    );
    console.log(`${DEVICES} devices every ${EVERY_MS / 1000} s for ${MINUTES} min, PostgreSQL: ${process.env.DATABASE_URL ? 'yes' : 'no (PGlite)'}, 2 server nodes`);
    console.log(`  sent ${devices.sent} (${(devices.sent / (MINUTES * 60)).toFixed(0)}/s, asked ${(DEVICES / (EVERY_MS / 1000)).toFixed(0)}/s), acknowledged ${acked}, stored ${rows.length}`);
    console.log(
      drained
        ? `  acknowledged but lost ${missing} (the backlog drained in ${((Date.now() - drainStarted) / 1000).toFixed(0)} s after the devices stopped)`
        : `  ${missing} acknowledged not yet stored when the ${DRAIN_MS / 60_000} min drain limit passed, still being stored: a backlog, not a loss`,
    );
    console.log(`  commit lag p50 ${lag.p50.toFixed(3)} s, p99 ${lag.p99.toFixed(3)} s, max ${lag.max.toFixed(3)} s`);
    console.log(`  memory by minute: ${memory.join('; ')}`);
  } finally {
    for (const g of gateways) await g.close({ drainMs: 1000, endSession: true });
    await cluster.stop();
    await drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
