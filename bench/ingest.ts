/**
 * Device telemetry ingest: N simulated inverters each send M QoS 1 records;
 * measured from the first publish until every record is committed with its
 * roll-ups (the gateway's committed batches; rows and energy checked after),
 * against the same broker's raw delivery rate (the same load to a plain
 * subscriber that acknowledges at once) in the same run. Each pair measures
 * raw delivery, a baseline ingest (--baseline-lanes, default 1: one
 * transaction at a time, as before the lanes) and the ingest as configured
 * (--lanes, default the gateway's), in turn, --rounds times.
 *
 *   npx tsx bench/ingest.ts [--devices 100] [--messages 50] [--window 4] [--rounds 2]
 *     [--pairs aedes,mosquitto,cluster] [--cluster] [--lanes N] [--baseline-lanes 1] [--profile DIR]
 *
 * Pairs: Aedes + PGlite (in a data folder, as the server keeps it); Mosquitto + PostgreSQL when DATABASE_URL is set (the
 * broker at MQTT_URL, else one started here with the limits of deployment.md);
 * with --cluster the device bus on a three-node RabbitMQ cluster
 * (scripts/broker-cluster.sh, started and removed here) on PostgreSQL when
 * DATABASE_URL is set, else PGlite. A run that stops making progress for 30 s
 * ends with a message saying where, instead of waiting forever. --profile
 * writes a CPU profile of each ingest phase (startup left out).
 */
