import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LayoutHistory } from '@cniot/contract/stations/station-layout-history';
import { rowsOf } from '../../src/db/client.ts';
import { DEMO_PV_FACTORS } from '../../src/db/demo/demo-pv-faults.ts';
import { seedDemoStations } from '../../src/db/demo/demo-stations.ts';
import { provisionFleet } from '../../src/db/demo/provision-fleet.ts';
import { evaluateUnderperformance } from '../../src/modules/alarms/alarm-analytics/underperformance.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo underperformers', { timeout: 120_000 }, () => {
  it('play the shaded panel and the dead string in the fleet file and the history, so yesterday shows them as underperformance', async () => {
    const specs = await provisionFleet(t.app.db, { inverters: 32, batteries: 0, meters: 0, byOrganization: true });
    expect(specs.filter((s) => s.pvFactors).map((s) => [s.id, s.pvFactors])).toEqual(Object.entries(DEMO_PV_FACTORS));
    await seedDemoStations(t.app.db);
    await evaluateUnderperformance(t.app.db);
    const raised = await rowsOf<{ device: string; part: string; ratio: number; station: string }>(
      t.app.db,
      sql`select r.device_id as device, r.alarm_type as part, (r.detail ->> 'ratio')::float8 as ratio, s.station_address as station
          from iot_alarm_record r join iot_station s on s.id = r.station_id where r.alarm_code = 'underperformance' and r.alarm_status = '0' order by r.device_id`,
    );
    expect(raised.map((r) => [r.device, r.part, r.station])).toEqual([
      ['99100000000001', 'pv2', 'Berlin'],
      ['99100000000030', 'pv3', 'Munich'],
    ]);
    expect(raised[0].ratio).toBeGreaterThan(0.25);
    expect(raised[0].ratio).toBeLessThan(0.55);
    expect(raised[1].ratio).toBe(0);

    // Yesterday replayed on the Berlin layout: at noon its shaded panel makes 40 % of its neighbour (reports carry tenths of a watt), and it is the input flagged.
    const [berlin] = await rowsOf<{ id: number }>(t.app.db, sql`select station_id::float8 as id from iot_wn where wn_id = '99100000000001'`);
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(Date.now() - 86_400_000);
    const res = await t.call(await t.login(), { method: 'GET', url: `/cniotapi/iot/station/layoutHistory/${berlin.id}?date=${yesterday}` });
    const day = (res.json() as { data: LayoutHistory }).data;
    const [pv1, pv2] = [1, 2].map((n) => day.inputs.find((i) => i.wnId === '99100000000001' && i.pvIndex === n)!);
    const noon = day.times.findIndex((s) => s.label === '12:00');
    expect(pv1.powerW[noon]).toBeGreaterThan(0);
    expect(pv2.powerW[noon]! / pv1.powerW[noon]!).toBeCloseTo(0.4, 2);
    expect(pv2.energyWh / pv1.energyWh).toBeCloseTo(0.4, 2);
    expect(day.inputs.filter((i) => i.flagged).map((i) => `${i.wnId}:${i.pvIndex}`)).toEqual(['99100000000001:2']);
  });
});
