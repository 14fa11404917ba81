import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../helpers/app.ts';
import { boundStorageOrMeter, every5min, ingestAll } from './balance-helpers.ts';
import { boundInverter, createStation, get, json, post, signedIn } from '../helpers.ts';

let t: TestApp;
let admin: string;
const balance = async (kind: string, id: number, date?: string) => {
  const res = await get(t, admin, `/iot/station/energyBalance${kind}/${id}${date ? `?date=${date}` : ''}`);
  expect(res.body.code).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  ({ t, admin } = await signedIn());
});
afterAll(() => t.close());

/**
 * One hour of a household in Berlin: every 5 minutes the inverter makes 100 Wh, the meter exports 40 and
 * imports 10, the battery charges 30 and discharges 5 (both in the same five minutes).
 */
async function household(timeZone = 'Europe/Berlin', from = Date.UTC(2026, 5, 10, 10, 0)) {
  const station = await createStation(t, admin, { timeZone });
  const wn = await boundInverter(t, admin, station);
  const meter = await boundStorageOrMeter(t, 'meter', station);
  const battery = await boundStorageOrMeter(t, 'battery', station);
  await ingestAll(t, [
    { type: 'wn', id: wn, records: every5min(from, 13, (i) => ({ totalWh: 50_000 + 100 * i, acPower: 1200 })) },
    { type: 'meter', id: meter, records: every5min(from, 13, (i) => ({ totalKwh: 900 + 0.04 * i, importKwh: 300 + 0.01 * i, outputPower: 480 })) },
    { type: 'battery', id: battery, records: every5min(from, 13, (i) => ({ chargeWh: 7000 + 30 * i, dischargeWh: 4000 + 5 * i, soc: 40 + i, current: 100, voltage: 5000 })) },
  ]);
  return { station, wn, meter, battery, from };
}

