import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DC_AC_RANGE } from '@cniot/contract/stations/station-detail';
import { rowsOf } from '../../src/db/client.ts';
import { HISTORY_DAYS } from '../../src/db/demo/demo-history.ts';
import { seedDemoStations } from '../../src/db/demo/demo-stations.ts';
import { provisionFleet } from '../../src/db/demo/provision-fleet.ts';
import { signedInApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let admin: string;
let seconds = 0;

interface Plant {
  id: number;
  name: string;
  capacity: number;
  rated: number;
  latitude: number;
  longitude: number;
  zone: string;
}

beforeAll(async () => {
  ({ t, admin } = await signedInApp());
  await provisionFleet(t.app.db, { inverters: 32, batteries: 3, meters: 6, byOrganization: true });
  const started = performance.now();
  await seedDemoStations(t.app.db);
  seconds = (performance.now() - started) / 1000;
}, 600_000);
afterAll(() => t.close());

const rad = Math.PI / 180;
/** Solar elevation (declination and hour angle, as the server's sun.ts). */
function elevation(ms: number, lat: number, lon: number): number {
  const d = new Date(ms);
  const doy = Math.floor((ms - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
  const decl = 23.44 * Math.sin((360 / 365) * (doy - 81) * rad) * rad;
  const hourAngle = 15 * (d.getUTCHours() + d.getUTCMinutes() / 60 + lon / 15 - 12) * rad;
  return Math.asin(Math.sin(lat * rad) * Math.sin(decl) + Math.cos(lat * rad) * Math.cos(decl) * Math.cos(hourAngle)) / rad;
}
/**
 * The most a kWp can make in a local day: clear-sky direct irradiance on a
 * panel that follows the sun (Meinel: 1.353 kW/m² × 0.7^(air mass^0.678)),
 * over the day in 5-minute steps; a fixed roof makes less, clouds less again.
 */
function maxYield(day: string, p: Plant): number {
  const noon = Date.parse(`${day}T12:00:00Z`);
  const local = new Date(new Date(noon).toLocaleString('en-US', { timeZone: p.zone })).getTime();
  const midnight = Date.parse(`${day}T00:00:00Z`) - (local - noon);
  let kwh = 0;
  for (let ms = midnight; ms < midnight + 86_400_000; ms += 300_000) {
    const e = elevation(ms + 150_000, p.latitude, p.longitude);
    if (e > 0) kwh += (1.353 * Math.pow(0.7, Math.pow(1 / Math.sin(e * rad), 0.678))) / 12;
  }
  return kwh;
}

describe('the demo fleet is physically plausible and has a year behind it', { timeout: 300_000 }, () => {
  it(`makes a year of history quickly (${HISTORY_DAYS} days)`, () => {
    console.log(`demo history: ${seconds.toFixed(1)} s`);
    expect(seconds).toBeGreaterThan(0);
  });

  it('rates every plant within the DC/AC range and keeps every day of every plant within what its sun allows', async () => {
    const plants = await rowsOf<Plant>(
      t.app.db,
      sql`
      select s.id::float8 as id, s.station_name as name, s.capacity::float8 as capacity, s.latitude::float8 as latitude, s.longitude::float8 as longitude,
        s.time_zone as zone, (select sum(w.power)::float8 from iot_wn w where w.station_id = s.id and w.del_flag = '0') as rated
      from iot_station s where s.remark = 'simulator' and s.del_flag = '0' order by s.id`,
    );
    expect(plants).toHaveLength(8);
    for (const p of plants) {
      const ratio = (p.capacity * 1000) / p.rated;
      expect(ratio, p.name).toBeGreaterThanOrEqual(DC_AC_RANGE.min);
      expect(ratio, p.name).toBeLessThanOrEqual(DC_AC_RANGE.max);
      const days = await rowsOf<{ day: string; wh: number }>(
        t.app.db,
        sql`
        select to_char(period_start, 'YYYY-MM-DD') as day, energy_wh::float8 as wh from iot_energy_station where station_id = ${p.id} and period = 'd' order by period_start`,
      );
      expect(days.length, p.name).toBeGreaterThanOrEqual(HISTORY_DAYS);
      const worst = days.map((d) => ({ day: d.day, yield: d.wh / 1000 / p.capacity, max: maxYield(d.day, p) })).sort((a, b) => b.yield / b.max - a.yield / a.max)[0];
      expect(worst.yield, `${p.name} on ${worst.day}`).toBeLessThanOrEqual(worst.max);
    }
  });

  it('shows this month, this year and lifetime apart, and twelve months with energy up to this one', async () => {
    const [plant] = await rowsOf<{ id: number }>(t.app.db, sql`select id::float8 as id from iot_station where remark = 'simulator' order by id limit 1`);
    const call = async (path: string) => (await t.call(admin, { url: `/cniotapi${path}` })).json().data;
    const detail = await call(`/iot/station/${plant.id}`);
    expect(detail.monthWh).toBeGreaterThan(detail.dayWh);
    expect(detail.yearWh).toBeGreaterThanOrEqual(detail.monthWh);
    expect(detail.totalWh).toBeGreaterThan(detail.yearWh);
    const year = await call(`/iot/station/statisticsGenerateElectricityYearData/${plant.id}`);
    expect(year.bars).toHaveLength(12);
    const thisMonth = new Date().getUTCMonth() + 1;
    expect(year.bars.slice(0, thisMonth).every((b: { energyWh: number }) => b.energyWh > 0)).toBe(true);
    const total = await call(`/iot/station/statisticsGenerateElectricityTotalData/${plant.id}`);
    expect(total.bars.filter((b: { energyWh: number }) => b.energyWh > 0)).toHaveLength(2);
    const dashboard = await call('/iot/dashboard');
    expect(dashboard.totalWh).toBeGreaterThan(dashboard.monthWh);
  });

  it('gives the plants with a meter a household balance over the same year, energy conserved, the battery giving back no more than it took', async () => {
    const call = async (path: string) => (await t.call(admin, { url: `/cniotapi${path}` })).json().data;
    const days = await rowsOf<{ station_id: number; pv: number; balance_pv: number; imp: number; exp: number; chg: number; dis: number; meter: boolean; battery: boolean; worst: number }>(
      t.app.db,
      sql`select s.id::float8 as station_id, e.energy_wh::float8 as pv, sum(b.pv_wh)::float8 as balance_pv, sum(b.import_wh)::float8 as imp, sum(b.export_wh)::float8 as exp,
            sum(b.charge_wh)::float8 as chg, sum(b.discharge_wh)::float8 as dis, max(b.discharge_wh - b.charge_wh)::float8 as worst,
            exists (select 1 from iot_meter m where m.station_id = s.id) as meter, exists (select 1 from iot_battery m where m.station_id = s.id) as battery
          from iot_station s join iot_energy_balance_day b on b.station_id = s.id
          join (select station_id, sum(energy_wh) as energy_wh from iot_energy_station where period = 'y' group by 1) e on e.station_id = s.id
          where s.remark = 'simulator' group by s.id, e.energy_wh`,
    );
    expect(days.filter((d) => d.meter)).toHaveLength(6);
    for (const d of days) {
      // The balance's production is the production history's, to the Wh.
      expect(Math.abs(d.balance_pv - d.pv)).toBeLessThan(1);
      expect(d.imp > 0 && d.exp > 0).toBe(d.meter);
      expect(d.chg > 0).toBe(d.battery);
      expect(d.worst).toBeLessThanOrEqual(0.001);
    }
    const berlin = days.find((d) => d.battery)!;
    const year = (await call(`/iot/station/energyBalanceTotal/${berlin.station_id}`)) as { totals: Record<string, number>; hasMeter: boolean };
    const f = year.totals;
    expect(year.hasMeter).toBe(true);
    // production + import + discharge = consumption + export + charge
    expect(f.production + f.gridImport + f.batteryDischarge - f.gridExport - f.batteryCharge).toBeCloseTo(f.consumption, 1);
    expect(f.selfSufficiencyRate).toBeGreaterThan(0);
    expect(f.selfSufficiencyRate).toBeLessThan(1);
    const today = (await call(`/iot/station/energyBalanceDay/${berlin.station_id}`)) as { series: Array<{ consumption: number }> };
    expect(today.series.some((p) => p.consumption > 0)).toBe(true);
  });
});