import net from 'node:net';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { Aedes } from 'aedes';
import mqtt, { type MqttClient } from 'mqtt';
import { sql } from 'drizzle-orm';
import { clientIdOf, topicOf } from '@cniot/contract/devices/device-protocol';
import type { DeviceSpec } from '@cniot/contract/devices/simulated-fleet';
import { provisionFleet } from '../apps/server/src/db/demo/provision-fleet.ts';
import { openDatabase, rowsOf, type Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { startGateway } from '../apps/server/src/gateway/gateway.ts';
import { startBenchCluster, type BenchCluster } from './lib/bench-cluster.ts';
import { startBenchMosquitto } from './lib/bench-mosquitto.ts';
import { openBenchPglite } from './lib/bench-pglite.ts';
import { profiledWhile } from './lib/cpu-profile.ts';

const { values: args } = parseArgs({
  options: {
    devices: { type: 'string', default: '100' },
    messages: { type: 'string', default: '50' },
    window: { type: 'string', default: '4' },
    cluster: { type: 'boolean', default: false },
    profile: { type: 'string' },
    pairs: { type: 'string', default: 'aedes,mosquitto' },
    lanes: { type: 'string' },
    'baseline-lanes': { type: 'string', default: '1' },
    rounds: { type: 'string', default: '2' },
  },
});
const DEVICES = Number(args.devices);
const MESSAGES = Number(args.messages);
const WINDOW = Number(args.window);
const TOTAL = DEVICES * MESSAGES;
const batches: Array<{ items: number; ms: number }> = [];
/** Messages in committed batches, as the gateway reports them: counting rows with a query every 50 ms took PGlite's one connection from ingest. */
let committed = 0;
const silent = {
  debug(o: object, m?: string) {
    if (m !== 'telemetry batch committed') return;
    batches.push(o as { items: number; ms: number });
    committed += (o as { items: number }).items;
  },
  info() {},
  warn() {},
  error: (o: object, m?: string) => console.error(m, o),
};

/** One reading a minute, 10 Wh apart: 600 W, plausible for the simulated inverters' rating. */
function record(i: number, base: number) {
  const p = 150 + (i % 7) * 10;
  return JSON.stringify({
    ts: base + i * 60_000,
    values: {
      acPower: p * 2 * 0.96,
      acVoltage: 230.4,
      acFrequency: 50.01,
      temp: 38.5,
      totalWh: 100_000 + i * 10,
      dayWh: i * 10,
      powerLimit: 100,
      state: 'running',
      pv: [
        { v: 35.2, i: p / 35.2, p, totalWh: 50_000 + i * 5, dayWh: i * 5 },
        { v: 35.6, i: p / 35.6, p, totalWh: 50_000 + i * 5, dayWh: i * 5 },
      ],
    },
  });
}

/** Where the devices connect, and as whom: their own keys, or the cluster's bench account (its sign-in hook is not what is measured). */
interface DeviceSide {
  url: string;
  account?: { username: string; password: string };
}

async function connectDevices(side: DeviceSide, specs: DeviceSpec[], auth: boolean): Promise<MqttClient[]> {
  return Promise.all(
    specs.map((d) =>
      mqtt.connectAsync(side.url, {
        clientId: auth ? clientIdOf(d.type, d.id) : `raw-${d.id}`,
        ...(side.account ?? (auth ? { username: d.id, password: d.key } : {})),
        reconnectPeriod: 0,
      }),
    ),
  );
}

/** Every device sends its records with up to WINDOW unacknowledged at a time; resolves when all are sent. */
async function blast(clients: MqttClient[], specs: DeviceSpec[], base: number, first = 0): Promise<void> {
  await Promise.all(
    clients.map(async (client, d) => {
      const topic = topicOf('wn', specs[d].id, 'telemetry');
      let next = first;
      const lane = async () => {
        while (next < first + MESSAGES) await client.publishAsync(topic, record(next++, base), { qos: 1 });
      };
      await Promise.all(Array.from({ length: WINDOW }, lane));
    }),
  );
}

const STALL_MS = 30_000;

/**
 * Waits until `progress` reaches TOTAL; gives up with a message naming what
 * stopped when it has not moved for STALL_MS (a broker dropping QoS 1
 * messages, e.g. Mosquitto's max_queued_messages, used to hang the bench).
 */
async function reach(progress: () => Promise<number> | number, what: string, work?: Promise<void>): Promise<void> {
  let failed: unknown;
  void work?.catch((err) => (failed = err));
  let last = -1;
  let movedAt = Date.now();
  for (;;) {
    if (failed) throw failed;
    const n = await progress();
    if (n >= TOTAL) return;
    if (n !== last) [last, movedAt] = [n, Date.now()];
    if (Date.now() - movedAt > STALL_MS) {
      throw new Error(`${what}: stuck at ${n} of ${TOTAL} for ${STALL_MS / 1000} s; the broker dropped or holds the rest (Mosquitto: raise max_queued_messages, docs/device-protocol.md §12.1)`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The broker alone: the same load delivered to one subscriber that acknowledges at once (on the bus: an AMQP consumer of a quorum queue). */
async function rawRate(broker: Broker, specs: DeviceSpec[]): Promise<number> {
  let aedes: Aedes | undefined;
  let server: net.Server | undefined;
  let side = broker.devices;
  if (!side) {
    aedes = await Aedes.createBroker();
    server = net.createServer(aedes.handle).listen(0, '127.0.0.1');
    await once(server, 'listening');
    side = { url: `mqtt://127.0.0.1:${(server.address() as net.AddressInfo).port}` };
  }
  let received = 0;
  let stopSub: () => Promise<unknown>;
  if (broker.cluster) {
    stopSub = await broker.cluster.rawConsumer(() => void received++);
  } else {
    const sub = await mqtt.connectAsync(side.url, { clientId: `bench-raw-${randomBytes(3).toString('hex')}`, clean: true, ...side.account });
    sub.on('message', () => void received++);
    await sub.subscribeAsync('cniot/v1/+/+/telemetry', { qos: 1 });
    stopSub = () => sub.endAsync();
  }
  const devices = await connectDevices(side, specs, false);
  const t0 = performance.now();
  await reach(() => received, 'raw delivery', blast(devices, specs, Date.now() - MESSAGES * 60_000));
  const rate = TOTAL / ((performance.now() - t0) / 1000);
  await Promise.all([...devices.map((c) => c.endAsync()), stopSub()]);
  if (aedes) await new Promise<void>((r) => aedes!.close(() => r()));
  server?.close();
  return rate;
}

/** Mosquitto's URL, or the cluster; neither means the embedded Aedes. */
interface Broker {
  mqttUrl?: string;
  cluster?: BenchCluster;
  devices?: DeviceSide;
}

/**
 * One round of ingest: records `round * MESSAGES` onwards of every device, so
 * rounds in one database continue each device's counter and times.
 */
async function ingestRate(database: Database, broker: Broker, specs: DeviceSpec[], base: number, round: number, lanes?: number): Promise<number> {
  const tag = randomBytes(3).toString('hex');
  const gateway = await startGateway({
    database,
    config: { mqttPort: 0, mqttHost: '127.0.0.1', mqttUrl: broker.mqttUrl, busUrls: broker.cluster?.amqpUrls, nodeId: `bench-${tag}`, shareGroup: `bench-${tag}` },
    log: silent,
    ingestLanes: lanes,
  });
  const side = broker.devices ?? { url: `mqtt://127.0.0.1:${gateway.port}` };
  const devices = await connectDevices(side, specs, true);
  committed = 0;
  const t0 = performance.now();
  await reach(() => committed, 'ingest (committed messages)', blast(devices, specs, base, round * MESSAGES));
  const rate = TOTAL / ((performance.now() - t0) / 1000);
  const [{ n }] = await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from iot_wn_data`);
  if (n !== (round + 1) * TOTAL) throw new Error(`${n} raw rows stored, expected ${(round + 1) * TOTAL}`);
  const [e] = await rowsOf<{ wh: number }>(database.db, sql`select coalesce(sum(energy_wh), 0)::float8 as wh from iot_energy_device where period = 'y'`);
  await Promise.all(devices.map((c) => c.endAsync()));
  await gateway.close({ endSession: true });
  // Each device's counter rose by 10 Wh per record after its first.
  const expectedWh = DEVICES * ((round + 1) * MESSAGES - 1) * 10;
  if (Math.abs(e.wh - expectedWh) > 1e-6) throw new Error(`roll-ups hold ${e.wh} Wh, expected ${expectedWh}`);
  return rate;
}

const ROUNDS = Number(args.rounds);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * Raw delivery, the baseline ingest (--baseline-lanes, 1: one transaction at
 * a time, as before the lanes) and the ingest as configured (--lanes, default
 * the gateway's), taken in turn ROUNDS times so each sees the same moments of
 * a shared machine's load; prints the mean of each and the ratios.
 */
async function run(label: string, database: Database, broker: Broker) {
  await migrate(database);
  const specs = (await provisionFleet(database.db, { inverters: DEVICES, batteries: 0, meters: 0 })).filter((s) => s.type === 'wn');
  await rawRate(broker, specs); // warm-up
  const base = Date.now() - 2 * ROUNDS * MESSAGES * 60_000;
  const variants = [
    { name: `baseline, ${args['baseline-lanes']} lane(s)`, lanes: Number(args['baseline-lanes']), rates: [] as number[], batches: [] as typeof batches },
    { name: `ingest, ${args.lanes ?? 'default'} lane(s)`, lanes: args.lanes ? Number(args.lanes) : undefined, rates: [] as number[], batches: [] as typeof batches },
  ];
  const raw: number[] = [];
  let round = 0;
  for (let r = 0; r < ROUNDS; r++) {
    raw.push(await rawRate(broker, specs));
    for (const v of variants) {
      v.rates.push(await profiledWhile(`ingest ${label} ${v.name} ${r}`, () => ingestRate(database, broker, specs, base, round++, v.lanes), args.profile));
      v.batches.push(...batches.splice(0).filter((b) => b.items > 0));
    }
  }
  const rawMean = mean(raw);
  console.log(`${label}: ${DEVICES} devices x ${MESSAGES} records, ${WINDOW} in flight per device, ${ROUNDS} round(s) taken in turn`);
  console.log(`  broker raw delivery:   ${rawMean.toFixed(0)} msg/s (${raw.map((x) => x.toFixed(0)).join(', ')})`);
  for (const v of variants) {
    const avg = (f: (b: { items: number; ms: number }) => number) => mean(v.batches.map(f));
    console.log(
      `  ${v.name.padEnd(24)} ${mean(v.rates).toFixed(0)} msg/s committed with roll-ups (${v.rates.map((x) => x.toFixed(0)).join(', ')}), ratio ${(mean(v.rates) / rawMean).toFixed(3)} of raw delivery; ` +
        `${v.batches.length} transactions of ${avg((b) => b.items).toFixed(0)} messages, ${avg((b) => b.ms).toFixed(0)} ms on average`,
    );
  }
}

const pairs = new Set(args.pairs.split(','));
if (args.cluster) pairs.add('cluster');

async function main() {
  if (pairs.has('aedes')) {
    const pglite = await openBenchPglite();
    try {
      await run('Aedes + PGlite', pglite, {});
    } finally {
      await pglite.close();
    }
  }
  const { MQTT_URL, DATABASE_URL } = process.env;
  if (!pairs.has('mosquitto')) console.log('Mosquitto + PostgreSQL: not asked for (--pairs)');
  else if (!DATABASE_URL) console.log('Mosquitto + PostgreSQL: skipped (set DATABASE_URL)');
  else if (MQTT_URL) await onPostgres(`Mosquitto at ${MQTT_URL} + PostgreSQL`, DATABASE_URL, { mqttUrl: MQTT_URL, devices: { url: MQTT_URL } });
  else {
    const own = await startBenchMosquitto();
    if (!own) console.log('Mosquitto + PostgreSQL: skipped (no mosquitto binary; or set MQTT_URL)');
    else await onPostgres('Mosquitto (own, deployment.md limits) + PostgreSQL', DATABASE_URL, { mqttUrl: own.url, devices: { url: own.url } }).finally(() => own.stop());
  }
  if (!pairs.has('cluster')) return console.log('RabbitMQ cluster: skipped (--cluster or --pairs cluster starts one)');
  const cluster = await startBenchCluster();
  try {
    const broker = { cluster, devices: cluster.devices };
    if (DATABASE_URL) await onPostgres('RabbitMQ cluster (3 nodes) + PostgreSQL', DATABASE_URL, broker);
    else {
      const db = await openBenchPglite();
      await run('RabbitMQ cluster (3 nodes) + PGlite', db, broker).finally(() => db.close());
    }
  } finally {
    await cluster.stop();
  }
}

async function onPostgres(label: string, DATABASE_URL: string, broker: Broker) {
  const pg = (await import('pg')).default;
  const name = `cniot_bench_${randomBytes(4).toString('hex')}`;
  const adminUrl = (db: string) => Object.assign(new URL(DATABASE_URL), { pathname: `/${db}` }).toString();
  const admin = new pg.Client({ connectionString: adminUrl('postgres') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: adminUrl(name) });
  try {
    await run(label, database, broker);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
