import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import type { DeviceSpec } from '@cniot/contract/devices/simulated-fleet';
import { createDevice } from '@cniot/simulator/fleet';
import type { VirtualInverter } from '@cniot/simulator/inverter';
import type { VirtualDevice } from '@cniot/simulator/virtual-device';
import { rowsOf } from '../../../../src/db/client.ts';
import { KINDS } from '../../../../src/db/device-kinds.ts';
import { rolloutTick } from '../../../../src/modules/grid-firmware/upgrade/rollout-engine.ts';
import type { TestApp } from '../../../helpers/app.ts';
import { EXTERNAL, waitFor } from '../../../gateway/helpers.ts';
import { multipart } from '../../system/files/multipart.ts';
import { code, json, signedIn } from '../../devices/helpers.ts';

/** A firmware image: random bytes no format recognises. */
export const image = (bytes = 4096) => Buffer.concat([Buffer.from([0x7e, 0x11, 0x22, 0x33]), randomBytes(bytes - 4)]);

/** Uploads a package file and answers what the upload read from it. */
export async function uploadFirmware(t: TestApp, token: string, file: Buffer, name = 'fw.bin') {
  return json(t, token, { ...multipart(name, file), url: '/cniotapi/iot/software/upload' });
}

/** Uploads an image and saves it as a package of the library; answers its id. */
export async function addPackage(t: TestApp, token: string, body: Record<string, unknown>, file = image()): Promise<number> {
  const up = await uploadFirmware(t, token, file);
  if (up.body.code !== 200) throw new Error(`upload failed: ${JSON.stringify(up.body)}`);
  const res = await json(t, token, {
    method: 'POST',
    url: '/cniotapi/iot/software',
    payload: { softwareName: 'Inverter firmware', softwareVersion: '2.0.0', ...body, softwareAddress: up.body.data.softwareAddress },
  });
  if (res.body.code !== 200) throw new Error(`add package failed: ${JSON.stringify(res.body)}`);
  const list = await json(t, token, { url: `/cniotapi/iot/software/list?softwareName=${encodeURIComponent(String(body.softwareName ?? 'Inverter firmware'))}` });
  return Math.max(...list.body.rows.map((r: { id: number }) => r.id));
}

/**
 * An app with a real broker, listening on a real port (devices fetch
 * packages over HTTP from the origin the console was reached by), and
 * simulated devices of any type on version 1.0.0.
 */
export async function fleetHarness() {
  const { t, admin } = await signedIn({}, { gateway: true });
  const url = EXTERNAL ?? `mqtt://127.0.0.1:${t.app.gateway!.port}`;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const host = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  t.app.config.publicUrl = `http://${host}`;
  const stop: Array<() => Promise<unknown>> = [];
  const api = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
    json(t, admin, { method, url: `/cniotapi${path}`, headers: { host }, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
  /** A simulated device of any type, registered, connected and online with its versions stored (hardware A1 unless given). */
  async function device<T extends VirtualDevice = VirtualDevice>(type: DeviceType = 'wn', hardware = 'A1'): Promise<T> {
    const id = code();
    const k = KINDS[type];
    const res = await api('POST', `/iot/${type}`, { [k.codeProp]: id, ...(type === 'wn' && { power: 800 }) });
    const detail = await api('GET', `/iot/${type}/${res.body.data.id}`);
    const spec: DeviceSpec = { type, id, key: detail.body.data[k.keyProp], station: STATION, ratedPowerW: 800, inputs: 2 };
    const d = createDevice(spec, { url, intervalMs: 3_600_000, alarmRate: 0 });
    d.versions.hardware = hardware;
    await d.start();
    stop.push(() => d.stop());
    const stored = sql`select 1 from ${k.table} where ${k.code} = ${id} and ${k.versions.software!} = '1.0.0' and ${k.versions.hardware!} = ${hardware}`;
    await waitFor(async () => t.app.gateway!.isOnline(type, id) && (await rowsOf(t.app.db, stored)).length, 'device online');
    return d as T;
  }
  const inverter = () => device<VirtualInverter>('wn');
  const records = (query: string) => api('GET', `/iot/upgrade/record/list?pageSize=100&${query}`).then((r) => r.body.rows as Array<Record<string, unknown>>);
  const waveStates = (id: number, wave: number) =>
    rowsOf<{ state: string; n: number }>(t.app.db, sql`select state, count(*)::int as n from iot_upgrade_record where rollout_id = ${id} and wave_no = ${wave} group by state order by state`);
  const rollouts = {
    get: async (id: number) => (await api('GET', `/iot/upgrade/rollout/${id}`)).body.data,
    /** The engine at a time of the test's choosing, once the decision the start or resume nudged is done. */
    async tick(id: number, now: Date) {
      await waitFor(async () => (await rowsOf(t.app.db, sql`select 1 from iot_rollout where id = ${id} and lease_until is null`)).length, 'rollout free');
      await rolloutTick(t.app, now);
    },
    waveStates,
    /** A wave's count per state once all its devices finished. */
    settled: (id: number, wave: number) =>
      waitFor(
        async () => {
          const s = await waveStates(id, wave);
          return s.every((r) => ['3', '4', '7'].includes(r.state)) && s.length > 0 ? s : null;
        },
        `wave ${wave} finished`,
        30_000,
      ),
  };
  return {
    t,
    admin,
    api,
    inverter,
    device,
    records,
    rollouts,
    async close() {
      for (const s of stop) await s().catch(() => {});
      await t.close();
    },
  };
}

const STATION = { id: 1, name: 'p', timeZone: 'Europe/Berlin', latitude: 52.5, longitude: 13.4 };
