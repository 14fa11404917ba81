/**
 * The device bus over time: N device connections, each reporting every 5 s,
 * on a three-node RabbitMQ cluster (scripts/broker-cluster.sh, started here)
 * with two server nodes consuming, for M minutes. Prints messages sent and
 * acknowledged, acknowledged but not stored (must be 0), the commit lag
 * (received_at − the record's send time; p50/p99, goal p99 ≤ 2 s) and this
 * process's memory each minute (goal: flat).
 *
 *   npx tsx bench/bus-soak.ts [--devices 10000] [--minutes 10] [--every 5]
 *
 * On PostgreSQL when DATABASE_URL is set (a database of its own is created and
 * dropped), else PGlite. A benchmark, not a test: not run by `npm run bench`'s
 * default list because of its length (bench/run.mjs runs it by name).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import mqtt, { type MqttClient } from 'mqtt';
import { sql } from 'drizzle-orm';
import { clientIdOf, topicOf } from '@cniot/contract/device-protocol';
import { provisionFleet } from '../apps/server/src/db/demo/provision-fleet.ts';
import { openDatabase, rowsOf, type Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { startGateway, type Gateway } from '../apps/server/src/gateway/gateway.ts';
import { startBenchCluster } from './lib/bench-cluster.ts';

const { values: args } = parseArgs({
  options: { devices: { type: 'string', default: '10000' }, minutes: { type: 'string', default: '10' }, every: { type: 'string', default: '5' } },
});
const DEVICES = Number(args.devices);
const MINUTES = Number(args.minutes);
const EVERY_MS = Number(args.every) * 1000;
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

async function main() {
  const { database, drop } = await openBenchDatabase();
  const cluster = await startBenchCluster();
  const gateways: Gateway[] = [];
  let clients: MqttClient[] = [];
  try {
    await migrate(database);
    const specs = (await provisionFleet(database.db, { inverters: DEVICES, batteries: 0, meters: 0 })).filter((s) => s.type === 'wn');
    for (const node of ['soak-a', 'soak-b']) gateways.push(await startGateway({ database, config: { mqttPort: 0, busUrls: cluster.amqpUrls, nodeId: node }, log: quiet }));
    const servers = cluster.amqpUrls.map((_, i) => ({ host: '127.0.0.1', port: Number(new URL(cluster.devices.url).port) + 10 * i }));
    const connectStarted = performance.now();
    clients = [];
    // In waves, so the brokers are not asked for 10,000 sign-ins in the same instant.
    for (let i = 0; i < specs.length; i += 500) {
      const wave = specs.slice(i, i + 500).map((d, j) =>
        mqtt.connectAsync({
          servers: [servers[(i + j) % servers.length]],
          clientId: clientIdOf('wn', d.id),
          ...cluster.devices.account,
          reconnectPeriod: 1000,
          connectTimeout: 30_000,
        }),
      );
      clients.push(...(await Promise.all(wave)));
    }
    for (const c of clients) c.on('error', () => {});
    console.log(`${clients.length} devices connected in ${((performance.now() - connectStarted) / 1000).toFixed(0)} s over 3 broker nodes`);

    let sent = 0;
    let acked = 0;
    const ackedTs = new Map<string, number[]>();
    const until = Date.now() + MINUTES * 60_000;
    const memory: string[] = [];
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      memory.push(`rss ${mb(m.rss)} heap ${mb(m.heapUsed)}`);
      console.log(`  minute ${memory.length}: ${acked} acknowledged, ${memory.at(-1)}`);
    }, 60_000);
    await Promise.all(
      clients.map(async (client, i) => {
        const id = specs[i].id;
        const list: number[] = [];
        ackedTs.set(id, list);
        // Spread the devices over the interval, as a real fleet's clocks are.
        await new Promise((r) => setTimeout(r, (i / clients.length) * EVERY_MS));
        let n = 0;
        while (Date.now() < until) {
          const ts = Date.now();
          sent++;
          const payload = JSON.stringify({ ts, values: { acPower: 500, totalWh: 100_000 + n++ * 10 } });
          await client.publishAsync(topicOf('wn', id, 'telemetry'), payload, { qos: 1 });
          acked++;
          list.push(ts);
          await new Promise((r) => setTimeout(r, Math.max(0, ts + EVERY_MS - Date.now())));
        }
      }),
    );
    clearInterval(sampler);
    // Let the nodes finish what they hold.
    const deadline = Date.now() + 60_000;
    const stored = async () => (await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from iot_wn_data`))[0].n;
    while ((await stored()) < acked && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
    const rows = await rowsOf<{ id: string; ts: number }>(database.db, sql`select wn_id as id, (extract(epoch from ts) * 1000)::float8 as ts from iot_wn_data`);
    const have = new Set(rows.map((r) => `${r.id}/${r.ts}`));
    let lost = 0;
    for (const [id, list] of ackedTs) for (const ts of list) if (!have.has(`${id}/${ts}`)) lost++;
    const [lag] = await rowsOf<{ p50: number; p99: number; max: number }>(
      database.db,
      sql`select percentile_cont(0.5) within group (order by l) as p50, percentile_cont(0.99) within group (order by l) as p99, max(l) as max
          from (select extract(epoch from received_at - ts)::float8 as l from iot_wn_data) x`,
    );
    console.log(`${DEVICES} devices every ${EVERY_MS / 1000} s for ${MINUTES} min, PostgreSQL: ${process.env.DATABASE_URL ? 'yes' : 'no (PGlite)'}, 2 server nodes`);
    console.log(`  sent ${sent}, acknowledged ${acked}, stored ${rows.length}, acknowledged but lost ${lost}`);
    console.log(`  commit lag p50 ${lag.p50.toFixed(3)} s, p99 ${lag.p99.toFixed(3)} s, max ${lag.max.toFixed(3)} s`);
    console.log(`  memory by minute: ${memory.join('; ')}`);
  } finally {
    await Promise.all(clients.map((c) => c.endAsync(true)));
    for (const g of gateways) await g.close({ drainMs: 1000, endSession: true });
    await cluster.stop();
    await drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
