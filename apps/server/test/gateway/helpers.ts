import { randomBytes, randomInt } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import { clientIdOf, topicOf, type UpChannel } from '@cniot/contract/devices/device-protocol';
import { rowsOf, type Database, type Db } from '../../src/db/client.ts';
import { startGateway, type Gateway, type GatewayConfig } from '../../src/gateway/gateway.ts';
import type { GatewayLog } from '../../src/gateway/log.ts';

/** Set in CI: the gateway then ingests from this broker (the local Mosquitto) instead of embedding Aedes. */
export const EXTERNAL = process.env.MQTT_URL || undefined;

export interface LogLine {
  level: string;
  msg?: string;
  obj: object;
}

export function testLog(): GatewayLog & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  const at = (level: string) => (obj: object, msg?: string) => void lines.push({ level, msg, obj });
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/**
 * A gateway for one test. With an external broker every test gateway gets its
 * own share group and node id: test files run in parallel against one broker,
 * and a message taken by another file's gateway (another database) would be
 * dropped there as coming from an unknown device.
 */
export async function testGateway(database: Database, over: Partial<GatewayConfig> = {}, log = testLog()) {
  const tag = randomBytes(4).toString('hex');
  const config: GatewayConfig = {
    mqttPort: 0,
    mqttHost: '127.0.0.1',
    mqttUrl: EXTERNAL,
    nodeId: `test-${tag}`,
    shareGroup: `test-${tag}`,
    ingestConnections: 1,
    sessionExpirySec: 120,
    ...over,
  };
  const gateway = await startGateway({ database, config, log });
  const url = EXTERNAL ?? `mqtt://127.0.0.1:${gateway.port}`;
  return { gateway, url, log, config };
}

export const q = <T = Record<string, unknown>>(db: Db, query: SQL) => rowsOf<T>(db, query);

/** Polls until `check` returns a truthy value; a slow shared machine gets time, a broken one a clear failure. */
export async function waitFor<T>(check: () => Promise<T> | T, what: string, timeoutMs = 20_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v) return v as NonNullable<T>;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Random 14-digit ids: retained messages of earlier runs on a shared broker cannot collide with this run's devices. */
export const newDeviceId = () => `7${String(randomInt(1e9)).padStart(9, '0')}${String(randomInt(1e4)).padStart(4, '0')}`;

export async function seedStation(db: Db, timeZone = 'Europe/Berlin'): Promise<number> {
  const [row] = await q<{ id: number }>(
    db,
    sql`insert into iot_station (station_name, time_zone, dept_id, user_id, latitude, longitude) values ('Test plant', ${timeZone}, 100, 1, 52.5, 13.4) returning id`,
  );
  return row.id;
}

const seeded: Array<{ type: DeviceType; id: string }> = [];

export async function seedDevice(db: Db, type: DeviceType, stationId: number | null, opts: { power?: number } = {}) {
  const id = newDeviceId();
  seeded.push({ type, id });
  const key = randomBytes(8).toString('hex');
  if (type === 'wn') {
    await db.execute(sql`insert into iot_wn (wn_id, station_id, dept_id, user_id, power, private_key) values (${id}, ${stationId}, 100, 1, ${opts.power ?? 800}, ${key})`);
  } else if (type === 'battery') {
    await db.execute(sql`insert into iot_battery (battery_id, battery_key, station_id, dept_id, user_id) values (${id}, ${key}, ${stationId}, 100, 1)`);
  } else {
    await db.execute(sql`insert into iot_meter (meter_id, meter_key, station_id, dept_id, user_id) values (${id}, ${key}, ${stationId}, 100, 1)`);
  }
  return { type, id, key };
}

export interface RawDevice {
  client: MqttClient;
  session: number;
  publish(channel: UpChannel, body: unknown, retain?: boolean): Promise<unknown>;
  online(): Promise<unknown>;
  /** Disconnects cleanly (no will). */
  forget(): Promise<void>;
}

/** A hand-driven device on a plain MQTT client, for tests that need exact payloads. */
export async function rawDevice(url: string, d: { type: DeviceType; id: string; key: string }, opts: mqtt.IClientOptions = {}): Promise<RawDevice> {
  const session = Date.now();
  const status = topicOf(d.type, d.id, 'status');
  const client = await mqtt.connectAsync(url, {
    clientId: clientIdOf(d.type, d.id),
    username: d.id,
    password: d.key,
    reconnectPeriod: 200,
    will: { topic: status, payload: Buffer.from(JSON.stringify({ state: 'offline', session })), qos: 1, retain: true },
    ...opts,
  });
  client.on('error', () => {});
  const publish = (channel: UpChannel, body: unknown, retain = false) => client.publishAsync(topicOf(d.type, d.id, channel), JSON.stringify(body), { qos: 1, retain });
  return {
    client,
    session,
    publish,
    online: () => publish('status', { state: 'online', session, ts: Date.now() }, true),
    forget: () => client.endAsync(),
  };
}

/** Ends the gateway's broker sessions, and takes this file's retained status messages off a shared broker. */
export async function stopGateway(gateway: Gateway): Promise<void> {
  await gateway.close({ drainMs: 5000, endSession: true });
  if (!EXTERNAL || seeded.length === 0) return;
  const client = await mqtt.connectAsync(EXTERNAL, { clientId: `test-cleaner-${randomBytes(4).toString('hex')}` });
  for (const d of seeded.splice(0)) await client.publishAsync(topicOf(d.type, d.id, 'status'), '', { qos: 1, retain: true });
  await client.endAsync();
}
