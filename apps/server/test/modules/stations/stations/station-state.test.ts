import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshStationSummary } from '../../../../src/modules/stations/stations/summary.ts';
import type { TestApp } from '../../../helpers/app.ts';
import { flattenTexts, screenCatalogues } from '@cniot/contract/screens/catalogues';
import { readXlsx } from '../../../helpers/xlsx.ts';
import { boundInverter, createStation, get, ingest, post, readings, signedIn } from '../helpers.ts';

let t: TestApp;
let admin: string;
const st: Record<string, number> = {};

/** A zone whose clock shows `hour` now, and the longitude whose sun stands where it does at that local hour (equator). */
function placeAt(hour: number) {
  const utc = new Date().getUTCHours() + new Date().getUTCMinutes() / 60;
  const shift = (((Math.round(hour - utc) % 24) + 36) % 24) - 12;
  const zone = shift === 0 ? 'UTC' : `Etc/GMT${shift > 0 ? '-' : '+'}${Math.abs(shift)}`;
  const longitude = (((((hour - utc) * 15 + 540) % 360) + 360) % 360) - 180;
  return { timeZone: zone, latitude: 0, longitude, capacity: 1, status: '2' };
}

/** An inverter (800 W unless rated otherwise) online and reporting every 5 minutes for the last 20, at `watts`. */
async function reporting(stationId: number, watts: number, rated = 800) {
  const wnId = await boundInverter(t, admin, stationId, { power: rated, wnType: rated > 800 ? '4' : '2' });
  const now = Date.now();
  await ingest(t, wnId, readings(now - 20 * 60_000, now, 1000, watts / 12));
  await t.app.db.execute(sql`update iot_wn set online_status = '1' where wn_id = ${wnId}`);
}

beforeAll(async () => {
  ({ t, admin } = await signedIn());
  st.night = await createStation(t, admin, { ...placeAt(23), stationName: 'Night plant' });
  st.noon = await createStation(t, admin, { ...placeAt(12), stationName: 'Noon plant' });
  st.noonIdle = await createStation(t, admin, { ...placeAt(12), stationName: 'Noon idle plant' });
  await reporting(st.night, 0);
  await reporting(st.noon, 600);
  await reporting(st.noonIdle, 0);
  // The plant: 3.2 kWp with 4.8 kW of inverters bound, delivering 3.88 kW.
  st.oversized = await createStation(t, admin, { ...placeAt(12), capacity: 3.2, stationName: 'Oversized plant' });
  for (const w of [1300, 1300, 1280]) await reporting(st.oversized, w, 1600);
  await refreshStationSummary(t.app.db);
});
afterAll(() => t.close());

describe("a station's state follows its sun", () => {
  it('a plant at 23:00 local reporting 0 W is asleep, not producing, on the dashboard, its map point, the list, the detail and the export', async () => {
    const d = (await get(t, admin, '/iot/dashboard')).body.data;
    expect(d.stations).toMatchObject({ producing: 2, asleep: 1, notReporting: 1 });
    const map = (await get(t, admin, '/iot/dashboard/map')).body.data;
    expect(map.status[map.stationId.indexOf(st.night)]).toBe('4');
    expect(d.attention.map((a: { stationId: number }) => a.stationId)).not.toContain(st.night);

    const list = (await post(t, admin, '/iot/station/list', { pageSize: 50 })).body.rows as { id: number; systemStatus: string }[];
    expect(Object.fromEntries(list.map((r) => [r.id, r.systemStatus]))).toMatchObject({ [st.night]: '4', [st.noon]: '0', [st.noonIdle]: '1' });
    const producing = (await post(t, admin, '/iot/station/list', { systemStatus: '0' })).body.rows.map((r: { id: number }) => r.id);
    expect(producing.sort()).toEqual([st.noon, st.oversized].sort());

    expect((await get(t, admin, `/iot/station/${st.night}`)).body.data.systemStatus).toBe('4');
    expect((await get(t, admin, `/iot/station/${st.noon}`)).body.data.systemStatus).toBe('0');

    const rows = await readXlsx(await t.call(admin, { method: 'POST', url: '/cniotapi/iot/station/export', payload: { stationName: 'Night plant' }, headers: { 'lang-type': 'de_DE' } }));
    expect(rows[1]).not.toContain('Erzeugt');
    expect(rows[1]).toContain('Ruht');
  });

  it('a plant reporting 0 W under a high sun is flagged, not producing', async () => {
    const d = (await get(t, admin, '/iot/dashboard')).body.data;
    expect(d.attention).toContainEqual(expect.objectContaining({ stationId: st.noonIdle, reason: 'notReportingInDaylight' }));
  });
});

