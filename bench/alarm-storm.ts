/**
 * Alarm storm: D devices each raise an alarm bit and clear it again within a
 * minute (a grid fault sweeping a fleet), a tenth of the raises redelivered
 * at the same moment as the original (QoS 1 on a shared subscription), all
 * through the gateway's router (validation, gateway/ingest/alarms.ts, commit)
 * with W messages in flight; against plain telemetry ingest of the same
 * devices through the same router in the same run. Ends by checking that no
 * device ever held two open alarms for one bit, and that all closed.
 *
 *   npx tsx bench/alarm-storm.ts [--devices 10000] [--inflight 32]
 *
 * PostgreSQL when DATABASE_URL is set, else embedded PGlite. The MQTT transport
 * is left out on purpose: the embedded broker refuses the 1001st connection
 * from one address, and both sides of the ratio would pay it alike.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { Batcher } from '../apps/server/src/gateway/ingest/batcher.ts';
import { Partitions } from '../apps/server/src/gateway/ingest/partitions.ts';
import { writeTelemetry, type TelemetryItem } from '../apps/server/src/gateway/ingest/telemetry-write.ts';
import { createRouter, type DeviceMessage } from '../apps/server/src/gateway/router.ts';
import { evaluateNotReporting } from '../apps/server/src/modules/alarms/alarm-analytics/not-reporting.ts';
import { iotWnData } from '../apps/server/src/db/schema/device-data.ts';
import { adminQuery, withDatabase } from './lib/bench-app.ts';

const { values: args } = parseArgs({ options: { devices: { type: 'string', default: '10000' }, inflight: { type: 'string', default: '32' } } });
const DEVICES = Number(args.devices);
const INFLIGHT = Number(args.inflight);
const PER_STATION = 50;
const quiet = { debug() {}, info() {}, warn() {}, error: (o: object, m?: string) => console.error(m, o) };

/** The longitude where the sun is highest at `at`: the bench's plants are in daylight whenever it runs. */
const noonLongitude = (at: Date) => (((12 - at.getUTCHours() - at.getUTCMinutes() / 60) * 15 + 540) % 360) - 180;

/** D inverters in stations of 50 on the equator where it is noon now, codes 95…; answers their codes. */
async function fleet(database: Database): Promise<string[]> {
  const db = database.db;
  await db.execute(sql`insert into iot_station (station_name, time_zone, dept_id, latitude, longitude, status, remark)
    select 'Storm ' || n, 'UTC', 100, 0, ${noonLongitude(new Date())}, '2', 'bench' from generate_series(1, ${Math.ceil(DEVICES / PER_STATION)}) n`);
  await db.execute(sql`insert into iot_wn (wn_id, station_id, dept_id, power, wn_type, private_key)
    select '95' || lpad(n::text, 12, '0'), (select min(id) from iot_station where remark = 'bench') + (n - 1) / ${PER_STATION}, 100, 800, '2', md5(n::text)
    from generate_series(1, ${DEVICES}) n`);
  return Array.from({ length: DEVICES }, (_, i) => `95${String(i + 1).padStart(12, '0')}`);
}

function router(database: Database) {
  const partitions = new Partitions(database.db);
  const telemetry = new Batcher<TelemetryItem>(async (items) => {
    await partitions.ensureAll(
      iotWnData,
      items.flatMap((i) => i.records.map((r) => r.ts)),
    );
    await writeTelemetry(database.db, items, quiet);
  }, quiet);
  return createRouter({ db: database.db, telemetry, log: quiet, onStatus() {}, onAck: async () => {} });
}

/** Runs each device's messages in order, up to INFLIGHT devices at a time; answers messages per second. */
async function drive(route: (m: DeviceMessage) => Promise<void>, perDevice: (i: number) => DeviceMessage[][]): Promise<{ rate: number; messages: number }> {
  let next = 0;
  let messages = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: INFLIGHT }, async () => {
      while (next < DEVICES) {
        // Each step of a device: its messages sent at once (a redelivery races the original).
        for (const step of perDevice(next++)) {
          await Promise.all(step.map(route));
          messages += step.length;
        }
      }
    }),
  );
  return { rate: messages / ((performance.now() - t0) / 1000), messages };
}

