import { parseTopic, TOPIC_ROOT, type UpChannel } from '@cniot/contract/devices/device-protocol';
import type { GatewayLog } from './log.ts';
import { MqttConnection } from './mqtt-connection.ts';
import type { DeviceMessage } from './router.ts';

export interface ExternalBroker {
  publish(topic: string, payload: Buffer): Promise<void>;
  close(drainMs: number, endSession: boolean): Promise<void>;
}

export interface ExternalOptions {
  url: string;
  /** Stable across restarts: the broker redelivers to the session of the same client id. */
  nodeId: string;
  /** Connections per node; each may hold the broker's whole in-flight window, so more means bigger batches. */
  connections: number;
  sessionExpirySec: number;
  /** Shared-subscription group: nodes of one deployment share it; another deployment on the same broker must not. */
  shareGroup: string;
  route(msg: DeviceMessage): Promise<void>;
  log: GatewayLog;
}

/** Each message on these goes to one member of the group, whichever node that is. */
const SHARED: UpChannel[] = ['telemetry', 'alarm', 'params', 'ota'];
/** Every node needs these: who is online, and answers to the commands it sent. */
const EVERY_NODE: UpChannel[] = ['status', 'ack'];

/**
 * The server as a client of an external broker (protocol §12): shared
 * subscriptions spread ingest over the nodes, persistent sessions keep what a
 * node has not acknowledged until it comes back.
 */
export async function startExternalBroker(opts: ExternalOptions): Promise<ExternalBroker> {
  if (!/^(mqtts?|tcp):$/.test(new URL(opts.url).protocol)) {
    throw new Error('MQTT_URL for the server must be mqtt://, mqtts:// or tcp:// (WebSocket brokers are for devices and browsers)');
  }
  const onMessage = async (topic: string, payload: Buffer) => {
    const t = parseTopic(topic);
    if (!t || t.channel === 'command') return;
    await opts.route({ type: t.type, id: t.id, channel: t.channel, payload });
  };
  const connections = Array.from({ length: Math.max(1, opts.connections) }, (_, i) => {
    const subscriptions = SHARED.map((c) => ({ topic: `$share/${opts.shareGroup}/${TOPIC_ROOT}/+/+/${c}`, qos: 1 as const }));
    if (i === 0) subscriptions.push(...EVERY_NODE.map((c) => ({ topic: `${TOPIC_ROOT}/+/+/${c}`, qos: 1 as const })));
    return new MqttConnection({
      url: opts.url.replace(/^tcp:/, 'mqtt:'),
      clientId: `cniot-${opts.nodeId}-${i}`,
      sessionExpirySec: opts.sessionExpirySec,
      subscriptions,
      onMessage,
      log: opts.log,
    });
  });
  try {
    await Promise.all(connections.map((c) => c.start()));
  } catch (err) {
    await Promise.all(connections.map((c) => c.close(0)));
    throw err;
  }
  opts.log.info({ url: opts.url.replace(/\/\/[^@]*@/, '//***@'), nodeId: opts.nodeId, group: opts.shareGroup, connections: connections.length }, 'ingesting from external MQTT broker');
  return {
    publish: (topic, payload) => connections[0].publish(topic, payload),
    close: async (drainMs, endSession) => {
      await Promise.all(connections.map((c) => c.close(drainMs, endSession)));
    },
  };
}
