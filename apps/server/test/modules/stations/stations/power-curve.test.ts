import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TelemetryRecord } from '../../../../src/gateway/ingest/telemetry-write.ts';
import type { TestApp } from '../../../helpers/app.ts';
import { boundInverter, createStation, get, ingest, readings, signedIn } from '../helpers.ts';

let t: TestApp;
let admin: string;
let berlin: number;
let havana: number;
let kolkata: number;

const MIN = 60_000;
type Point = { time: string; label: string; powerW: number | null };
const curve = async (id: number, date?: string) => (await get(t, admin, `/iot/station/statisticsStationPowerData/${id}${date ? `?date=${date}` : ''}`)).body.data as { date: string; points: Point[] };

beforeAll(async () => {
  ({ t, admin } = await signedIn());
  berlin = await createStation(t, admin, { timeZone: 'Europe/Berlin' });
  havana = await createStation(t, admin, { timeZone: 'America/Havana' });
  kolkata = await createStation(t, admin, { timeZone: 'Asia/Kolkata' });
  // 120 W from the evening before Berlin's 23-hour day to the morning after it.
  await ingest(t, await boundInverter(t, admin, berlin), readings(Date.UTC(2026, 2, 28, 22), Date.UTC(2026, 2, 29, 23), 1000, 10));
  // A second inverter for two hours, 240 W on the 5-minute marks and 480 W half-way between: its mean is 360 W.
  const between: TelemetryRecord[] = readings(Date.UTC(2026, 2, 29, 0), Date.UTC(2026, 2, 29, 1, 55), 5000, 20).flatMap((r, i) => [
    r,
    { ts: r.ts + 2.5 * MIN, values: { totalWh: 5010 + i * 20, acPower: 480 } },
  ]);
  await ingest(t, await boundInverter(t, admin, berlin), between);
  // Havana's clock goes back from 01:00 to 00:00 on 2026-11-01: its midnight comes twice and the day has 25 hours.
  await ingest(t, await boundInverter(t, admin, havana), readings(Date.UTC(2026, 10, 1, 3), Date.UTC(2026, 10, 2, 6), 1000, 10));
});
afterAll(() => t.close());

describe('the power curve of a day', () => {
  it("draws Berlin's 23-hour day: 276 points, the clock skipping from 01:55 to 03:00, inverters summed and averaged per 5 minutes", async () => {
    const day = await curve(berlin, '2026-03-29');
    expect(day.date).toBe('2026-03-29');
    expect(day.points).toHaveLength(23 * 12);
    expect(day.points[0]).toEqual({ time: '2026-03-29T00:00:00+01:00', label: '00:00', powerW: 120 });
    expect(day.points.slice(23, 25)).toEqual([
      { time: '2026-03-29T01:55:00+01:00', label: '01:55', powerW: 120 + 360 },
      { time: '2026-03-29T03:00:00+02:00', label: '03:00', powerW: 120 + 360 },
    ]);
    expect(day.points.at(-1)).toEqual({ time: '2026-03-29T23:55:00+02:00', label: '23:55', powerW: 120 });
    expect(day.points.map((p) => p.powerW).lastIndexOf(120, 35)).toBe(11);
    expect(day.points.filter((p) => p.powerW === 480)).toHaveLength(24);
    expect(day.points.every((p) => p.powerW !== null)).toBe(true);
    // The evening before belongs to the 28th: its last hour holds only the first inverter's points.
    const before = await curve(berlin, '2026-03-28');
    expect(before.points).toHaveLength(24 * 12);
    expect(before.points.filter((p) => p.powerW !== null).map((p) => p.label)).toEqual(Array.from({ length: 12 }, (_, i) => `23:${String(i * 5).padStart(2, '0')}`));
  });

  it('starts a day whose midnight comes twice at the first one: 25 hours in Havana', async () => {
    const day = await curve(havana, '2026-11-01');
    expect(day.points).toHaveLength(25 * 12);
    expect(day.points[0]).toEqual({ time: '2026-11-01T00:00:00-04:00', label: '00:00', powerW: 120 });
    expect(day.points[12]).toEqual({ time: '2026-11-01T00:00:00-05:00', label: '00:00', powerW: 120 });
    expect(day.points.every((p) => p.powerW === 120)).toBe(true);
  });

  it('keeps the points of a half-hour zone on its own clock', async () => {
    const day = await curve(kolkata, '2026-01-01');
    expect(day.points).toHaveLength(288);
    expect(day.points[7]).toEqual({ time: '2026-01-01T00:35:00+05:30', label: '00:35', powerW: null });
    const hours = (await get(t, admin, `/iot/station/statisticsGenerateElectricityDayData/${kolkata}?date=2026-01-01`)).body.data.bars;
    expect(hours.map((h: { start: string }) => h.start).slice(0, 2)).toEqual(['2026-01-01T00:00:00+05:30', '2026-01-01T01:00:00+05:30']);
  });

  it("answers the station's today without a date", async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Havana' }).format(Date.now());
    const day = await curve(havana);
    expect(day.date).toBe(today);
    expect(day.points[0].time.slice(0, 10)).toBe(today);
    expect(day.points.every((p) => p.powerW === null)).toBe(true);
  });
});
