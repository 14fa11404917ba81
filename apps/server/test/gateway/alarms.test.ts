import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../src/gateway/gateway.ts';
import { raiseBits } from '../../src/gateway/ingest/alarm-raise.ts';
import { raiseAfterMaintenance } from '../../src/modules/alarms/alarms/maintenance-end.ts';
import { signedInApp, type TestApp } from '../helpers/app.ts';
import { q, rawDevice, seedDevice, seedStation, stopGateway, testGateway, waitFor } from './helpers.ts';

interface Rec {
  id: number;
  alarm_type: string;
  bit_num: number;
  alarm_status: string;
  alarm_level: string | null;
  alarm_code: string | null;
  repeat_count: number;
  last_seen: number;
  start: number;
  shelved: boolean;
}

describe('alarm lifecycle on the real broker', { timeout: 120_000 }, () => {
  let t: TestApp;
  let admin: string;
  let gateway: Gateway;
  let second: Gateway;
  let url: string;
  let url2: string;
  let stationId: number;

  beforeAll(async () => {
    ({ t, admin } = await signedInApp());
    ({ gateway, url } = await testGateway(t.database));
    ({ gateway: second, url: url2 } = await testGateway(t.database));
    stationId = await seedStation(t.app.db);
  });
  afterAll(async () => {
    await stopGateway(gateway);
    await stopGateway(second);
    await t.close();
  });

  const records = (id: string) =>
    q<Rec>(
      t.app.db,
      sql`select id::float8 as id, alarm_type, bit_num, alarm_status, alarm_level, alarm_code, repeat_count,
            (extract(epoch from last_seen_time) * 1000)::float8 as last_seen, (extract(epoch from start_time) * 1000)::float8 as start,
            coalesce(shelved_until > now(), false) as shelved
          from iot_alarm_record where device_id = ${id} order by id`,
    );
  const status = async (table: string, col: string, id: string) =>
    (await q<{ status: string }>(t.app.db, sql`select status from ${sql.identifier(table)} where ${sql.identifier(col)} = ${id}`))[0].status;
  const call = (method: 'PUT' | 'POST', path: string, payload: object) => t.call(admin, { method, url: `/cniotapi${path}`, payload });

  it('raises once, counts repeats with their last time, and clears when the bit goes off', async () => {
    const wn = await seedDevice(t.app.db, 'wn', stationId);
    const dev = await rawDevice(url, wn);
    const t0 = Date.now() - 120_000;
    await dev.publish('alarm', { ts: t0, values: { mi: 0b1, pv1: 0 } });
    await dev.publish('alarm', { ts: t0, values: { mi: 0b1, pv1: 0 } }); // redelivered: no repeat
    await dev.publish('alarm', { ts: t0 + 1000, values: { mi: 0b1 } });
    await dev.publish('alarm', { ts: t0 + 2000, values: { mi: 0b1, pv1: 0 } });
    await waitFor(async () => (await records(wn.id))[0]?.repeat_count === 3, 'three reports of one alarm');
    const [open] = await records(wn.id);
    expect(open).toMatchObject({ alarm_type: 'mi', bit_num: 0, alarm_status: '0', alarm_level: '2', alarm_code: 'GRID_OV', start: t0, last_seen: t0 + 2000 });
    expect(await status('iot_wn', 'wn_id', wn.id)).toBe('1');
    await dev.publish('alarm', { ts: t0 + 3000, values: { mi: 0 } });
    await waitFor(async () => (await records(wn.id))[0].alarm_status === '1', 'cleared');
    expect(await records(wn.id)).toHaveLength(1);
    expect(await status('iot_wn', 'wn_id', wn.id)).toBe('0');
    await dev.forget();
  });

  it('drops bits of PV inputs a 2-input inverter does not have and counts them in its alarm state, raising only its own inputs', async () => {
    const wn = await seedDevice(t.app.db, 'wn', stationId);
    await t.app.db.execute(sql`update iot_wn set wn_type = '2' where wn_id = ${wn.id}`);
    const dev = await rawDevice(url, wn);
    const t0 = Date.now() - 60_000;
    await dev.publish('alarm', { ts: t0, values: { pv2: 0b1, pv5: 0b1 } });
    await dev.publish('alarm', { ts: t0 + 1000, values: { pv2: 0b1, pv3: 0b1, pv5: 0b1 } });
    const state = async () => (await q<{ s: { bits?: Record<string, number>; dropped?: Record<string, number> } }>(t.app.db, sql`select alarm_state as s from iot_wn where wn_id = ${wn.id}`))[0].s;
    await waitFor(async () => (await state()).dropped?.pv3 === 1, 'the second message counted');
    expect((await records(wn.id)).map((r) => r.alarm_type)).toEqual(['pv2']);
    expect(await state()).toMatchObject({ bits: { pv2: 1 }, dropped: { pv5: 2, pv3: 1 } });
    expect((await state()).bits).not.toHaveProperty('pv5');
    await dev.forget();
  });

  it("applies a device's reports in the order it sent them, though it sends the next before the last is stored", async () => {
    const wn = await seedDevice(t.app.db, 'wn', stationId);
    const dev = await rawDevice(url, wn);
    const t0 = Date.now() - 60_000;
    await Promise.all(Array.from({ length: 6 }, (_, i) => dev.publish('alarm', { ts: t0 + i * 1000, values: { mi: 0b10 } })));
    const [open] = await waitFor(async () => {
      const rows = await records(wn.id);
      return rows[0]?.last_seen === t0 + 5000 ? rows : undefined;
    }, 'the last report');
    expect(open).toMatchObject({ bit_num: 1, start: t0, repeat_count: 6 });
    await dev.forget();
  });

  it('records nothing for a shielded rule, but still shows the inverter in warning', async () => {
    const wn = await seedDevice(t.app.db, 'wn', stationId);
    await t.app.db.execute(sql`update iot_alarm_rule set alarm_level = '0' where alarm_type = 'mi' and bit_num = 11`);
    const dev = await rawDevice(url, wn);
    await dev.publish('alarm', { ts: Date.now() - 1000, values: { mi: 1 << 11 } });
    await dev.publish('alarm', { ts: Date.now(), values: { mi: (1 << 11) | (1 << 4) } });
    await waitFor(async () => (await records(wn.id)).length === 1, 'the islanding alarm only');
    expect((await records(wn.id)).map((r) => r.bit_num)).toEqual([4]);
    expect(await status('iot_wn', 'wn_id', wn.id)).toBe('1');
    await dev.forget();
  });

  it('keeps one open alarm when two server nodes ingest the same device at once', async () => {
    const wn = await seedDevice(t.app.db, 'wn', stationId);
    const a = await rawDevice(url, wn);
    const b = await rawDevice(url2, wn);
    const t0 = Date.now() - 60_000;
    // Both nodes get the same reports (a redelivery through each), interleaved with newer ones.
    const sends = [];
    for (let i = 0; i < 10; i++) {
      const msg = { ts: t0 + i * 1000, values: { mi: 0b1000, pv2: 0b1 } };
      sends.push(a.publish('alarm', msg), b.publish('alarm', msg));
    }
    await Promise.all(sends);
    const last = { ts: t0 + 10_000, values: { mi: 0b1000, pv2: 0b1 } };
    await Promise.all([a.publish('alarm', last), b.publish('alarm', last)]);
    await waitFor(async () => (await records(wn.id)).some((r) => r.last_seen === t0 + 10_000), 'the last report');
    const rows = await records(wn.id);
    expect(rows.map((r) => [r.alarm_type, r.bit_num, r.alarm_status])).toEqual(
      expect.arrayContaining([
        ['mi', 3, '0'],
        ['pv2', 0, '0'],
      ]),
    );
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r.repeat_count).toBeLessThanOrEqual(11);
    await a.forget();
    await b.forget();

    // Without the device row's lock (on PostgreSQL each on its own connection), the unique index alone keeps one record.
    const subject = { type: 'wn' as const, id: wn.id, stationId, deptId: 100, userId: 1 };
    const at = new Date().toISOString();
    await Promise.all(Array.from({ length: 8 }, () => raiseBits(t.app.db, subject, [{ type: 'pv5', bit: 1 }], at, 'count')));
    expect((await records(wn.id)).filter((r) => r.alarm_type === 'pv5').map((r) => r.repeat_count)).toEqual([8]);
  });

  it('ends a shelving by itself, and an alarm raised again while shelved starts shelved', async () => {
    const wn = await seedDevice(t.app.db, 'wn', stationId);
    const dev = await rawDevice(url, wn);
    const t0 = Date.now() - 30_000;
    await dev.publish('alarm', { ts: t0, values: { mi: 0b100 } });
    const [first] = await waitFor(async () => {
      const r = await records(wn.id);
      return r.length ? r : undefined;
    }, 'raised');
    expect((await call('PUT', '/iot/alarm/shelve', { ids: [first.id], minutes: 5, reason: 'Grid operator works on the line' })).json().code).toBe(200);
    expect((await records(wn.id))[0].shelved).toBe(true);
    await dev.publish('alarm', { ts: t0 + 1000, values: { mi: 0 } });
    await dev.publish('alarm', { ts: t0 + 2000, values: { mi: 0b100 } });
    await waitFor(async () => (await records(wn.id)).length === 2, 'raised again');
    expect((await records(wn.id)).map((r) => [r.alarm_status, r.shelved])).toEqual([
      ['1', true],
      ['0', true],
    ]);
    // Time passes: the shelving's end is moved to just now instead of waiting five minutes.
    await t.app.db.execute(sql`update iot_alarm_record set shelved_until = now() + interval '300 milliseconds' where device_id = ${wn.id}`);
    await new Promise((r) => setTimeout(r, 400));
    const current = (await t.call(admin, { method: 'GET', url: `/cniotapi/iot/alarm/list?deviceId=${wn.id}` })).json();
    expect(current.rows.map((r: { state: string; shelveReason: string }) => [r.state, r.shelveReason])).toEqual([['0', 'Grid operator works on the line']]);
    await dev.forget();
  });

  it('raises nothing during a maintenance window, and what is still on when it ends', async () => {
    const station = await seedStation(t.app.db);
    const wn = await seedDevice(t.app.db, 'wn', station);
    const other = await seedDevice(t.app.db, 'wn', stationId);
    const now = Date.now();
    const window = { stationId: station, startTime: new Date(now - 60_000).toISOString(), endTime: new Date(now + 3_600_000).toISOString(), reason: 'Module exchange' };
    expect((await call('POST', '/iot/alarmMaintenance', window)).json().code).toBe(200);
    const bad = await call('POST', '/iot/alarmMaintenance', { ...window, deviceType: 'wn', deviceId: wn.id });
    expect([bad.statusCode, bad.json().msg]).toEqual([400, 'Choose either a power station or a device (type and ID)']);
    const dev = await rawDevice(url, wn);
    const probe = await rawDevice(url, other);
    await dev.publish('alarm', { ts: now - 1000, values: { mi: 0b10, pv1: 0b1 } });
    await dev.publish('alarm', { ts: now, values: { mi: 0b10, pv1: 0 } });
    await probe.publish('alarm', { ts: now, values: { mi: 0b10 } });
    await waitFor(async () => (await records(other.id)).length === 1, 'the probe outside the window raised');
    await waitFor(async () => (await status('iot_wn', 'wn_id', wn.id)) === '1', 'state kept');
    expect(await records(wn.id)).toEqual([]);

    expect(await raiseAfterMaintenance(t.app.db)).toBe(0); // the window has not ended
    const ended = new Date(Date.now() - 1000);
    await t.app.db.execute(sql`update iot_alarm_maintenance set end_time = ${ended.toISOString()}::timestamptz where station_id = ${station}`);
    expect(await raiseAfterMaintenance(t.app.db)).toBe(1);
    expect(await raiseAfterMaintenance(t.app.db)).toBe(0);
    const raised = await records(wn.id);
    expect(raised.map((r) => [r.alarm_type, r.bit_num, r.alarm_status, r.start])).toEqual([['mi', 1, '0', ended.getTime()]]);
    await dev.forget();
    await probe.forget();
  });

  it('records battery alarms and protections from its bitmasks, named by the battery alarm base', async () => {
    const bt = await seedDevice(t.app.db, 'battery', stationId);
    const dev = await rawDevice(url, bt);
    const t0 = Date.now() - 10_000;
    await dev.publish('alarm', { ts: t0, values: { alarm: 0b1, protect: 0b100 } });
    await waitFor(async () => (await records(bt.id)).length === 2, 'two battery alarms');
    await dev.publish('alarm', { ts: t0 + 1000, values: { protect: 0 } });
    await waitFor(async () => (await records(bt.id)).some((r) => r.alarm_status === '1'), 'protection cleared');
    const list = (await t.call(admin, { method: 'GET', url: `/cniotapi/iot/batteryAlarm/list?btId=${bt.id}`, headers: { 'lang-type': 'de_DE' } })).json();
    expect(list.rows.map((r: Record<string, unknown>) => [r.alarmType, r.bitNum, r.alarmName, r.btStatus, r.stationId])).toEqual(
      expect.arrayContaining([
        ['alarm', 0, 'Zellspannung hoch', '0', stationId],
        ['protect', 2, 'Überstromschutz beim Laden', '1', stationId],
      ]),
    );
    const current = (await t.call(admin, { method: 'GET', url: `/cniotapi/iot/alarm/list?deviceId=${bt.id}` })).json();
    expect(current.total).toBe(0);
    await dev.forget();
  });
});
