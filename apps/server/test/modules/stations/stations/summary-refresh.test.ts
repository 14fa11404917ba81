import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/db/client.ts';
import { SUMMARY_DEBOUNCE_MS, SummaryRefresher } from '../../../../src/modules/stations/stations/summary-refresh.ts';
import { refreshStationSummary } from '../../../../src/modules/stations/stations/summary.ts';
import type { TestApp } from '../../../helpers/app.ts';
import { EXTERNAL, rawDevice, waitFor, type RawDevice } from '../../../gateway/helpers.ts';
import { boundInverter, createStation, get, json, readings, signedIn } from '../helpers.ts';

let t: TestApp;
let admin: string;
const devices: RawDevice[] = [];

const summary = (id: number) =>
  rowsOf<{ power: number; online: number; status: string; at: string }>(
    t.app.db,
    sql`select power_w::float8 as power, devices_online as online, system_status as status, refreshed_at::text as at from iot_station_summary where station_id = ${id}`,
  ).then((r) => r[0]);

/** An inverter bound to a new station, connected to the app's gateway over MQTT; the summary knows it as offline. */
async function connected() {
  const station = await createStation(t, admin, { capacity: 1 });
  const wnId = await boundInverter(t, admin, station);
  const id = (await json(t, admin, { url: `/cniotapi/iot/wn/list?wnId=${wnId}` })).body.rows[0].id;
  const key = (await get(t, admin, `/iot/wn/${id}`)).body.data.privateKey;
  await refreshStationSummary(t.app.db, [station]);
  const device = await rawDevice(EXTERNAL ?? `mqtt://127.0.0.1:${t.app.gateway!.port}`, { type: 'wn', id: wnId, key });
  devices.push(device);
  return { station, device };
}

beforeAll(async () => {
  ({ t, admin } = await signedIn({}, { gateway: true }));
});
afterAll(async () => {
  for (const d of devices) await d.forget().catch(() => {});
  await t.close();
});

describe('the station summary between the minute job runs', { timeout: 90_000 }, () => {
  it('follows telemetry and status as the gateway commits them, a couple of seconds behind, without the job', async () => {
    const { station, device } = await connected();
    expect(await summary(station)).toMatchObject({ power: 0, online: 0, status: '2' });

    await device.online();
    const now = Date.now();
    await device.publish('telemetry', readings(now - 5 * 60_000, now, 1000, 25));
    const started = Date.now();
    await waitFor(async () => (await summary(station)).power === 300, 'the summary to show the new power');
    expect(Date.now() - started).toBeLessThan(SUMMARY_DEBOUNCE_MS + 5000);
    expect(await summary(station)).toMatchObject({ online: 1, status: '0' });
    const dashboard = (await get(t, admin, '/iot/dashboard')).body.data;
    expect(dashboard.powerW).toBeGreaterThanOrEqual(300);

    await device.publish('status', { state: 'offline', session: device.session, ts: Date.now() }, true);
    await waitFor(async () => (await summary(station)).online === 0, 'the summary to show the inverter offline');
  });

  it('gathers the stations touched within the window into one refresh', async () => {
    const a = await createStation(t, admin);
    const b = await createStation(t, admin);
    await t.app.db.execute(sql`delete from iot_station_summary where station_id in (${a}, ${b})`);
    const refresher = new SummaryRefresher(t.app.db, t.app.log, 100);
    refresher.touch([a]);
    refresher.touch([b, a]);
    await waitFor(async () => (await summary(a)) && (await summary(b)), 'both summaries');
    const [first, second] = [await summary(a), await summary(b)];
    // One statement wrote both rows: the same transaction time.
    expect(first.at).toBe(second.at);
    await refresher.close();
    refresher.touch([a]);
    await new Promise((r) => setTimeout(r, 300));
    expect((await summary(a)).at).toBe(first.at);
  });
});