describe('station energy balance', () => {
  it('derives consumption, self-consumption and self-sufficiency from the counters, a battery charging and discharging in the same five minutes', async () => {
    const { station } = await household();
    const day = await balance('Day', station, '2026-06-10');
    expect(day).toMatchObject({ stationId: station, timeZone: 'Europe/Berlin', period: 'day', step: '5min', date: '2026-06-10', hasMeter: true, hasBattery: true });
    // consumption = 1.2 + 0.12 + 0.06 − 0.48 − 0.36; self-consumption = 1.2 − 0.48; self-sufficiency = (0.54 − 0.12) / 0.54.
    expect(day.totals).toEqual({
      production: 1.2,
      consumption: 0.54,
      gridImport: 0.12,
      gridExport: 0.48,
      batteryCharge: 0.36,
      batteryDischarge: 0.06,
      selfConsumption: 0.72,
      selfConsumptionRate: 0.6,
      selfSufficiencyRate: 0.7778,
    });
    expect(day.series).toHaveLength(288);
    const step = day.series.find((p: { start: string }) => p.start === '2026-06-10T12:05:00+02:00');
    expect(step).toEqual({
      start: '2026-06-10T12:05:00+02:00',
      label: '12:05',
      production: 0.1,
      consumption: 0.045,
      gridImport: 0.01,
      gridExport: 0.04,
      batteryCharge: 0.03,
      batteryDischarge: 0.005,
      selfConsumption: 0.06,
      soc: 41,
    });
    const month = await balance('Month', station, '2026-06');
    expect(month).toMatchObject({ step: 'day', date: '2026-06-01', totals: day.totals });
    expect(month.series).toHaveLength(30);
    expect(month.series[9]).toMatchObject({ label: '10', production: 1.2, consumption: 0.54 });
    const year = await balance('Year', station, '2026');
    expect(year.series.map((p: { production: number }) => p.production)).toEqual([0, 0, 0, 0, 0, 1.2, 0, 0, 0, 0, 0, 0]);
    const total = await balance('Total', station);
    expect(total).toMatchObject({ step: 'year', date: '', totals: day.totals });
    expect(total.series.at(0)).toMatchObject({ label: '2026', production: 1.2 });
  });

  it('counts a reset counter from zero, a gap in full, and late or repeated readings once', async () => {
    const station = await createStation(t, admin, { timeZone: 'Europe/Berlin' });
    const meter = await boundStorageOrMeter(t, 'meter', station);
    const from = Date.UTC(2026, 5, 11, 8, 0);
    // Import grows 20 Wh every 5 minutes; the counter is cleared after the 6th reading; readings 8–9 are lost.
    const all = every5min(from, 14, (i) => ({ totalKwh: 0, importKwh: i < 6 ? 500 + 0.02 * i : 0.02 * (i - 5) }));
    const sent = all.filter((_, i) => i !== 8 && i !== 9);
    await ingestAll(t, [{ type: 'meter', id: meter, records: sent.slice(0, 5) }]);
    await ingestAll(t, [{ type: 'meter', id: meter, records: sent.slice(6) }]);
    // A late reading arriving after newer ones, and a repeated batch.
    await ingestAll(t, [{ type: 'meter', id: meter, records: [sent[5], sent[2]] }]);
    await ingestAll(t, [{ type: 'meter', id: meter, records: sent.slice(6) }]);
    const day = await balance('Day', station, '2026-06-11');
    // 4 steps before the reset, the reset reading's own 20 Wh, then 7 steps of 20 Wh to the 14th reading (the gap's 3 included).
    // The late 6th reading lies inside the range already counted and counts nothing, as for production.
    expect(day.totals.gridImport).toBe(0.24);
    expect(day.totals.production).toBe(0);
    expect(day.totals.gridExport).toBe(0);
    // No PV: everything consumed came from the grid.
    expect(day.totals).toMatchObject({ consumption: 0.24, selfSufficiencyRate: 0, selfConsumptionRate: null, batteryCharge: null });
    const gap = day.series.find((p: { label: string }) => p.label === '10:50');
    expect(gap.gridImport).toBe(0.06);
  });

  it('lays a day out in the station zone across daylight saving: 25 hours in October, 23 in March, nothing lost', async () => {
    const station = await createStation(t, admin, { timeZone: 'Europe/Berlin' });
    const meter = await boundStorageOrMeter(t, 'meter', station);
    // 10 Wh imported every 5 minutes for 49 hours from Saturday noon, around the October change; the reading at
    // midnight closes the last five minutes of the day before and is booked on its own day, as production is.
    const from = Date.UTC(2026, 9, 24, 10, 0);
    await ingestAll(t, [{ type: 'meter', id: meter, records: every5min(from, 49 * 12 + 1, (i) => ({ totalKwh: 1, importKwh: 10 + 0.01 * i })) }]);
    const sunday = await balance('Day', station, '2026-10-25');
    expect(sunday.series).toHaveLength(25 * 12);
    expect(sunday.totals.gridImport).toBe(3);
    expect(sunday.series.filter((p: { label: string }) => p.label === '02:30').map((p: { start: string }) => p.start)).toEqual(['2026-10-25T02:30:00+02:00', '2026-10-25T02:30:00+01:00']);
    const october = await balance('Month', station, '2026-10');
    expect(october.series.slice(23, 26).map((p: { gridImport: number }) => p.gridImport)).toEqual([1.43, 3, 1.45]);
    expect(october.totals.gridImport).toBe(5.88);

    const spring = await createStation(t, admin, { timeZone: 'Europe/Berlin' });
    const m2 = await boundStorageOrMeter(t, 'meter', spring);
    await ingestAll(t, [{ type: 'meter', id: m2, records: every5min(Date.UTC(2026, 2, 28, 22, 55), 23 * 12 + 1, (i) => ({ totalKwh: 1, importKwh: 10 + 0.01 * i })) }]);
    const short = await balance('Day', spring, '2026-03-29');
    expect(short.series).toHaveLength(23 * 12);
    expect(short.series.map((p: { label: string }) => p.label)).not.toContain('02:00');
    expect(short.totals.gridImport).toBe(2.76);
  });

  it('re-books the balance days when the zone changes, totals unchanged', async () => {
    const { station } = await household('UTC', Date.UTC(2026, 5, 12, 22, 0));
    expect((await balance('Day', station, '2026-06-12')).totals.production).toBe(1.2);
    const edit = await json(t, admin, { method: 'PUT', url: '/cniotapi/iot/station', payload: { id: station, stationName: 'Moved east', timeZone: 'Europe/Berlin' } });
    expect(edit.body.code).toBe(200);
    expect((await balance('Month', station, '2026-06')).series.slice(11, 13).map((p: { production: number }) => p.production)).toEqual([0, 1.2]);
    expect((await balance('Total', station)).totals.consumption).toBe(0.54);
  });

  it('has no grid, consumption or rates without a meter, no battery figures without a battery', async () => {
    const station = await createStation(t, admin, { timeZone: 'Asia/Kolkata' });
    const wn = await boundInverter(t, admin, station);
    await ingestAll(t, [{ type: 'wn', id: wn, records: every5min(Date.UTC(2026, 5, 10, 6, 0), 4, (i) => ({ totalWh: 10 * i, acPower: 120 })) }]);
    const day = await balance('Day', station, '2026-06-10');
    expect(day).toMatchObject({ hasMeter: false, hasBattery: false });
    expect(day.totals).toEqual({
      production: 0.03,
      consumption: null,
      gridImport: null,
      gridExport: null,
      batteryCharge: null,
      batteryDischarge: null,
      selfConsumption: null,
      selfConsumptionRate: null,
      selfSufficiencyRate: null,
    });
    expect(day.series[0].start).toBe('2026-06-10T00:00:00+05:30');
  });

  it('shows the flow now: PV to the home, the battery charging, the rest exported; nothing from devices silent for 15 minutes', async () => {
    const station = await createStation(t, admin, { timeZone: 'Europe/Berlin' });
    const wn = await boundInverter(t, admin, station);
    const meter = await boundStorageOrMeter(t, 'meter', station);
    const battery = await boundStorageOrMeter(t, 'battery', station);
    const now = Date.now();
    await ingestAll(t, [
      { type: 'wn', id: wn, records: [{ ts: now - 60_000, values: { totalWh: 1000, acPower: 3000 } }] },
      { type: 'meter', id: meter, records: [{ ts: now - 60_000, values: { totalKwh: 5, outputPower: 1200 } }] },
      // 10 A at 50 V: 500 W into the battery.
      {
        type: 'battery',
        id: battery,
        records: [
          { ts: now - 20 * 60_000, values: { soc: 55, current: -2000, voltage: 5000 } },
          { ts: now - 60_000, values: { soc: 60, current: 1000, voltage: 5000 } },
        ],
      },
    ]);
    const flow = (await get(t, admin, `/iot/station/energyFlow/${station}`)).body.data;
    expect(flow).toMatchObject({ pv: 3, home: 1.3, gridExport: 1.2, gridImport: 0, batteryCharge: 0.5, batteryDischarge: 0, soc: 60, hasMeter: true, hasBattery: true });

    const bare = await createStation(t, admin, {});
    const silent = await boundInverter(t, admin, bare);
    await ingestAll(t, [{ type: 'wn', id: silent, records: [{ ts: now - 16 * 60_000, values: { totalWh: 1000, acPower: 3000 } }] }]);
    expect((await get(t, admin, `/iot/station/energyFlow/${bare}`)).body.data).toMatchObject({ pv: 0, home: null, gridImport: null, batteryCharge: null, hasMeter: false, measuredAt: null });
  });

  it('lists today\'s consumption, export and self-sufficiency of a station with a meter, null ("—") without one; the dashboard sums the metered ones', async () => {
    // A zone whose clock is far from midnight now, so "today" holds all the readings whenever the test runs.
    const zones = ['UTC', 'Asia/Tokyo', 'America/New_York', 'Asia/Kolkata'];
    const hourIn = (zone: string) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(Date.now()));
    const timeZone = zones.find((z) => hourIn(z) >= 2 && hourIn(z) <= 21)!;
    const metered = await createStation(t, admin, { timeZone });
    const bare = await createStation(t, admin, { timeZone });
    const wn = await boundInverter(t, admin, metered);
    const meter = await boundStorageOrMeter(t, 'meter', metered);
    await boundInverter(t, admin, bare);
    const from = Date.now() - 10 * 60_000;
    await ingestAll(t, [
      { type: 'wn', id: wn, records: every5min(from, 3, (i) => ({ totalWh: 1000 + 50 * i, acPower: 600 })) },
      { type: 'meter', id: meter, records: every5min(from, 3, (i) => ({ totalKwh: 10 + 0.01 * i, importKwh: 20 + 0.02 * i })) },
    ]);
    const rows = (await post(t, admin, '/iot/station/list', { pageSize: 500 })).body.rows as Array<Record<string, unknown>>;
    // PV 100 + import 40 − export 20 = 120 Wh used, 80 of them from the plant.
    expect(rows.find((r) => r.id === metered)).toMatchObject({ dayConsumptionWh: 120, dayExportWh: 20, daySelfSufficiency: 0.6667 });
    expect(rows.find((r) => r.id === bare)).toMatchObject({ dayConsumptionWh: null, dayExportWh: null, daySelfSufficiency: null });
    const dashboard = (await get(t, admin, '/iot/dashboard')).body.data;
    expect(dashboard.balance.meteredStations).toBeGreaterThan(0);
    expect(dashboard.balance.consumptionWh).toBeGreaterThanOrEqual(120);
  });

  it('answers 404 for a station that does not exist and 400 for a bad date', async () => {
    expect((await get(t, admin, '/iot/station/energyBalanceDay/999999')).body.code).toBe(404);
    expect((await get(t, admin, '/iot/station/energyBalanceDay/1?date=2026-02-30')).status).toBe(400);
  });
});
