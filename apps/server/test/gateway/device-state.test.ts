import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import type { Gateway } from '../../src/gateway/gateway.ts';
import { freshDatabase } from '../helpers/app.ts';
import { q, rawDevice, seedDevice, seedStation, stopGateway, testGateway, waitFor } from './helpers.ts';

describe('status, alarms, parameters and OTA progress', { timeout: 90_000 }, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let gateway: Gateway;
  let url: string;
  let stationId: number;

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    ({ gateway, url } = await testGateway(database));
    stationId = await seedStation(database.db);
  });
  afterAll(async () => {
    await stopGateway(gateway);
    await drop();
  });

  const wnRow = async (id: string) =>
    (
      await q<{ online_status: string; software_version: string | null; wifi_version: string | null; status: string; status_session: number }>(
        database.db,
        sql`select online_status, software_version, wifi_version, status, status_session from iot_wn where wn_id = ${id}`,
      )
    )[0];

  it('follows online and offline by connection, so a late will cannot mark a reconnected device offline', async () => {
    const wn = await seedDevice(database.db, 'wn', stationId);
    const dev = await rawDevice(url, wn, { reconnectPeriod: 0 });
    await dev.publish('status', { state: 'online', session: 100, versions: { software: '2.0.1', wifi: '1.4' }, ip: '10.0.0.7' }, true);
    await waitFor(async () => (await wnRow(wn.id)).online_status === '1', 'online');
    expect(await wnRow(wn.id)).toMatchObject({ software_version: '2.0.1', wifi_version: '1.4', status_session: 100 });

    await dev.publish('status', { state: 'online', session: 200 }, true); // reconnected
    await dev.publish('status', { state: 'offline', session: 100 }, true); // the old connection's will, late
    await dev.publish('status', { state: 'online', session: 150 }); // and a stale online
    const probe = await seedDevice(database.db, 'wn', stationId);
    const p = await rawDevice(url, probe);
    await p.publish('status', { state: 'online', session: 1 });
    await waitFor(async () => (await wnRow(probe.id)).online_status === '1', 'probe online');
    await p.forget();
    await waitFor(async () => (await wnRow(wn.id)).status_session === 200, 'newest session');
    expect(await wnRow(wn.id)).toMatchObject({ online_status: '1', status_session: 200 });

    await dev.publish('status', { state: 'offline', session: 200 }, true);
    await waitFor(async () => (await wnRow(wn.id)).online_status === '0', 'offline');
    await dev.client.endAsync();
  });

  it('opens and closes alarm records from full bitmask states, once each', async () => {
    const wn = await seedDevice(database.db, 'wn', stationId);
    const dev = await rawDevice(url, wn);
    const records = () =>
      q<{ alarm_type: string; bit_num: number; alarm_status: string; closed: boolean }>(
        database.db,
        sql`select alarm_type, bit_num, alarm_status, end_time is not null as closed from iot_alarm_record where device_id = ${wn.id} order by alarm_type, bit_num, id`,
      );
    const t = Date.now() - 60_000;
    await dev.publish('alarm', { ts: t, values: { mi: 0b101, pv1: 0 } });
    await dev.publish('alarm', { ts: t, values: { mi: 0b101, pv1: 0 } }); // redelivered
    await waitFor(async () => (await wnRow(wn.id)).status === '1', 'warn status');
    await dev.publish('alarm', { ts: t + 1000, values: { mi: 0b100, pv2: 2 ** 31 } });
    await dev.publish('alarm', { ts: t - 5000, values: { mi: 0 } }); // older than the state: ignored
    await waitFor(async () => (await records()).length === 3, 'three records');
    await waitFor(async () => (await records()).some((r) => r.closed), 'bit 0 closed');
    expect(await records()).toEqual([
      { alarm_type: 'mi', bit_num: 0, alarm_status: '1', closed: true },
      { alarm_type: 'mi', bit_num: 2, alarm_status: '0', closed: false },
      { alarm_type: 'pv2', bit_num: 31, alarm_status: '0', closed: false },
    ]);
    await dev.publish('alarm', { ts: t + 2000, values: { mi: 0, pv2: 0 } });
    await waitFor(async () => (await wnRow(wn.id)).status === '0', 'normal status');
    expect((await records()).every((r) => r.closed)).toBe(true);
    await dev.forget();
  });

  it('keeps the latest parameter values and OTA progress', async () => {
    const wn = await seedDevice(database.db, 'wn', stationId);
    const dev = await rawDevice(url, wn);
    const now = Date.now();
    await dev.publish('params', { ts: now, values: { powerPercent: 80, antiBackFlowEnable: false } });
    await dev.publish('params', { ts: now - 10_000, values: { powerPercent: 20 } }); // older report
    await dev.publish('ota', { ts: now, requestId: 'r1', target: 'wifi', version: '2.1.0', state: 'downloading', progress: 35 });
    await waitFor(async () => (await q(database.db, sql`select 1 from iot_device_ota where device_id = ${wn.id}`)).length === 1, 'OTA row');
    await waitFor(async () => (await q(database.db, sql`select 1 from iot_device_param where device_id = ${wn.id}`)).length === 2, 'param rows');
    const params = await q(database.db, sql`select param_code, param_value from iot_device_param where device_id = ${wn.id} order by param_code`);
    expect(params).toEqual([
      { param_code: 'antiBackFlowEnable', param_value: 'false' },
      { param_code: 'powerPercent', param_value: '80' },
    ]);
    expect((await q(database.db, sql`select state, progress, version from iot_device_ota where device_id = ${wn.id}`))[0]).toEqual({ state: 'downloading', progress: 35, version: '2.1.0' });
    await dev.forget();
  });
});
