import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { CommandName } from '@cniot/contract/devices/device-commands';
import { DEVICE_TYPES, OnlineStatus, type DeviceType } from '@cniot/contract/devices/device-enums';
import type { Database } from '../db/client.ts';
import { KINDS } from '../db/device-kinds.ts';
import { Commands, type CommandHandle, type CommandOptions } from './commands.ts';
import { DeviceAuth } from './device-auth.ts';
import { startAmqpBus } from './bus/amqp-bus.ts';
import { loadOnlineDevices } from './bus/online-devices.ts';
import { startEmbeddedBroker } from './embedded-broker.ts';
import { startExternalBroker } from './external-broker.ts';
import type { BrokerLimits } from './frame-scanner.ts';
import { Batcher } from './ingest/batcher.ts';
import { Partitions } from './ingest/partitions.ts';
import { withoutExpired } from './ingest/expired.ts';
import { applyStatus } from './ingest/status.ts';
import { writeTelemetry, type TelemetryItem } from './ingest/telemetry-write.ts';
import type { GatewayLog } from './log.ts';
import { Presence } from './presence.ts';
import { nameOf } from './raw-sql.ts';
import { createRouter } from './router.ts';

export interface GatewayConfig {
  /** Embedded broker port; 0 picks a free one (tests). */
  mqttPort: number;
  mqttHost?: string;
  /** Embedded broker: what a connection may send before and after signing in (defaults in frame-scanner.ts). */
  mqttLimits?: Partial<BrokerLimits>;
  /** When set, ingest from this external broker instead of embedding one. */
  mqttUrl?: string;
  /** Names this node's broker sessions; must survive restarts. Default: the host name. */
  nodeId?: string;
  /** External broker: connections per node (default 4). */
  ingestConnections?: number;
  /** External broker: how long the broker keeps our session while we are away (default 3600 s). */
  sessionExpirySec?: number;
  /** External broker: shared-subscription group of this deployment (default 'cniot'). */
  shareGroup?: string;
  /** When set, ingest from the device bus on this RabbitMQ cluster (AMQP URLs, one per broker node) instead of MQTT. */
  busUrls?: string[];
  /** Device bus: unacknowledged messages per shard this node holds (default 500). */
  busPrefetch?: number;
}

export interface GatewayOptions {
  database: Database;
  config: GatewayConfig;
  log: GatewayLog;
  /** Most telemetry messages per transaction (default 500). */
  batchSize?: number;
  /** Telemetry transactions that may run at once (default: 4 on PostgreSQL, 1 on PGlite, which has one connection). */
  ingestLanes?: number;
}

export interface Gateway {
  /** The embedded broker's port; undefined with an external broker. */
  port?: number;
  /** Device sign-in, for the HTTP hook external brokers call. */
  auth: DeviceAuth;
  isOnline(type: DeviceType, id: string): boolean;
  /**
   * Refuses at once ('device.notOnline') when the device is not connected;
   * otherwise resolves once the command is recorded and handed to the broker.
   */
  sendCommand(type: DeviceType, id: string, name: CommandName, params: Record<string, unknown>, opts?: CommandOptions): Promise<CommandHandle>;
  /**
   * Stops taking messages, lets those being stored finish and be acknowledged
   * (up to `drainMs`, default 5 s), then disconnects. With 0, unfinished
   * messages are abandoned unacknowledged, exactly as in a crash. An external
   * broker keeps this node's session (and queues its share of messages) until
   * the node is back, unless `endSession` says the node is leaving for good.
   */
  close(opts?: { drainMs?: number; endSession?: boolean }): Promise<void>;
  /**
   * Calls `listener` with the stations whose devices' telemetry or status this
   * node just committed (a batch at a time); answers the unsubscribe.
   */
  onStationsChanged(listener: (stationIds: number[]) => void): () => void;
}

export async function startGateway(opts: GatewayOptions): Promise<Gateway> {
  const { database, config, log } = opts;
  const { db } = database;
  const partitions = new Partitions(db);
  await partitions.prepare();

  const listeners = new Set<(stationIds: number[]) => void>();
  const stationsChanged = (ids: number[]) => {
    if (ids.length) for (const listener of listeners) listener(ids);
  };
  const telemetry = new Batcher<TelemetryItem>(
    async (all) => {
      const items = withoutExpired(all, await partitions.keptFrom(), log);
      for (const type of DEVICE_TYPES) {
        await partitions.ensureAll(
          KINDS[type].raw.table,
          items.filter((i) => i.type === type).flatMap((i) => i.records.map((r) => r.ts)),
        );
      }
      stationsChanged(await writeTelemetry(db, items, log));
    },
    log,
    { maxItems: opts.batchSize, lanes: opts.ingestLanes ?? (database.kind === 'postgres' ? 4 : 1), keyOf: (item) => item.id },
  );
  const presence = new Presence();
  let commands: Commands | undefined;
  const route = createRouter({
    db,
    telemetry,
    log,
    onStatus: (type, id, status) => presence.apply(type, id, status),
    onStations: stationsChanged,
    onAck: (type, id, ack) => (commands ? commands.onAck(type, id, ack) : Promise.resolve()),
  });
  const auth = new DeviceAuth(db, log);

  let transport: {
    isOnline(type: DeviceType, id: string): boolean;
    publish(topic: string, payload: Buffer): Promise<void>;
    close(drainMs: number, endSession: boolean): Promise<void>;
  };
  let port: number | undefined;
  const nodeId = (config.nodeId ?? os.hostname()).replace(/[^0-9A-Za-z_.-]/g, '_');
  if (config.busUrls?.length) {
    await loadOnlineDevices(db, presence);
    const bus = await startAmqpBus({ urls: config.busUrls, nodeId, route, log, prefetch: config.busPrefetch });
    transport = { ...bus, isOnline: (type, id) => presence.isOnline(type, id) };
  } else if (config.mqttUrl) {
    const external = await startExternalBroker({
      url: config.mqttUrl,
      nodeId,
      connections: config.ingestConnections ?? 4,
      sessionExpirySec: config.sessionExpirySec ?? 3600,
      shareGroup: config.shareGroup ?? 'cniot',
      route,
      log,
    });
    transport = { ...external, isOnline: (type, id) => presence.isOnline(type, id) };
  } else {
    // Nothing is connected to a broker that is only now starting.
    for (const k of Object.values(KINDS)) {
      await db.execute(sql`update ${nameOf(k.table)} set online_status = ${OnlineStatus.offline} where online_status = ${OnlineStatus.online}`);
    }
    const embedded = await startEmbeddedBroker({
      port: config.mqttPort,
      host: config.mqttHost,
      limits: config.mqttLimits,
      auth,
      route,
      onGone: async (device, session) => {
        const station = await applyStatus(db, device.type, device.id, { state: 'offline', session });
        if (station !== null) stationsChanged([station]);
      },
      log,
    });
    transport = embedded;
    port = embedded.port;
  }
  const cmds = (commands = new Commands(db, transport, log));
  await cmds.sweep();

  return {
    port,
    auth,
    isOnline: (type, id) => transport.isOnline(type, id),
    sendCommand: (type, id, name, params, o) => cmds.send(type, id, name, params, o),
    onStationsChanged(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close({ drainMs = 5000, endSession = false } = {}) {
      await transport.close(drainMs, endSession);
      await cmds.close();
    },
  };
}
