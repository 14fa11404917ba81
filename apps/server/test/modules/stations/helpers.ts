import { iotWnData } from '../../../src/db/schema/device-data.ts';
import { Partitions } from '../../../src/gateway/ingest/partitions.ts';
import { writeTelemetry, type TelemetryRecord } from '../../../src/gateway/ingest/telemetry-write.ts';
import type { TestApp } from '../../helpers/app.ts';
import { addWn, code, json, signedIn } from '../devices/helpers.ts';

export { code, json, signedIn };

const quiet = { debug() {}, info() {}, warn() {}, error() {} };
let seq = 0;

/** Creates a station through the API (names made unique) and answers its id. */
export async function createStation(t: TestApp, token: string, body: Record<string, unknown> = {}): Promise<number> {
  const res = await json(t, token, { method: 'POST', url: '/cniotapi/iot/station', payload: { stationName: `Plant ${++seq}`, capacity: 4, status: '2', ...body } });
  if (res.body.code !== 200) throw new Error(`create station failed: ${JSON.stringify(res.body)}`);
  return res.body.data.id as number;
}

/** A registered inverter (through the API) bound to the station; answers its code. */
export async function boundInverter(t: TestApp, token: string, stationId: number, body: Record<string, unknown> = {}): Promise<string> {
  const wnId = code();
  await addWn(t, token, { wnId, power: 800, wnType: '2', ...body });
  const res = await json(t, token, { method: 'POST', url: '/cniotapi/iot/wn/bindWn', payload: { stationId, wnIds: [wnId] } });
  if (res.body.code !== 200) throw new Error(`bind failed: ${JSON.stringify(res.body)}`);
  return wnId;
}

/** Telemetry as the gateway ingests it: records of one inverter, straight into the ingest transaction. */
export async function ingest(t: TestApp, wnId: string, records: TelemetryRecord[]): Promise<void> {
  await new Partitions(t.app.db).ensureAll(
    iotWnData,
    records.map((r) => r.ts),
  );
  await writeTelemetry(t.app.db, [{ type: 'wn', id: wnId, records }], quiet);
}

/** Readings every 5 minutes from `from` to `to` (ms), the counter growing by `whPerStep` and the power to match. */
export function readings(from: number, to: number, startWh: number, whPerStep: number, extra: Record<string, unknown> = {}): TelemetryRecord[] {
  const out: TelemetryRecord[] = [];
  for (let ts = from, wh = startWh; ts <= to; ts += 300_000, wh += whPerStep) out.push({ ts, values: { totalWh: wh, acPower: whPerStep * 12, ...extra } });
  return out;
}

export const post = (t: TestApp, token: string, path: string, payload: unknown) => json(t, token, { method: 'POST', url: `/cniotapi${path}`, payload: payload as Record<string, unknown> });
export const get = (t: TestApp, token: string, path: string, headers: Record<string, string> = {}) => json(t, token, { url: `/cniotapi${path}`, headers });
