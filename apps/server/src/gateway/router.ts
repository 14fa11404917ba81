import type { DeviceType } from '@cniot/contract/devices/device-enums';
import {
  ackPayload,
  alarmPayload,
  otaPayload,
  paramsPayload,
  statusPayload,
  telemetryPayload,
  telemetryValues,
  type AckPayload,
  type StatusPayload,
  type UpChannel,
} from '@cniot/contract/devices/device-protocol';
import type { Db } from '../db/client.ts';
import { isDataError, loggableError } from '../lib/db-errors.ts';
import type { GatewayLog } from './log.ts';
import { KeyedLanes } from './keyed-lanes.ts';
import { applyAlarms } from './ingest/alarms.ts';
import type { Batcher } from './ingest/batcher.ts';
import { applyOta, applyParams } from './ingest/params-ota.ts';
import { applyStatus } from './ingest/status.ts';
import type { TelemetryItem } from './ingest/telemetry-write.ts';

export interface DeviceMessage {
  type: DeviceType;
  id: string;
  channel: UpChannel;
  payload: Buffer;
}

export interface RouterDeps {
  db: Db;
  telemetry: Batcher<TelemetryItem>;
  onStatus(type: DeviceType, id: string, status: StatusPayload): void;
  /** Stations whose device changed status: their summaries are stale. */
  onStations?(stationIds: number[]): void;
  onAck(type: DeviceType, id: string, ack: AckPayload): Promise<void>;
  log: GatewayLog;
}

const EARLIEST_TS = Date.UTC(2020, 0, 1);
const FUTURE_SLACK_MS = 3_600_000;

/** A device without a synchronized clock sends nonsense times; those records get the receive time (protocol §4). */
const plausibleTs = (ts: number, now: number) => (ts < EARLIEST_TS || ts > now + FUTURE_SLACK_MS ? now : ts);

/** The same message would fail again: data the database refuses, or a value JavaScript cannot represent (a date past year 275760, nesting deeper than the stack). */
const isPoison = (err: unknown) => isDataError(err) || err instanceof RangeError;

/**
 * Validates one device message and applies it. Resolves when its effects are
 * committed (the caller acknowledges then); rejects only when retrying may
 * help (the database failed). A malformed message, or one the database
 * refuses as data, resolves: it is logged and dropped, since a resend would
 * fail just the same and the device would resend it forever.
 *
 * A device's alarms, status, parameters, upgrade progress and acks are state
 * whose order matters (an older alarm message changes nothing), and a broker
 * delivers one device's messages in order: they are applied one after another
 * per device, as they arrived, while other devices' messages go on beside
 * them. Telemetry records carry their own times and go to the batcher at once.
 */
export function createRouter(deps: RouterDeps): (msg: DeviceMessage) => Promise<void> {
  const { db, log } = deps;
  const schemas = {
    telemetry: { wn: telemetryPayload(telemetryValues.wn), battery: telemetryPayload(telemetryValues.battery), meter: telemetryPayload(telemetryValues.meter) },
    alarm: { wn: alarmPayload('wn'), battery: alarmPayload('battery'), meter: alarmPayload('meter') },
  };

  async function apply(msg: DeviceMessage, json: unknown): Promise<void> {
    const drop = (issues: unknown) => log.warn({ type: msg.type, id: msg.id, channel: msg.channel, issues }, 'device message does not match the protocol; dropped');
    const now = Date.now();
    switch (msg.channel) {
      case 'telemetry': {
        const p = schemas.telemetry[msg.type].safeParse(json);
        if (!p.success) return drop(p.error.issues);
        const records = p.data.map((r) => ({ ts: plausibleTs(r.ts, now), values: r.values as Record<string, unknown> }));
        return deps.telemetry.add({ type: msg.type, id: msg.id, records });
      }
      case 'status': {
        const p = statusPayload.safeParse(json);
        if (!p.success) return drop(p.error.issues);
        const station = await applyStatus(db, msg.type, msg.id, p.data);
        if (station !== null) deps.onStations?.([station]);
        return deps.onStatus(msg.type, msg.id, p.data);
      }
      case 'alarm': {
        const p = schemas.alarm[msg.type].safeParse(json);
        if (!p.success) return drop(p.error.issues);
        const dropped = await applyAlarms(db, msg.type, msg.id, { ts: plausibleTs(p.data.ts, now), values: p.data.values });
        if (dropped.length) log.warn({ type: msg.type, id: msg.id, inputs: dropped }, 'alarm bits of PV inputs the inverter does not have; dropped');
        return;
      }
      case 'params': {
        const p = paramsPayload.safeParse(json);
        if (!p.success) return drop(p.error.issues);
        return applyParams(db, msg.type, msg.id, { ...p.data, ts: plausibleTs(p.data.ts, now) });
      }
      case 'ota': {
        const p = otaPayload.safeParse(json);
        if (!p.success) return drop(p.error.issues);
        return applyOta(db, msg.type, msg.id, { ...p.data, ts: plausibleTs(p.data.ts, now) });
      }
      case 'ack': {
        const p = ackPayload.safeParse(json);
        if (!p.success) return drop(p.error.issues);
        return deps.onAck(msg.type, msg.id, { ...p.data, ts: plausibleTs(p.data.ts, now) });
      }
    }
  }

  const lanes = new KeyedLanes();

  async function handle(msg: DeviceMessage): Promise<void> {
    let json: unknown;
    try {
      json = JSON.parse(msg.payload.toString('utf8'));
    } catch {
      log.warn({ type: msg.type, id: msg.id, channel: msg.channel }, 'device message is not JSON; dropped');
      return;
    }
    try {
      await apply(msg, json);
    } catch (err) {
      if (!isPoison(err)) throw err;
      log.warn({ type: msg.type, id: msg.id, channel: msg.channel, err: loggableError(err) }, 'device message refused by the database; dropped');
    }
  }

  return (msg) => {
    // An empty payload is someone clearing a retained message, not a device speaking.
    if (msg.payload.length === 0) return Promise.resolve();
    if (msg.channel === 'telemetry') return handle(msg);
    return lanes.run(`${msg.type}:${msg.id}`, () => handle(msg));
  };
}
