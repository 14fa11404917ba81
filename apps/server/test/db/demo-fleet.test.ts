import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleetFile, type DeviceSpec } from '@cniot/contract/devices/simulated-fleet';
import { rowsOf } from '../../src/db/client.ts';
import { DEMO_FLEET_FILE, startDemoFleet } from '../../src/db/demo/demo-fleet.ts';
import { seedDemo } from '../../src/db/demo/demo-users.ts';
import { provisionFleet } from '../../src/db/demo/provision-fleet.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { EXTERNAL, waitFor } from '../gateway/helpers.ts';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp({}, { gateway: true });
  url = EXTERNAL ?? `mqtt://127.0.0.1:${t.app.gateway!.port}`;
});
afterAll(() => t.close());

const online = (devices: DeviceSpec[]) => devices.filter((d) => t.app.gateway!.isOnline(d.type, d.id)).length;

describe('demo fleet', { timeout: 120_000 }, () => {
  it('registers the devices, hands them to a simulator process through DATA_DIR, reports live until stopped', async () => {
    await seedDemo(t.app.db);
    const started = new Date();
    const fleet = await startDemoFleet({ db: t.app.db, dataDir: t.config.dataDir, brokerUrl: url });
    const file = path.join(t.config.dataDir, DEMO_FLEET_FILE);
    const devices = fleetFile.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    try {
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      // Six of the eight plants have a meter at the grid connection, the first three a battery too.
      expect(devices.map((d) => d.type).join(',')).toBe([...Array(32).fill('wn'), ...Array(3).fill('battery'), ...Array(6).fill('meter')].join(','));
      const keys = await rowsOf<{ id: string; key: string }>(
        t.app.db,
        sql`
        select wn_id as id, private_key as key from iot_wn where create_by = 'simulator'
        union all select battery_id, battery_key from iot_battery where create_by = 'simulator'
        union all select meter_id, meter_key from iot_meter where create_by = 'simulator'`,
      );
      expect(Object.fromEntries(devices.map((d) => [d.id, d.key]))).toEqual(Object.fromEntries(keys.map((k) => [k.id, k.key])));

      await waitFor(() => online(devices) === devices.length, 'every device online');
      const wnIds = devices.filter((d) => d.type === 'wn').map((d) => d.id);
      await waitFor(async () => {
        const [row] = await rowsOf<{ n: number }>(t.app.db, sql`select count(distinct wn_id)::int as n from iot_wn_data where wn_id in ${wnIds} and ts >= ${started}`);
        return row.n === wnIds.length;
      }, 'telemetry of every inverter');
    } finally {
      await fleet.stop();
    }
    expect(await fleet.exited).toBe(0);
    await waitFor(() => online(devices) === 0, 'every device offline');
  });

  it('gives each demo account a sensible fleet: plants in their organizations with history and layouts, the simulator continuing their counters', async () => {
    const list = async (user: string, password: string) => {
      const token = await t.login(user, password);
      const res = await t.call(token, { method: 'POST', url: '/cniotapi/iot/station/list', payload: { pageSize: 100, orderByColumn: 'stationName', isAsc: 'asc' } });
      return res.json().rows.map((r: { stationName: string }) => r.stationName.replace(/ \d+$/, ''));
    };
    expect(await list('dealer', 'dealer123')).toEqual(['Augsburg carport', 'SIM Berlin', 'SIM Munich']);
    expect(await list('operator', 'operator123')).toHaveLength(9);
    expect(await list('admin', 'admin123')).toHaveLength(9);
    const [history] = await rowsOf<{ days: number; layouts: number; zones: number }>(
      t.app.db,
      sql`
      select (select count(distinct period_start)::int from iot_energy_station where period = 'd') as days,
        (select count(*)::int from iot_station_layout) as layouts, (select count(distinct time_zone)::int from iot_station) as zones`,
    );
    expect(history.days).toBeGreaterThanOrEqual(14);
    expect(history).toMatchObject({ layouts: 8, zones: 7 });
    const devices = fleetFile.parse(JSON.parse(fs.readFileSync(path.join(t.config.dataDir, DEMO_FLEET_FILE), 'utf8')));
    // The simulator of the first test continued the backfilled counters: no hour of any plant holds more than its inverters could make.
    const [worst] = await rowsOf<{ wh: number | null }>(t.app.db, sql`select max(energy_wh)::float8 as wh from iot_energy_station_hour`);
    expect(worst.wh).toBeLessThan(4 * 1600);
    expect(devices.filter((d) => d.type === 'wn').every((d) => Number.isInteger(d.totalWh) && d.totalWh! > 100_000)).toBe(true);
  });

  it('a restarted demo continues the meters’ and batteries’ lifetime counters', async () => {
    const counters = sql`
      select battery_id as id, ts, charge_wh as a, discharge_wh as b, 1000 as step from iot_battery_data
      union all select meter_id, ts, total_kwh, import_kwh, 1 from iot_meter_data`;
    const last = async () => {
      const rows = await rowsOf<{ id: string; ts: Date; a: number; b: number; step: number }>(t.app.db, sql`select distinct on (id) id, ts, a, b, step from (${counters}) c order by id, ts desc`);
      return new Map(rows.map((r) => [r.id, r]));
    };
    const before = await last();
    expect(before.size).toBe(9);
    const fleet = await startDemoFleet({ db: t.app.db, dataDir: t.config.dataDir, brokerUrl: url });
    try {
      await waitFor(async () => [...(await last()).values()].every((r) => r.ts > before.get(r.id)!.ts), 'a new reading of every meter and battery');
    } finally {
      await fleet.stop();
    }
    // Each counter goes on from where it stood: never back (a reset), never a leap (energy the plant never moved):
    // a few readings move a battery less than 1,000 Wh and a meter less than 1 kWh.
    for (const [id, now] of await last()) {
      const then = before.get(id)!;
      for (const k of ['a', 'b'] as const) {
        expect(now[k], `${id} ${k}`).toBeGreaterThanOrEqual(then[k]);
        expect(now[k] - then[k], `${id} ${k}`).toBeLessThan(now.step);
      }
    }
  });

  it('a later start reuses the devices a previous one registered', async () => {
    const counts = { inverters: 12, batteries: 3, meters: 3 };
    const first = await provisionFleet(t.app.db, counts);
    expect(await provisionFleet(t.app.db, counts)).toEqual(first);
  });
});
