import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { DeviceSpec } from '@cniot/contract/simulated-fleet';
import { VirtualInverter } from '@cniot/simulator/inverter';
import { rowsOf } from '../../../src/db/client.ts';
import type { TestApp } from '../../helpers/app.ts';
import { EXTERNAL, waitFor } from '../../gateway/helpers.ts';
import { multipart } from '../files/multipart.ts';
import { code, json, signedIn } from '../devices/helpers.ts';

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
  const res = await json(t, token, { method: 'POST', url: '/cniotapi/iot/software', payload: { softwareName: 'Inverter firmware', softwareVersion: '2.0.0', ...body, softwareAddress: up.body.data.softwareAddress } });
  if (res.body.code !== 200) throw new Error(`add package failed: ${JSON.stringify(res.body)}`);
  const list = await json(t, token, { url: `/cniotapi/iot/software/list?softwareName=${encodeURIComponent(String(body.softwareName ?? 'Inverter firmware'))}` });
  return Math.max(...list.body.rows.map((r: { id: number }) => r.id));
}

/**
 * An app with a real broker, listening on a real port (devices fetch
 * packages over HTTP from the origin the console was reached by), and
 * simulated inverters on version 1.0.0, hardware A1.
 */
export async function fleetHarness() {
  const { t, admin } = await signedIn({}, { gateway: true });
  const url = EXTERNAL ?? `mqtt://127.0.0.1:${t.app.gateway!.port}`;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const host = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const stop: Array<() => Promise<unknown>> = [];
  const api = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
    json(t, admin, { method, url: `/cniotapi${path}`, headers: { host }, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
  async function inverter(): Promise<VirtualInverter> {
    const id = code();
    const res = await api('POST', '/iot/wn', { wnId: id, power: 800 });
    const detail = await api('GET', `/iot/wn/${res.body.data.id}`);
    const spec: DeviceSpec = { type: 'wn', id, key: detail.body.data.privateKey, station: STATION, ratedPowerW: 800, inputs: 2 };
    const device = new VirtualInverter(spec, { url, intervalMs: 3_600_000, alarmRate: 0 });
    await device.start();
    stop.push(() => device.stop());
    await waitFor(async () => t.app.gateway!.isOnline('wn', id) && (await rowsOf(t.app.db, sql`select 1 from iot_wn where wn_id = ${id} and software_version = '1.0.0'`)).length, 'device online');
    return device;
  }
  const records = (query: string) => api('GET', `/iot/upgrade/record/list?pageSize=100&${query}`).then((r) => r.body.rows as Array<Record<string, unknown>>);
  return {
    t,
    admin,
    api,
    inverter,
    records,
    async close() {
      for (const s of stop) await s().catch(() => {});
      await t.close();
    },
  };
}

const STATION = { id: 1, name: 'p', timeZone: 'Europe/Berlin', latitude: 52.5, longitude: 13.4 };
