import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateNotReporting } from '../../../../src/modules/alarms/alarm-analytics/not-reporting.ts';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';
import { alarmsOf, lastReport, plant, type AlarmRow } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Berlin, midsummer: the sun is up from 02:43 to 19:33 UTC.
const NOON = new Date('2024-06-21T10:00:00Z');
const NIGHT = new Date('2024-06-21T22:30:00Z');
const minutesBefore = (at: Date, m: number) => new Date(at.getTime() - m * 60_000);
const open = (rows: AlarmRow[]) => rows.filter((r) => r.alarmStatus === '0');

describe('not reporting', () => {
  it('raises for a device silent in daylight and clears when it reports again', async () => {
    const { stationId, wnIds } = await plant(t.app.db, { inverters: 3 });
    await lastReport(t.app.db, wnIds[0], minutesBefore(NOON, 5));
    await lastReport(t.app.db, wnIds[1], minutesBefore(NOON, 120));
    await lastReport(t.app.db, wnIds[2], minutesBefore(NOON, 4));
    await evaluateNotReporting(t.app.db, NOON);
    await evaluateNotReporting(t.app.db, new Date(NOON.getTime() + 60_000));
    const raised = await alarmsOf(t.app.db, stationId, 'not_reporting');
    expect(raised.map((a) => [a.deviceId, a.alarmType, a.alarmStatus, a.alarmLevel])).toEqual([[wnIds[1], 'platform', '0', '2']]);

    const back = new Date(NOON.getTime() + 10 * 60_000);
    await lastReport(t.app.db, wnIds[1], back);
    await evaluateNotReporting(t.app.db, back);
    expect((await alarmsOf(t.app.db, stationId, 'not_reporting')).map((a) => a.alarmStatus)).toEqual(['1']);
  });

  it('raises nothing for silence at night, and keeps a daytime alarm open through the night', async () => {
    const { stationId, wnIds } = await plant(t.app.db, { inverters: 2 });
    await lastReport(t.app.db, wnIds[0], minutesBefore(NIGHT, 200));
    await lastReport(t.app.db, wnIds[1], minutesBefore(NIGHT, 5));
    await evaluateNotReporting(t.app.db, NIGHT);
    expect(await alarmsOf(t.app.db, stationId, 'not_reporting')).toEqual([]);

    // Silent since the afternoon: raised in daylight, still open at night.
    await lastReport(t.app.db, wnIds[0], new Date('2024-06-21T15:00:00Z'));
    await lastReport(t.app.db, wnIds[1], new Date('2024-06-21T17:00:00Z'));
    await evaluateNotReporting(t.app.db, new Date('2024-06-21T16:00:00Z'));
    await evaluateNotReporting(t.app.db, NIGHT);
    expect(open(await alarmsOf(t.app.db, stationId, 'not_reporting')).map((a) => a.deviceId)).toEqual([wnIds[0]]);
  });

  it('raises one station alarm when every device goes silent, and splits it when one comes back', async () => {
    const { stationId, wnIds } = await plant(t.app.db, { inverters: 4 });
    for (const id of wnIds) await lastReport(t.app.db, id, minutesBefore(NOON, 45));
    await lastReport(t.app.db, wnIds[3], null);
    await evaluateNotReporting(t.app.db, NOON);
    const collapsed = open(await alarmsOf(t.app.db, stationId, 'not_reporting'));
    expect(collapsed.map((a) => [a.deviceId, a.alarmType])).toEqual([[null, 'station']]);
    expect(collapsed[0].detail).toMatchObject({ devices: 4 });

    const later = new Date(NOON.getTime() + 5 * 60_000);
    await lastReport(t.app.db, wnIds[0], later);
    await evaluateNotReporting(t.app.db, later);
    const rows = await alarmsOf(t.app.db, stationId, 'not_reporting');
    expect(rows.find((a) => a.alarmType === 'station')?.alarmStatus).toBe('1');
    expect(
      open(rows)
        .map((a) => a.deviceId)
        .sort(),
    ).toEqual(wnIds.slice(1).sort());
  });

  it('raises nothing for a station under maintenance', async () => {
    const { stationId, wnIds } = await plant(t.app.db, { inverters: 2 });
    await lastReport(t.app.db, wnIds[0], minutesBefore(NOON, 90));
    await lastReport(t.app.db, wnIds[1], minutesBefore(NOON, 1));
    await t.app.db.execute(sql`insert into iot_alarm_maintenance (station_id, start_time, end_time, reason)
      values (${stationId}, ${minutesBefore(NOON, 60).toISOString()}::timestamptz, ${new Date(NOON.getTime() + 3_600_000).toISOString()}::timestamptz, 'roof work')`);
    await evaluateNotReporting(t.app.db, NOON);
    expect(await alarmsOf(t.app.db, stationId, 'not_reporting')).toEqual([]);
    const after = new Date(NOON.getTime() + 2 * 3_600_000);
    await lastReport(t.app.db, wnIds[1], minutesBefore(after, 1));
    await evaluateNotReporting(t.app.db, after);
    expect((await alarmsOf(t.app.db, stationId, 'not_reporting')).map((a) => a.deviceId)).toEqual([wnIds[0]]);
  });
});
