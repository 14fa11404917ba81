import amqp, { type Channel, type ChannelModel, type ConfirmChannel, type ConsumeMessage } from 'amqplib';
import { parseTopic, TOPIC_ROOT, type UpChannel } from '@cniot/contract/devices/device-protocol';
import { loggableError } from '../../lib/db-errors.ts';
import { InFlight } from '../in-flight.ts';
import type { GatewayLog } from '../log.ts';
import type { DeviceMessage } from '../router.ts';
import { HEARTBEAT_MS, Membership, type Heartbeat } from './membership.ts';
import { declareTopology, keyOfTopic, MQTT_EXCHANGE, NODES_EXCHANGE, SHARDS, shardQueue, topicOfKey } from './topology.ts';

export interface BusOptions {
  /** The broker cluster's nodes; the bus connects to the first that answers and moves on when it is lost. */
  urls: string[];
  /** Stable across restarts: names this node's own queue and its place in the shard assignment. */
  nodeId: string;
  /** Resolves when the message's effects are committed; only then is it acknowledged. */
  route(msg: DeviceMessage): Promise<void>;
  log: GatewayLog;
  /** Unacknowledged messages per shard the broker hands this node at a time (default 500). */
  prefetch?: number;
}

export interface AmqpBus {
  publish(topic: string, payload: Buffer): Promise<void>;
  close(drainMs: number, endSession: boolean): Promise<void>;
}

/** Every node applies these: who is online, and the answers to the commands it sent (as with an external MQTT broker). */
const EVERY_NODE: UpChannel[] = ['status', 'ack'];
const MAX_BACKOFF_MS = 10_000;
/** A node's own queue outlives a restart, not a node taken away for good. */
const NODE_QUEUE_EXPIRES_MS = 3_600_000;

/**
 * The device bus on a RabbitMQ cluster (docs/deployment.md): devices publish
 * MQTT to any broker node; their messages wait in replicated quorum queues,
 * sharded by topic, and this node consumes its share of the shards over AMQP,
 * acknowledging each message only after its commit. A lost broker connection
 * (or a failed commit) drops the session: the broker hands every
 * unacknowledged message out again, in order, once a node consumes the shard.
 */