describe('capacity against what is bound', () => {
  it('shows the true share of the capacity, above 100 %, and the DC/AC ratio on the detail', async () => {
    const d = (await get(t, admin, `/iot/station/${st.oversized}`)).body.data;
    expect(d.currentPower).toBe(3880);
    expect(d.powerRatio).toBeCloseTo(3880 / 3200, 6);
    expect(d).toMatchObject({ ratedPowerW: 4800, dcAcRatio: 3200 / 4800 });
    expect((await get(t, admin, `/iot/station/${st.noon}`)).body.data).toMatchObject({ ratedPowerW: 800, dcAcRatio: 1.25 });
  });

  it('lists a station whose capacity does not fit its inverters under "Needs attention", at any hour, and no other', async () => {
    const d = (await get(t, admin, '/iot/dashboard')).body.data;
    expect(d.attention).toContainEqual(expect.objectContaining({ stationId: st.oversized, reason: 'dcAcRatio', dcAcRatio: 3200 / 4800 }));
    expect(d.attention.filter((a: { reason: string }) => a.reason === 'dcAcRatio')).toHaveLength(1);
    await t.app.db.execute(sql`update iot_station set latitude = 0, longitude = ${placeAt(23).longitude}, time_zone = ${placeAt(23).timeZone} where id = ${st.oversized}`);
    await refreshStationSummary(t.app.db);
    const night = (await get(t, admin, '/iot/dashboard')).body.data;
    expect(night.attention).toContainEqual(expect.objectContaining({ stationId: st.oversized, reason: 'dcAcRatio' }));
  });
});

describe('"Total energy" has one meaning per name', () => {
  it("the station's recorded energy adds up its inverters' recorded energy; the inverter's own counter is a second, distinct figure", async () => {
    const station = await createStation(t, admin, { ...placeAt(12), stationName: 'Counter plant' });
    const wnId = await boundInverter(t, admin, station, { power: 1600, wnType: '4' });
    // The inverter made 760 kWh before the platform first saw it; the platform then counts 72.7 kWh over two days.
    const now = Date.now();
    await ingest(t, wnId, [
      { ts: now - 48 * 3_600_000, values: { totalWh: 760_000, acPower: 500 } },
      { ts: now, values: { totalWh: 832_700, acPower: 500 } },
    ]);
    const [inverter] = (await get(t, admin, `/iot/station/devices/${station}`)).body.data.inverters;
    expect(inverter).toMatchObject({ wnId, totalWh: 72_700, counterWh: 832_700 });
    expect((await get(t, admin, `/iot/station/${station}`)).body.data.totalWh).toBe(inverter.totalWh);
    await refreshStationSummary(t.app.db);
    const row = (await post(t, admin, '/iot/station/list', { stationName: 'Counter plant' })).body.rows[0];
    expect(row.totalWh).toBe(inverter.totalWh);
  });

  it('names the two figures apart in every language, and the station figure the same on the list, the detail, the devices tab and the dashboard', async () => {
    // Italian screens fall back to English.
    for (const lang of ['en_US', 'zh_CN', 'de_DE', 'pl_PL'] as const) {
      const texts = flattenTexts(await screenCatalogues[lang]());
      const recorded = texts['resources.station.detail.recordedWh'];
      expect(texts['dashboard.total'], lang).toBe(recorded);
      expect(texts['resources.station.fields.totalWh'], lang).toContain(recorded);
      expect(texts['devices.live.totalWh'], lang).not.toBe(recorded);
      expect(texts['devices.live.totalWh'], lang).not.toContain(recorded);
    }
  });
});
