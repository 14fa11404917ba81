import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LayoutHistory } from '@cniot/contract/stations/station-layout-history';
import type { TelemetryRecord } from '../../../../src/gateway/ingest/telemetry-write.ts';
import type { TestApp } from '../../../helpers/app.ts';
import { boundInverter, createStation, get, ingest, post, signedIn } from '../helpers.ts';

let t: TestApp;
let admin: string;
let berlin: number;
let wnId: string;
let other: string;

const MIN = 60_000;
const history = async (id: number, date?: string) => (await get(t, admin, `/iot/station/layoutHistory/${id}${date ? `?date=${date}` : ''}`)).body;

/** Every 5 minutes from `from` to `to`, skipping [gapFrom, gapTo): input 1 makes `p1` W, input 2 `p2` W. */
function pvReadings(from: number, to: number, p1: number, p2: number, gap: [number, number] = [0, 0]): TelemetryRecord[] {
  const out: TelemetryRecord[] = [];
  for (let ts = from, i = 0; ts <= to; ts += 5 * MIN, i++) {
    if (ts >= gap[0] && ts < gap[1]) continue;
    out.push({ ts, values: { totalWh: 1000 + i * 10, acPower: p1 + p2, pv: [{ p: p1 }, { p: p2 }] } });
  }
  return out;
}

beforeAll(async () => {
  ({ t, admin } = await signedIn());
  berlin = await createStation(t, admin, { timeZone: 'Europe/Berlin' });
  wnId = await boundInverter(t, admin, berlin, { power: 800, wnType: '2' });
  other = await boundInverter(t, admin, berlin, { power: 800, wnType: '2' });
  // Two panels in series on input 1, one on input 2; the second inverter's input 1 is wired, its input 2 is not.
  const cells = [
    { row: 0, column: 0, wnId, pvIndex: 1 },
    { row: 0, column: 1, wnId, pvIndex: 1 },
    { row: 1, column: 0, wnId, pvIndex: 2 },
    { row: 1, column: 1, wnId: other, pvIndex: 1 },
  ];
  const saved = await post(t, admin, '/iot/station/saveStationLayout', { stationId: berlin, layoutName: 'Roof', rows: 2, columns: 2, cells });
  expect(saved.body.code).toBe(200);
  // From the evening before Berlin's 23-hour day (29 March 2026) to the morning after, with an hour missing at 10:00 local (08:00 UTC).
  await ingest(t, wnId, pvReadings(Date.UTC(2026, 2, 28, 22), Date.UTC(2026, 2, 29, 23), 400, 100, [Date.UTC(2026, 2, 29, 8), Date.UTC(2026, 2, 29, 9)]));
  // A report half-way between two marks: the step shows the mean of both.
  await ingest(t, other, [
    { ts: Date.UTC(2026, 2, 29, 11), values: { totalWh: 10, acPower: 200, pv: [{ p: 200 }, { p: 50 }] } },
    { ts: Date.UTC(2026, 2, 29, 11, 2, 30), values: { totalWh: 20, acPower: 300, pv: [{ p: 300 }, { p: 50 }] } },
  ]);
  // Judged on the 30th: input 2 of the first inverter underperformed on the 29th; an alarm on input 1 ended before that day.
  await t.app.db.execute(sql`
    insert into iot_alarm_record (device_type, device_id, station_id, alarm_type, alarm_status, start_time, end_time, source, alarm_code, alarm_level)
    values ('wn', ${wnId}, ${berlin}, 'pv2', '0', '2026-03-30T01:10:00Z', null, '1', 'underperformance', '3'),
           ('wn', ${wnId}, ${berlin}, 'pv1', '1', '2026-03-20T01:10:00Z', '2026-03-26T01:10:00Z', '1', 'underperformance', '3')`);
});
afterAll(() => t.close());

describe("a station's layout replayed over a day", () => {
  it("steps through Berlin's 23-hour day in 5 minutes on the station's clock", async () => {
    const day = (await history(berlin, '2026-03-29')).data as LayoutHistory;
    expect(day).toMatchObject({ stationId: berlin, timeZone: 'Europe/Berlin', date: '2026-03-29', intervalMinutes: 5 });
    expect(day.times).toHaveLength(23 * 12);
    expect(day.times[0]).toEqual({ time: '2026-03-29T00:00:00+01:00', label: '00:00' });
    expect(day.times.slice(23, 25).map((s) => s.time)).toEqual(['2026-03-29T01:55:00+01:00', '2026-03-29T03:00:00+02:00']);
  });

  it("gives each panel its share of its input's power, with the missing hour empty and counting nothing", async () => {
    const day = (await history(berlin, '2026-03-29')).data as LayoutHistory;
    const [pv1, pv2, otherPv1] = day.inputs;
    expect(day.inputs.map((i) => [i.wnId, i.pvIndex, i.panels])).toEqual([
      [wnId, 1, 2],
      [wnId, 2, 1],
      [other, 1, 1],
    ]);
    const ten = day.times.findIndex((s) => s.label === '10:00');
    expect(pv1.powerW[ten - 1]).toBe(200);
    expect(pv1.powerW.slice(ten, ten + 12)).toEqual(Array(12).fill(null));
    expect(pv1.powerW[ten + 12]).toBe(200);
    expect(pv2.powerW[ten + 12]).toBe(100);
    // The day's 276 steps less the missing hour.
    expect(pv1.powerW.filter((w) => w !== null)).toHaveLength(23 * 12 - 12);
    expect(pv1.energyWh).toBeCloseTo((200 * (23 * 12 - 12)) / 12, 6);
    expect(pv2.energyWh).toBeCloseTo((100 * (23 * 12 - 12)) / 12, 6);
    // Per kWp: a panel's share of the 400 W rated input is 200 W on input 1 and 400 W on input 2.
    expect(pv1.energyPerKwp).toBeCloseTo(pv1.energyWh / 0.2, 6);
    expect(pv2.energyPerKwp).toBeCloseTo(pv2.energyWh / 0.4, 6);
    // 13:00 local: the mean of the two reports in that step.
    const one = day.times.findIndex((s) => s.label === '13:00');
    expect(otherPv1.powerW[one]).toBe(250);
    expect(otherPv1.powerW.filter((w) => w !== null)).toHaveLength(1);
    expect(otherPv1.energyWh).toBeCloseTo(250 / 12, 6);
  });

  it('keeps the evening before on its own day: the 28th holds only its last hour', async () => {
    const day = (await history(berlin, '2026-03-28')).data as LayoutHistory;
    expect(day.times).toHaveLength(24 * 12);
    const shown = day.inputs[0].powerW.flatMap((w, i) => (w === null ? [] : [day.times[i].label]));
    expect(shown).toEqual(Array.from({ length: 12 }, (_, i) => `23:${String(i * 5).padStart(2, '0')}`));
  });

  it('marks the input the underperformance analytics flagged for the day, not one whose alarm had ended', async () => {
    const day = (await history(berlin, '2026-03-29')).data as LayoutHistory;
    expect(day.inputs.map((i) => i.flagged)).toEqual([false, true, false]);
    const before = (await history(berlin, '2026-03-24')).data as LayoutHistory;
    expect(before.inputs.map((i) => i.flagged)).toEqual([true, false, false]);
  });

  it("answers the station's today without a date, and refuses a date that is none", async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(Date.now());
    expect(((await history(berlin)).data as LayoutHistory).date).toBe(today);
    const bad = await get(t, admin, `/iot/station/layoutHistory/${berlin}?date=2026-02-30`, { 'lang-type': 'de_DE' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/Datum/);
  });
});
