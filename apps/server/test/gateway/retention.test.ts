import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { iotWnData } from '../../src/db/schema/device-data.ts';
import type { Gateway } from '../../src/gateway/gateway.ts';
import { monthStart, Partitions } from '../../src/gateway/ingest/partitions.ts';
import { writeTelemetry, type TelemetryRecord } from '../../src/gateway/ingest/telemetry-write.ts';
import { maintainPartitions } from '../../src/jobs/telemetry-partitions.ts';
import { freshDatabase } from '../helpers/app.ts';
import { q, rawDevice, seedDevice, seedStation, stopGateway, testGateway, testLog, waitFor, type RawDevice } from './helpers.ts';

const suffix = (ts: number) => new Date(ts).toISOString().slice(0, 7).replace('-', '_');
const HOUR = 3_600_000;

describe('raw telemetry partitions: created ahead, dropped after the retention (issue 23)', { timeout: 120_000 }, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let dbUrl: string | undefined;
  let gateway: Gateway;
  let url: string;
  let log: ReturnType<typeof testLog>;
  let stationId: number;
  const devices: RawDevice[] = [];

  beforeAll(async () => {
    ({ database, drop, url: dbUrl } = await freshDatabase());
    ({ gateway, url, log } = await testGateway(database));
    stationId = await seedStation(database.db, 'Europe/Berlin');
  });
  afterAll(async () => {
    for (const d of devices) await d.forget().catch(() => {});
    await stopGateway(gateway);
    await drop();
  });

  const exists = async (table: string) => (await q<{ t: string | null }>(database.db, sql`select to_regclass(${table})::text as t`))[0].t !== null;
  const rawCount = async (id: string) => (await q<{ n: number }>(database.db, sql`select count(*)::int as n from iot_wn_data where wn_id = ${id}`))[0].n;
  const rec = (ts: number, totalWh: number): TelemetryRecord => ({ ts, values: { acPower: 300, totalWh } });

  it('creates the coming months ahead, so a reading at the first instant of a new month finds its partition', async () => {
    // Far enough ahead that the gateway's start did not create it.
    const newMonth = monthStart(Date.now(), -6);
    expect(await exists(`iot_wn_data_${suffix(newMonth)}`)).toBe(false);
    const lastMinuteBefore = newMonth - 60_000;
    const { created } = await maintainPartitions(database.db, 12, lastMinuteBefore);
    expect(created).toBeGreaterThanOrEqual(3 * 3);
    for (const table of ['iot_wn_data', 'iot_battery_data', 'iot_meter_data']) {
      for (let i = 0; i <= 3; i++) expect(await exists(`${table}_${suffix(monthStart(lastMinuteBefore, -i))}`), `${table} +${i}`).toBe(true);
    }
    // Straight into the ingest transaction, without the gateway's own creation on demand.
    const wn = await seedDevice(database.db, 'wn', stationId);
    await writeTelemetry(database.db, [{ type: 'wn', id: wn.id, records: [rec(newMonth - 1, 100), rec(newMonth, 110), rec(newMonth + 300_000, 120)] }], testLog());
    expect(await rawCount(wn.id)).toBe(3);
  });

  it('drops a month older than the retention with its rows, keeps the months inside it and every roll-up', async () => {
    const now = Date.now();
    const old = monthStart(now, 14) + 10 * 24 * HOUR;
    const inside = monthStart(now, 11) + 10 * 24 * HOUR;
    const wn = await seedDevice(database.db, 'wn', stationId);
    const records = [rec(old, 1000), rec(old + HOUR, 1200), rec(inside, 1300), rec(inside + HOUR, 1500)];
    await new Partitions(database.db).ensureAll(
      iotWnData,
      records.map((r) => r.ts),
    );
    await writeTelemetry(database.db, [{ type: 'wn', id: wn.id, records }], testLog());
    expect(await rawCount(wn.id)).toBe(4);
    const rollups = async () =>
      q<{ period: string; start: string; wh: number }>(
        database.db,
        sql`select period, period_start::text as start, energy_wh as wh from iot_energy_device where device_id = ${wn.id} and period = 'd' order by period_start`,
      );
    const before = await rollups();
    expect(before[0]).toEqual({ period: 'd', start: new Date(old).toISOString().slice(0, 10), wh: 200 });

    const { dropped } = await maintainPartitions(database.db, 12, now);
    expect(dropped).toContain(`iot_wn_data_${suffix(old)}`);
    expect(dropped).not.toContain(`iot_wn_data_${suffix(inside)}`);
    expect(await exists(`iot_wn_data_${suffix(old)}`)).toBe(false);
    expect(await exists(`iot_wn_data_${suffix(inside)}`)).toBe(true);
    expect(await rawCount(wn.id)).toBe(2);
    expect(await rollups()).toEqual(before);
    const stationDays = await q<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from iot_energy_station where station_id = ${stationId} and period = 'd' and period_start < ${new Date(monthStart(now, 12)).toISOString().slice(0, 10)}::date`,
    );
    expect(stationDays[0].n).toBeGreaterThan(0);
  });

  // Only PostgreSQL has a second connection to hold the lock with.
  it.skipIf(!process.env.DATABASE_URL)('leaves a partition that ingest holds for the next run instead of queueing writers behind the drop', async () => {
    const month = monthStart(Date.now(), 30);
    const name = `iot_wn_data_${suffix(month)}`;
    await new Partitions(database.db).ensureAll(iotWnData, [month]);
    const pg = (await import('pg')).default;
    const reader = new pg.Client({ connectionString: dbUrl });
    await reader.connect();
    try {
      await reader.query('begin');
      await reader.query(`select count(*) from ${name}`);
      const busy = await maintainPartitions(database.db, 12);
      expect(busy.postponed).toEqual([name]);
      expect(busy.dropped).not.toContain(name);
      expect(await exists(name)).toBe(true);
      await reader.query('commit');
      expect((await maintainPartitions(database.db, 12)).dropped).toEqual([name]);
      expect(await exists(name)).toBe(false);
    } finally {
      await reader.end();
    }
  });

  it('refuses a late reading for a dropped month, counts it, and goes on ingesting', async () => {
    const now = Date.now();
    const dropped = monthStart(now, 20) + 3 * 24 * HOUR;
    await maintainPartitions(database.db, 12, now);
    const wn = await seedDevice(database.db, 'wn', stationId);
    const dev = await rawDevice(url, wn);
    devices.push(dev);
    await dev.online();
    await dev.publish('telemetry', [rec(dropped, 500), rec(now - 10 * 60_000, 900)]);
    await waitFor(async () => (await rawCount(wn.id)) === 1, 'the fresh reading stored');
    expect(await exists(`iot_wn_data_${suffix(dropped)}`)).toBe(false);
    const warning = log.lines.find((l) => l.msg === 'telemetry older than the raw-data retention refused');
    expect(warning?.obj).toMatchObject({ refused: 1, devices: [`wn:${wn.id}`] });
    await dev.publish('telemetry', rec(now - 5 * 60_000, 920));
    await waitFor(async () => (await rawCount(wn.id)) === 2, 'the next reading stored');
  });
});
