import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshStationSummary } from '../../../../src/modules/stations/stations/summary.ts';
import type { TestApp } from '../../../helpers/app.ts';
import { Dept, Role, userWithRoles } from '../../system/helpers.ts';
import { boundInverter, createStation, get, ingest, json, readings, signedIn } from '../helpers.ts';

let t: TestApp;
let admin: string;
let dealer: string;
const st: Record<string, number> = {};

/** A zone whose clock shows about noon now, and the longitude where the sun stands high at this hour: the plants are in daylight. */
const shift = Math.max(-12, Math.min(14, Math.round(12 - new Date().getUTCHours() - new Date().getUTCMinutes() / 60)));
const noonZone = shift === 0 ? 'UTC' : `Etc/GMT${shift > 0 ? '-' : '+'}${Math.abs(shift)}`;
const noon = { timeZone: noonZone, latitude: 0, longitude: (12 - new Date().getUTCHours() - new Date().getUTCMinutes() / 60) * 15, capacity: 1, status: '2' };

/** An inverter reporting for the last 20 minutes, `whPerStep` every 5 minutes, and connected. */
async function producing(stationId: number, whPerStep: number) {
  const wnId = await boundInverter(t, admin, stationId);
  const now = Date.now();
  await ingest(t, wnId, readings(now - 20 * 60_000, now, 1000, whPerStep));
  await t.app.db.execute(sql`update iot_wn set online_status = '1' where wn_id = ${wnId}`);
}

beforeAll(async () => {
  ({ t, admin } = await signedIn());
  dealer = (await userWithRoles(t, 'dealer-dash', [Role.agencyUser], Dept.solarTech)).token;
  st.peerA = await createStation(t, admin, { ...noon, stationName: 'Peer A', deptId: Dept.solarTech });
  st.peerB = await createStation(t, admin, { ...noon, stationName: 'Peer B', deptId: Dept.solarTechTeam });
  st.weak = await createStation(t, admin, { ...noon, stationName: 'Weak', deptId: Dept.solarTechTeam });
  st.dark = await createStation(t, admin, { ...noon, stationName: 'Dark', deptId: Dept.solarTech });
  st.building = await createStation(t, admin, { ...noon, stationName: 'Building', deptId: Dept.solarTech, status: '1' });
  st.foreign = await createStation(t, admin, { ...noon, stationName: 'Foreign', deptId: Dept.sunline });
  await producing(st.peerA, 100);
  await producing(st.peerB, 100);
  await producing(st.weak, 12.5);
  await producing(st.foreign, 100);
  await boundInverter(t, admin, st.dark);
  await t.app.db.execute(sql`insert into iot_config_change_record (request_id, device_type, device_id, command, record_status, expire_time, dept_id)
    values ('dash-1', 'wn', 'x', 'start', '1', now() + interval '1 minute', ${Dept.solarTechTeam}), ('dash-2', 'wn', 'y', 'start', '1', now() + interval '1 minute', ${Dept.sunline})`);
  // Peers are compared with the yields of the previous refresh, as the job does minute by minute.
  await refreshStationSummary(t.app.db);
  await refreshStationSummary(t.app.db);
});
afterAll(() => t.close());

describe('the fleet dashboard', () => {
  it('sums the fleet the dealer sees from the station summary', async () => {
    const d = (await get(t, dealer, '/iot/dashboard')).body.data;
    expect(d).toMatchObject({
      powerW: 1200 + 1200 + 150,
      capacityKwp: 5,
      todayWh: 400 + 400 + 50,
      totalWh: 850,
      stations: { total: 5, producing: 3, notReporting: 0, offline: 1, underConstruction: 1 },
      devices: { total: 4, online: 3, offline: 1 },
      pendingCommands: 1,
    });
    expect(d.monthWh).toBeGreaterThanOrEqual(850);
    expect(Date.now() - new Date(d.refreshedAt).getTime()).toBeLessThan(60_000);
  });

  it('puts the stations needing attention first: offline in daylight, then far below their peers', async () => {
    const d = (await get(t, dealer, '/iot/dashboard')).body.data;
    expect(d.attention).toEqual([
      expect.objectContaining({ stationId: st.dark, reason: 'offlineInDaylight', systemStatus: '2', peerRatio: null }),
      expect.objectContaining({ stationId: st.weak, stationName: 'Weak', reason: 'belowPeers', companyName: 'SolarTech Installation Team', peerRatio: 0.125 }),
    ]);
  });

  it('places the stations on the map with their status, and the administrator sees every organization', async () => {
    const dealerMap = (await get(t, dealer, '/iot/dashboard/map')).body.data;
    expect(dealerMap.stationId).toHaveLength(5);
    expect(dealerMap.stationId).not.toContain(st.foreign);
    const dark = dealerMap.stationId.indexOf(st.dark);
    const place = (i: number) => ({ latitude: dealerMap.latitude[i], longitude: dealerMap.longitude[i], stations: dealerMap.stations[i], status: dealerMap.status[i], name: dealerMap.stationName[i] });
    expect(place(dark)).toEqual({ latitude: 0, longitude: expect.closeTo(noon.longitude, 5), stations: 1, status: '2', name: 'Dark' });
    expect((await get(t, admin, '/iot/dashboard/map')).body.data.stationId).toContain(st.foreign);
    const all = (await get(t, admin, '/iot/dashboard')).body.data;
    expect(all.stations.total).toBe(6);
    expect(all.pendingCommands).toBe(2);
  });

  it('shows the summary in the station list and the PV maintenance list; against peers only once judged', async () => {
    // Today's figures come from the summary; "Against peers" is the underperformance job's judgement of a complete day, none yet.
    const rows = (await get(t, dealer, '/iot/pvMaintenance/list?level=station')).body.rows;
    expect(rows.find((r: { stationId: number }) => r.stationId === st.dark)).toMatchObject({ ratio: null, dayWh: 0 });
    expect(rows.find((r: { stationId: number }) => r.stationId === st.weak)).toMatchObject({ ratio: null, dayWh: 50 });
    const inputs = (await get(t, admin, '/iot/pvMaintenance/list?level=input')).body;
    expect(inputs.code).toBe(200);
    const list = (await json(t, dealer, { method: 'POST', url: '/cniotapi/iot/station/list', payload: { systemStatus: '0', orderByColumn: 'currentPower', isAsc: 'asc' } })).body.rows;
    expect(list.map((r: { id: number; currentPower: number }) => [r.id, r.currentPower])).toEqual([
      [st.weak, 150],
      [st.peerB, 1200],
      [st.peerA, 1200],
    ]);
  });
});
