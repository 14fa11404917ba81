import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../helpers/app.ts';
import { boundInverter, createStation, get, ingest, post, signedIn } from '../helpers.ts';

let t: TestApp;
let admin: string;
let station: number;
let wnId: string;

beforeAll(async () => {
  ({ t, admin } = await signedIn());
  station = await createStation(t, admin, { timeZone: 'Europe/Rome' });
  wnId = await boundInverter(t, admin, station, { power: 800, wnType: '2' });
  const pv = [
    { v: 36, i: 5, p: 300, totalWh: 1000, dayWh: 900 },
    { v: 30, i: 1, p: 40, totalWh: 800, dayWh: 100 },
  ];
  await ingest(t, wnId, [{ ts: Date.now(), values: { acPower: 330, totalWh: 1800, pv } }]);
});
afterAll(() => t.close());

const layout = (over: Record<string, unknown> = {}) => ({
  stationId: station,
  layoutName: 'South roof',
  panelDirection: '1',
  orientationAngle: 180,
  tiltAngle: 35,
  rows: 2,
  columns: 2,
  cells: [
    { row: 0, column: 0, wnId, pvIndex: 1 },
    { row: 0, column: 1, wnId, pvIndex: 1 },
    { row: 1, column: 0, wnId, pvIndex: 2 },
    { row: 1, column: 1 },
  ],
  ...over,
});

describe('station layout', () => {
  it('has none until saved', async () => {
    expect((await get(t, admin, `/iot/station/getStationLayout/${station}`)).body.data).toEqual({ stationId: station, layout: null, panels: [], updateTime: null });
  });

  it('saves rows, columns and panels wired to PV inputs, and shows each panel its share of the input power', async () => {
    expect((await post(t, admin, '/iot/station/saveStationLayout', layout())).body.code).toBe(200);
    const res = (await get(t, admin, `/iot/station/getStationLayout/${station}`)).body.data;
    expect(res.layout).toMatchObject({ layoutName: 'South roof', panelDirection: '1', orientationAngle: 180, tiltAngle: 35, rows: 2, columns: 2 });
    expect(res.layout.cells[3]).toEqual({ row: 1, column: 1, wnId: null, pvIndex: null });
    // Input 1 carries two panels in series (150 W each of 200 W rated); input 2 one panel (40 W of 400 W).
    expect(res.panels).toEqual([
      { row: 0, column: 0, powerW: 150, ratio: 0.75 },
      { row: 0, column: 1, powerW: 150, ratio: 0.75 },
      { row: 1, column: 0, powerW: 40, ratio: 0.1 },
      { row: 1, column: 1, powerW: null, ratio: null },
    ]);
    await post(t, admin, '/iot/station/saveStationLayout', layout({ rows: 3, layoutName: 'Grown' }));
    expect((await get(t, admin, `/iot/station/getStationLayout/${station}`)).body.data.layout).toMatchObject({ rows: 3, layoutName: 'Grown' });
  });

  it('refuses panels outside the grid, on one spot twice, half wired, on foreign inverters or inputs they lack', async () => {
    const msg = async (over: Record<string, unknown>) => (await post(t, admin, '/iot/station/saveStationLayout', layout(over))).body;
    expect((await msg({ rows: 1 })).msg).toContain('A panel lies outside the rows and columns of the layout');
    expect(
      (
        await msg({
          cells: [
            { row: 0, column: 0 },
            { row: 0, column: 0 },
          ],
        })
      ).msg,
    ).toContain('Two panels are placed on the same spot');
    expect((await msg({ cells: [{ row: 0, column: 0, wnId }] })).msg).toContain('A wired panel needs both its inverter and its PV input');
    expect((await msg({ cells: [{ row: 0, column: 0, wnId: '99999999999999', pvIndex: 1 }] })).msg).toBe('These inverters are not bound to this power station: 99999999999999');
    expect((await msg({ cells: [{ row: 0, column: 0, wnId, pvIndex: 3 }] })).msg).toBe(`Inverter ${wnId} has only 2 PV inputs`);
    expect((await msg({ tiltAngle: 95 })).msg).toContain('The tilt angle must be between 0 and 90 degrees');
    expect((await msg({ layoutName: '' })).msg).toContain('Please enter the layout name');
    expect((await post(t, admin, '/iot/station/saveStationLayout', layout({ stationId: 987654 }))).status).toBe(404);
  });
});
