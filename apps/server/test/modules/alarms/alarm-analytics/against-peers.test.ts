import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/db/client.ts';
import { evaluateUnderperformance } from '../../../../src/modules/alarms/alarm-analytics/underperformance.ts';
import { signedInApp, type TestApp } from '../../../helpers/app.ts';
import { get, ingest } from '../../stations/helpers.ts';
import { day, plant } from './helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await signedInApp());
});
afterAll(() => t.close());

/** The inverters report now, at night: every input at 0 W (what the old "power against rating" read as 0 %). */
async function reportingAtNight(wnIds: string[]) {
  const pv = JSON.stringify({
    pv: [
      { p: 0, dayWh: 0 },
      { p: 0, dayWh: 0 },
    ],
  });
  for (const id of wnIds) await t.app.db.execute(sql`update iot_wn set last_data_time = now(), last_values = ${pv}::jsonb where wn_id = ${id}`);
}

const inputRows = async (stationId: number) => (await get(t, admin, `/iot/pvMaintenance/list?level=input&stationId=${stationId}&pageSize=50`)).body.rows as Record<string, unknown>[];
const stationRow = async (stationId: number) => (await get(t, admin, `/iot/pvMaintenance/list?level=station&stationId=${stationId}`)).body.rows[0];
async function inverterDetail(wnId: string) {
  const [{ id }] = await rowsOf<{ id: number }>(t.app.db, sql`select id::float8 as id from iot_wn where wn_id = ${wnId}`);
  return (await get(t, admin, `/iot/wn/${id}`)).body.data;
}

describe('against peers on screen', () => {
  it('answers the judged figures on the alarm, on PV operation and maintenance and on the inverter; at night they stay, never 0 %', async () => {
    const { stationId, wnIds } = await plant(t.app.db, { inverters: 4 });
    const factors = [
      [1, 0.4],
      [0, 1],
      [1, 1],
      [1, 1],
    ];
    for (const [i, id] of wnIds.entries()) await ingest(t, id, day('2024-06-20', factors[i]).records);
    await evaluateUnderperformance(t.app.db, new Date('2024-06-21T01:00:00Z'));
    await reportingAtNight(wnIds);

    const shaded = { day: '2024-06-20', energyWh: 960, expectedWh: 2400, ratio: 0.4, peers: 8, unit: 'panel' };
    const alarms = (await get(t, admin, `/iot/alarm/list?stationId=${stationId}`)).body.rows;
    expect(alarms.find((a: { deviceId: string; alarmType: string }) => a.deviceId === wnIds[0] && a.alarmType === 'pv2').againstPeers).toMatchObject(shaded);

    const inputs = (await inputRows(stationId)).filter((r) => r.wnId === wnIds[0]);
    expect(inputs.map((r) => [r.pvIndex, r.powerW, r.ratio])).toEqual([
      [2, 0, 0.4],
      [1, 0, 1],
    ]);
    expect(inputs[0]).toMatchObject({ peerDay: '2024-06-20', peerEnergyWh: 960, peerExpectedWh: 2400, peers: 8 });

    // Inverters per rated watt: 3360, 2400, 4800 and 4800 Wh, median 4080.
    const detail = await inverterDetail(wnIds[0]);
    expect(detail.againstPeers.mi).toMatchObject({ day: '2024-06-20', energyWh: 3360, expectedWh: 4080, ratio: 0.824, peers: 4, unit: 'W' });
    expect(detail.againstPeers.pv['2']).toMatchObject(shaded);
    expect(detail.againstPeers.pv['1']).toMatchObject({ ratio: 1 });

    // A station alone in its zone has no peers: not judged, so null ("—"), not 0.
    expect(await stationRow(stationId)).toMatchObject({ ratio: null, peers: null, peerDay: null, dayWh: 0 });
  });

  it('judges a station against the stations of its zone per kWp', async () => {
    const plants = [await plant(t.app.db, { inverters: 1 }), await plant(t.app.db, { inverters: 1 }), await plant(t.app.db, { inverters: 1 })];
    const factors = [
      [1, 1],
      [1, 1],
      [0.5, 0.5],
    ];
    for (const [i, p] of plants.entries()) await ingest(t, p.wnIds[0], day('2024-07-10', factors[i]).records);
    await evaluateUnderperformance(t.app.db, new Date('2024-07-11T01:00:00Z'));
    expect(await stationRow(plants[2].stationId)).toMatchObject({ ratio: 0.5, peerDay: '2024-07-10', peerEnergyWh: 2400, peerExpectedWh: 4800, peers: 3 });
    expect(await stationRow(plants[0].stationId)).toMatchObject({ ratio: 1, peers: 3 });
  });

  it('drops the figures of a group a dark day leaves unjudged: null ("—") everywhere, not the day before and not 0', async () => {
    const { wnIds } = await plant(t.app.db, { inverters: 3 });
    const ends: number[][] = [];
    for (const id of wnIds) {
      const { records, end } = day('2024-08-01', [1, 1]);
      await ingest(t, id, records);
      ends.push(end);
    }
    await evaluateUnderperformance(t.app.db, new Date('2024-08-02T01:00:00Z'));
    expect((await inverterDetail(wnIds[0])).againstPeers.mi).toMatchObject({ ratio: 1 });

    for (const [i, id] of wnIds.entries()) await ingest(t, id, day('2024-08-02', [0.05, i === 0 ? 0 : 0.05], ends[i]).records);
    await evaluateUnderperformance(t.app.db, new Date('2024-08-03T01:00:00Z'));
    await reportingAtNight(wnIds);
    expect(await inverterDetail(wnIds[0])).toMatchObject({ againstPeers: { mi: null, pv: {} } });
    const { stationId } = (await rowsOf<{ stationId: number }>(t.app.db, sql`select station_id::float8 as "stationId" from iot_wn where wn_id = ${wnIds[0]}`))[0];
    expect((await inputRows(stationId)).map((r) => r.ratio)).toEqual([null, null, null, null, null, null]);
  });
});
