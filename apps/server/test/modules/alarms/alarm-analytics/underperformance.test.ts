import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateUnderperformance } from '../../../../src/modules/alarms/alarm-analytics/underperformance.ts';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';
import { ingest } from '../../stations/helpers.ts';
import { alarmsOf, day, plant } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('underperformance', () => {
  it('raises a low-level alarm for a shaded and a dead input with the shortfall, once per day, and clears when they recover', async () => {
    const { stationId, wnIds } = await plant(t.app.db, { inverters: 4 });
    const factors = [
      [1, 0.4],
      [0, 1],
      [1, 1],
      [1, 1],
    ];
    const ends: number[][] = [];
    for (const [i, id] of wnIds.entries()) {
      const { records, end } = day('2024-06-20', factors[i]);
      await ingest(t, id, records);
      ends.push(end);
    }
    // 03:00 in Berlin on the 21st: the 20th is complete.
    const night = new Date('2024-06-21T01:00:00Z');
    expect(await evaluateUnderperformance(t.app.db, night)).toMatchObject({ opened: 2 });
    const raised = (await alarmsOf(t.app.db, stationId, 'underperformance')).sort((a, b) => wnIds.indexOf(a.deviceId!) - wnIds.indexOf(b.deviceId!));
    expect(raised.map((a) => [a.deviceId, a.alarmType, a.alarmStatus, a.alarmLevel])).toEqual([
      [wnIds[0], 'pv2', '0', '3'],
      [wnIds[1], 'pv1', '0', '3'],
    ]);
    // 24 steps of 100 Wh for a healthy input; the shaded one made 40 %.
    expect(raised[0].detail).toMatchObject({ day: '2024-06-20', energyWh: 960, expectedWh: 2400, shortfallWh: 1440, ratio: 0.4, peers: 8, unit: 'panel' });
    expect(raised[1].detail).toMatchObject({ energyWh: 0, shortfallWh: 2400, ratio: 0 });

    // The same day is judged once; a second run changes nothing.
    expect(await evaluateUnderperformance(t.app.db, new Date('2024-06-21T02:00:00Z'))).toMatchObject({ opened: 0, closed: 0 });

    // The next day the panel is cleaned and the string repaired.
    for (const [i, id] of wnIds.entries()) await ingest(t, id, day('2024-06-21', [1, 1], ends[i]).records);
    expect(await evaluateUnderperformance(t.app.db, new Date('2024-06-22T01:00:00Z'))).toMatchObject({ opened: 0, closed: 2 });
    expect((await alarmsOf(t.app.db, stationId, 'underperformance')).map((a) => a.alarmStatus)).toEqual(['1', '1']);
  });

  it('compares per panel as wired in the layout and leaves unwired inputs out', async () => {
    const { stationId, wnIds } = await plant(t.app.db, { inverters: 3 });
    // Inverter 0 feeds two panels from pv1; pv2 of inverter 2 has no panel (it makes nothing, rightly, and its inverter is no worse for it).
    const cells = [
      { row: 0, column: 0, wnId: wnIds[0], pvIndex: 1 },
      { row: 0, column: 1, wnId: wnIds[0], pvIndex: 1 },
      { row: 0, column: 2, wnId: wnIds[0], pvIndex: 2 },
      { row: 1, column: 0, wnId: wnIds[1], pvIndex: 1 },
      { row: 1, column: 1, wnId: wnIds[1], pvIndex: 2 },
      { row: 1, column: 2, wnId: wnIds[2], pvIndex: 1 },
    ];
    await t.app.db.execute(
      (await import('drizzle-orm')).sql`insert into iot_station_layout (station_id, layout_name, layout_rows, layout_columns, cells)
        values (${stationId}, 'Roof', 2, 3, ${JSON.stringify(cells)}::jsonb)`,
    );
    // pv1 of inverter 0 makes what one panel makes although it has two: half per panel.
    const factors = [
      [1, 1],
      [1, 1],
      [1, 0],
    ];
    for (const [i, id] of wnIds.entries()) await ingest(t, id, day('2024-06-20', factors[i]).records);
    await evaluateUnderperformance(t.app.db, new Date('2024-06-21T01:00:00Z'));
    const raised = await alarmsOf(t.app.db, stationId, 'underperformance');
    expect(raised.map((a) => [a.deviceId, a.alarmType])).toEqual([[wnIds[0], 'pv1']]);
    expect(raised[0].detail).toMatchObject({ energyWh: 2400, expectedWh: 4800, ratio: 0.5, peers: 5 });
  });

  it('judges nothing on a dark day', async () => {
    const { stationId, wnIds } = await plant(t.app.db, { inverters: 3 });
    const dim = (f: number) => [f * 0.05, f * 0.05];
    for (const [i, id] of wnIds.entries()) await ingest(t, id, day('2024-06-20', dim(i === 0 ? 0 : 1)).records);
    await evaluateUnderperformance(t.app.db, new Date('2024-06-21T01:00:00Z'));
    expect(await alarmsOf(t.app.db, stationId, 'underperformance')).toEqual([]);
  });
});
