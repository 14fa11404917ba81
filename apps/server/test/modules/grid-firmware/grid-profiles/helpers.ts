import { sql } from 'drizzle-orm';
import type { DeviceSpec } from '@cniot/contract/devices/simulated-fleet';
import { gridBehaviourOf, type GridBehaviour } from '@cniot/simulator/grid-settings';
import { rowsOf } from '../../../../src/db/client.ts';
import type { TestApp } from '../../../helpers/app.ts';
import { code, json, signedIn } from '../../devices/helpers.ts';

export const station = { id: 1, name: 'p', timeZone: 'Europe/Berlin', latitude: 52.5, longitude: 13.4 };

/** A code on which the simulator behaves as asked (obeys, refuses or clamps grid values). */
export function codeThat(behaviour: GridBehaviour): string {
  for (;;) {
    const id = code();
    if (gridBehaviourOf(id) === behaviour) return id;
  }
}

/** An inverter registered through the API (in the caller's organization, or `deptId`), and its key. */
export async function registerWn(t: TestApp, token: string, behaviour: GridBehaviour = 'obey', deptId?: number): Promise<DeviceSpec> {
  const id = codeThat(behaviour);
  const res = await json(t, token, { method: 'POST', url: '/cniotapi/iot/wn', payload: { wnId: id, power: 800, ...(deptId ? { deptId } : {}) } });
  if (res.body.code !== 200) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  const detail = await json(t, token, { url: `/cniotapi/iot/wn/${res.body.data.id}` });
  return { type: 'wn', id, key: detail.body.data.privateKey, station, ratedPowerW: 800, inputs: 2 };
}

export async function profileId(t: TestApp, profileCode: string): Promise<number> {
  const [row] = await rowsOf<{ profile_id: number }>(t.app.db, sql`select profile_id from iot_grid_profile where profile_code = ${profileCode} order by profile_version limit 1`);
  return Number(row.profile_id);
}

export const api = (t: TestApp, token: string) => ({
  post: (path: string, payload: unknown) => json(t, token, { method: 'POST', url: `/cniotapi${path}`, payload: payload as Record<string, unknown> }),
  put: (path: string, payload: unknown) => json(t, token, { method: 'PUT', url: `/cniotapi${path}`, payload: payload as Record<string, unknown> }),
  get: (path: string) => json(t, token, { url: `/cniotapi${path}` }),
});

/** A fresh app (with a gateway when asked) and the administrator's token and calls. */
export async function adminApp(opts: { gateway?: boolean } = {}) {
  const { t, admin: token } = await signedIn({}, opts);
  return { t, token, admin: api(t, token) };
}