const message = (id: string, channel: 'telemetry' | 'alarm', body: unknown): DeviceMessage => ({ type: 'wn', id, channel, payload: Buffer.from(JSON.stringify(body)) });

async function run(label: string, database: Database) {
  await migrate(database);
  const codes = await fleet(database);
  const route = router(database);
  const t0 = Date.now() - 120_000;
  const reading = (i: number) => ({
    ts: t0,
    values: {
      acPower: 400,
      totalWh: 100_000 + i,
      pv: [
        { v: 35, i: 5.7, p: 200, totalWh: 50_000, dayWh: 900 },
        { v: 35, i: 5.7, p: 200, totalWh: 50_000, dayWh: 900 },
      ],
    },
  });
  const telemetry = await drive(route, (i) => [[message(codes[i], 'telemetry', reading(i))]]);
  // Raised at some moment of the first 30 s, cleared 30 s later: the whole storm within a minute of device time.
  const storm = await drive(route, (i) => {
    const raisedAt = t0 + (i % 30_000);
    const raise = message(codes[i], 'alarm', { ts: raisedAt, values: { mi: 1, pv1: 0, pv2: 0 } });
    const clear = message(codes[i], 'alarm', { ts: raisedAt + 30_000, values: { mi: 0 } });
    return [i % 10 === 0 ? [raise, raise] : [raise], [clear]];
  });
  const [check] = await rowsOf<{ records: number; most_open: number; open: number }>(
    database.db,
    sql`select (select count(*)::int from iot_alarm_record where device_id like '95%') as records,
      (select coalesce(max(n), 0)::int from (select count(*) as n from iot_alarm_record where device_id like '95%' and alarm_status = '0'
        group by device_type, device_id, alarm_type, bit_num) x) as most_open,
      (select count(*)::int from iot_alarm_record where device_id like '95%' and alarm_status = '0') as open`,
  );
  if (check.records !== DEVICES || check.most_open > 1 || check.open !== 0) throw new Error(`duplicates or leftovers: ${JSON.stringify(check)}`);
  // The same fleet an hour later, all silent: one not-reporting run over every device.
  const e0 = performance.now();
  const evaluation = await evaluateNotReporting(database.db, new Date(Date.now() + 3_600_000));
  const evalMs = performance.now() - e0;
  console.log(`${label}: ${DEVICES} devices, ${INFLIGHT} in flight`);
  console.log(`  telemetry ingest (1 record each):     ${telemetry.rate.toFixed(0)} msg/s`);
  console.log(`  alarm storm (raise, clear, 10 % redelivered): ${storm.rate.toFixed(0)} msg/s over ${storm.messages} messages`);
  console.log(`  check: ${check.records} records for ${DEVICES} devices (no second record from a redelivery), at most ${check.most_open} open per device and bit now, ${check.open} left open`);
  console.log(`  not-reporting run over the fleet: ${evalMs.toFixed(0)} ms, ${evaluation.opened} station alarms raised for ${evaluation.stations} stations`);
  console.log(`  ratio: alarm storm ${(storm.rate / telemetry.rate).toFixed(3)} of telemetry ingest`);
}

async function main() {
  const server = process.env.DATABASE_URL;
  if (!server) {
    // One embedded connection: alarms commit one message at a time, so try a smaller storm here (--devices 1000).
    const pglite = await openDatabase({});
    try {
      return await run('PGlite', pglite);
    } finally {
      await pglite.close();
    }
  }
  const name = `cniot_storm_${randomBytes(4).toString('hex')}`;
  await adminQuery(server, `create database ${name}`);
  const database = await openDatabase({ databaseUrl: withDatabase(server, name) });
  try {
    await run('PostgreSQL', database);
  } finally {
    await database.close();
    await adminQuery(server, `drop database if exists ${name} with (force)`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