export async function startAmqpBus(opts: BusOptions): Promise<AmqpBus> {
  const { log } = opts;
  const prefetch = opts.prefetch ?? 500;
  const membership = new Membership(opts.nodeId);
  const inFlight = new InFlight();
  const nodeQueue = `cniot.node.${opts.nodeId}`;
  let session: { conn: ChannelModel; ch: Channel; pub: ConfirmChannel; consumers: Map<number, string>; beat: NodeJS.Timeout } | undefined;
  let closing = false;
  let attempt = 0;
  let backoffMs = 250;
  let reconnectTimer: NodeJS.Timeout | undefined;
  const returned = new Set<string>();
  let nextMessageId = 0;

  const deliver = (ch: Channel, m: ConsumeMessage | null) => {
    if (!m) {
      // The broker cancelled a consumer (its queue was deleted): a new session declares the queues again and consumes
      // every shard afresh; keeping this one would leave the shard marked as consumed and never read again.
      log.warn({ nodeId: opts.nodeId }, 'device bus consumer cancelled by the broker; reconnecting');
      if (session?.ch === ch) void session.conn.close().catch(() => undefined);
      return;
    }
    const t = parseTopic(topicOfKey(m.fields.routingKey));
    if (!t || t.channel === 'command') return ch.ack(m);
    inFlight.track(opts.route({ type: t.type, id: t.id, channel: t.channel, payload: m.content })).then(
      () => {
        try {
          ch.ack(m);
        } catch {
          // The channel is gone: the broker hands the message out again, and storing it twice changes nothing.
        }
      },
      (err) => {
        log.error({ err: loggableError(err), routingKey: m.fields.routingKey }, 'device message not stored; reconnecting so the broker hands it out again');
        if (session?.ch === ch) void session.conn.close().catch(() => undefined);
      },
    );
  };

  async function rebalance(): Promise<void> {
    const s = session;
    if (!s || closing) return;
    const wanted = new Set(membership.shards(SHARDS));
    for (const [shard, tag] of s.consumers) {
      if (wanted.has(shard)) continue;
      s.consumers.delete(shard);
      // Messages already delivered are still stored and acknowledged on this channel.
      await s.ch.cancel(tag);
    }
    for (const shard of wanted) {
      if (s.consumers.has(shard)) continue;
      s.consumers.set(shard, '');
      const { consumerTag } = await s.ch.consume(shardQueue(shard), (m) => deliver(s.ch, m));
      s.consumers.set(shard, consumerTag);
    }
  }

  async function connect(): Promise<void> {
    const url = opts.urls[attempt++ % opts.urls.length];
    const target = new URL(url);
    // A broker node that vanishes without closing the socket is noticed within two heartbeats.
    if (!target.searchParams.has('heartbeat')) target.searchParams.set('heartbeat', '5');
    const conn = await amqp.connect(target.toString(), { clientProperties: { connection_name: `cniot-${opts.nodeId}` } });
    try {
      const ch = await conn.createChannel();
      // A channel the broker closes (a refused command) leaves the connection open: end it, so the session starts over.
      ch.on('close', () => void conn.close().catch(() => undefined));
      await declareTopology(ch, TOPIC_ROOT);
      await ch.prefetch(prefetch, false);
      const pub = await conn.createConfirmChannel();
      pub.on('return', (m: ConsumeMessage) => returned.add(String(m.properties.messageId)));
      await ch.assertQueue(nodeQueue, { durable: true, arguments: { 'x-queue-type': 'quorum', 'x-expires': NODE_QUEUE_EXPIRES_MS } });
      for (const c of EVERY_NODE) await ch.bindQueue(nodeQueue, MQTT_EXCHANGE, `${keyOfTopic(TOPIC_ROOT)}.*.*.${c}`);
      const beats = await ch.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
      await ch.bindQueue(beats.queue, NODES_EXCHANGE, '');
      const say = (beat: Heartbeat) => ch.publish(NODES_EXCHANGE, '', Buffer.from(JSON.stringify(beat)));
      const beat = setInterval(() => {
        try {
          say({ node: opts.nodeId });
        } catch {
          return; // The connection is going; its close handler reconnects.
        }
        void rebalance().catch((err) => log.warn({ err: loggableError(err) }, 'bus rebalance failed'));
      }, HEARTBEAT_MS).unref();
      session = { conn, ch, pub, consumers: new Map(), beat };
      conn.on('error', (err) => log.warn({ err: err.message }, 'device bus connection error'));
      conn.on('close', () => lost(conn));
      await ch.consume(
        beats.queue,
        (m) => {
          if (m && membership.heard(JSON.parse(m.content.toString()) as Heartbeat)) void rebalance().catch(() => undefined);
        },
        { noAck: true },
      );
      say({ node: opts.nodeId });
      await ch.consume(nodeQueue, (m) => deliver(ch, m));
      // Hear the others for one beat before claiming shards, so a joining node does not take every shard first.
      await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 1.5));
      await rebalance();
      backoffMs = 250;
      log.info({ url: url.replace(/\/\/[^@]*@/, '//***@'), nodeId: opts.nodeId, shards: [...session.consumers.keys()] }, 'consuming from the device bus');
    } catch (err) {
      await conn.close().catch(() => undefined);
      throw err;
    }
  }

  function lost(conn: ChannelModel): void {
    if (session?.conn !== conn) return;
    clearInterval(session.beat);
    session = undefined;
    if (closing) return;
    log.warn({ nodeId: opts.nodeId }, 'device bus connection lost; reconnecting');
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    reconnectTimer = setTimeout(() => {
      connect().catch((err) => {
        log.warn({ err: loggableError(err) }, 'device bus: broker node not reachable; trying the next');
        if (!closing) scheduleReconnect();
      });
    }, backoffMs);
    backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS);
  }

  let firstError: unknown;
  for (let i = 0; i < opts.urls.length && !session; i++) {
    try {
      await connect();
    } catch (err) {
      firstError ??= err;
    }
  }
  if (!session) throw new Error(`could not connect to the device bus (MQTT_BUS): ${(firstError as Error)?.message}`, { cause: firstError });

  return {
    publish(topic, payload) {
      const s = session;
      if (!s) return Promise.reject(new Error('not connected to the device bus'));
      const messageId = `${opts.nodeId}-${++nextMessageId}`;
      return new Promise((resolve, reject) => {
        s.pub.publish(MQTT_EXCHANGE, keyOfTopic(topic), payload, { persistent: true, mandatory: true, messageId, headers: { 'x-mqtt-publish-qos': 1 } }, (err) => {
          // Unroutable: the device has no subscription to its command topic.
          const unroutable = returned.delete(messageId);
          if (err || unroutable) reject(err ?? new Error('no subscriber for the command'));
          else resolve();
        });
      });
    },
    async close(drainMs, endSession) {
      closing = true;
      clearTimeout(reconnectTimer);
      const s = session;
      if (!s) return;
      clearInterval(s.beat);
      if (drainMs > 0) {
        try {
          for (const tag of s.consumers.values()) await s.ch.cancel(tag);
          s.ch.publish(NODES_EXCHANGE, '', Buffer.from(JSON.stringify({ node: opts.nodeId, leaving: true } satisfies Heartbeat)));
          await inFlight.settled(drainMs);
          if (endSession) await s.ch.deleteQueue(nodeQueue);
        } catch (err) {
          log.warn({ err: loggableError(err) }, 'device bus: could not leave cleanly');
        }
      }
      session = undefined;
      await s.conn.close().catch(() => undefined);
    },
  };
}
