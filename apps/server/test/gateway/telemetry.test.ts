import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import type { Gateway } from '../../src/gateway/gateway.ts';
import { freshDatabase } from '../helpers/app.ts';
import { q, rawDevice, seedDevice, seedStation, stopGateway, testGateway, waitFor, type RawDevice } from './helpers.ts';

describe('telemetry ingest', { timeout: 90_000 }, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let gateway: Gateway;
  let url: string;
  let stationId: number;
  const devices: RawDevice[] = [];

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    ({ gateway, url } = await testGateway(database));
    stationId = await seedStation(database.db, 'Europe/Berlin');
  });

  afterAll(async () => {
    for (const d of devices) await d.forget().catch(() => {});
    await stopGateway(gateway);
    await drop();
  });

  const rawRows = async (id: string) => (await q<{ n: number }>(database.db, sql`select count(*)::int as n from iot_wn_data where wn_id = ${id}`))[0].n;
  const energy = (table: 'device' | 'station', key: string | number) =>
    q<{ period: string; start: string; wh: number }>(
      database.db,
      table === 'device'
        ? sql`select period, period_start::text as start, energy_wh as wh from iot_energy_device where device_id = ${String(key)} order by period, period_start`
        : sql`select period, period_start::text as start, energy_wh as wh from iot_energy_station where station_id = ${Number(key)} order by period, period_start`,
    );

  it('stores raw records and rolls energy up across a day boundary in the station time zone', async () => {
    const wn = await seedDevice(database.db, 'wn', stationId);
    const dev = await rawDevice(url, wn);
    devices.push(dev);
    await dev.online();
    // The last New Year that has passed: midnight in Berlin is 23:00 UTC on 31 December.
    const y = new Date().getUTCFullYear() - 1;
    const at = (h: number, m: number) => Date.UTC(y, 11, 31, h, m);
    const rec = (ts: number, totalWh: number) => ({
      ts,
      values: {
        acPower: 300,
        totalWh,
        pv: [
          { v: 35, i: 4, p: 140 },
          { v: 36, i: 4.1, p: 147.6 },
        ],
      },
    });
    const sendAndWait = async (body: unknown, rows: number) => {
      await dev.publish('telemetry', body);
      await waitFor(async () => (await rawRows(wn.id)) === rows, `${rows} raw rows`);
    };

    await sendAndWait(rec(at(22, 20), 1000), 1); // 23:20 local: first record, counts 0
    await sendAndWait([rec(at(22, 40), 1080), rec(at(23, 10), 1100)], 3); // +80 on 31 Dec, +20 on 1 Jan
    await dev.publish('telemetry', rec(at(23, 10), 1100)); // redelivered: ignored
    await sendAndWait(rec(at(23, 30), 1150), 4); // +50 on 1 Jan
    await sendAndWait(rec(at(22, 50), 1090), 5); // late: stored, counts nothing
    await sendAndWait(rec(at(23, 50), 30), 6); // counter cleared on the device: +30
    await sendAndWait(rec(at(23, 59), 60), 7); // +30

    const expected = [
      { period: 'd', start: `${y}-12-31`, wh: 80 },
      { period: 'd', start: `${y + 1}-01-01`, wh: 130 },
      { period: 'm', start: `${y}-12-01`, wh: 80 },
      { period: 'm', start: `${y + 1}-01-01`, wh: 130 },
      { period: 'y', start: `${y}-01-01`, wh: 80 },
      { period: 'y', start: `${y + 1}-01-01`, wh: 130 },
    ];
    expect(await energy('device', wn.id)).toEqual(expected);
    expect(await energy('station', stationId)).toEqual(expected);

    const [row] = await q<{ pv_power: number[]; station_id: number; dept_id: number }>(
      database.db,
      sql`select pv_power, station_id, dept_id from iot_wn_data where wn_id = ${wn.id} order by ts limit 1`,
    );
    expect(row).toMatchObject({ pv_power: [140, 147.6], station_id: stationId, dept_id: 100 });
    const [dev1] = await q<{ energy_total_wh: number; last_values: { totalWh: number }; online_status: string }>(
      database.db,
      sql`select energy_total_wh, last_values, online_status from iot_wn where wn_id = ${wn.id}`,
    );
    expect(dev1).toMatchObject({ energy_total_wh: 60, last_values: { totalWh: 60 }, online_status: '1' });
  });

  it('stores battery and meter data, rolls meter energy up, and drops what breaks the protocol', async () => {
    const battery = await seedDevice(database.db, 'battery', stationId);
    const meter = await seedDevice(database.db, 'meter', stationId);
    const b = await rawDevice(url, battery);
    const m = await rawDevice(url, meter);
    devices.push(b, m);
    const now = Date.now();
    await b.publish('telemetry', { ts: now, values: { soc: 150 } }); // soc above 100: dropped
    await b.publish('telemetry', 'not json at all');
    await b.publish('telemetry', { ts: now, values: { current: -1250, voltage: 5212, soc: 76, soh: 98, remainCapacity: 7600 } });
    await m.publish('telemetry', { ts: now - 60_000, values: { outputPower: 500, kwh: 1, totalKwh: 1000 } });
    await m.publish('telemetry', { ts: now, values: { outputPower: 520, kwh: 1.2, totalKwh: 1000.2 } });
    await waitFor(async () => (await q(database.db, sql`select 1 from iot_energy_device where device_id = ${meter.id} and period = 'd'`)).length === 1, 'meter roll-up');
    await waitFor(async () => (await q(database.db, sql`select 1 from iot_battery_data where battery_id = ${battery.id}`)).length === 1, 'battery row');
    const [bat] = await q(database.db, sql`select current, voltage, soc, soh, remain_capacity from iot_battery_data where battery_id = ${battery.id}`);
    expect(bat).toEqual({ current: -1250, voltage: 5212, soc: 76, soh: 98, remain_capacity: 7600 });
    const [me] = await q<{ wh: number }>(database.db, sql`select energy_wh as wh from iot_energy_device where device_id = ${meter.id} and period = 'd'`);
    expect(me.wh).toBeCloseTo(200, 6);
    // Meter energy is not generation: the station total still holds only the inverter's.
    expect((await energy('station', stationId)).filter((r) => r.period === 'y').map((r) => r.wh)).toEqual([80, 130]);
  });
});
