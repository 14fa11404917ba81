import type { Channel } from 'amqplib';
import { UP_CHANNELS } from '@cniot/contract/devices/device-protocol';

/** The exchange RabbitMQ's MQTT plugin publishes device messages to; `/` in a topic becomes `.` in the routing key. */
export const MQTT_EXCHANGE = 'amq.topic';
/** Consistent hash over the routing key (`cniot.v1.{type}.{id}.{channel}`): a device's messages on one topic always reach the same shard. */
const SHARD_EXCHANGE = 'cniot.up';
/** Every node hears every heartbeat here, so each knows which nodes are alive. */
export const NODES_EXCHANGE = 'cniot.nodes';
/**
 * Fixed, so every node agrees on the queues without coordination; more shards
 * than nodes lets work move in small pieces when a node comes or goes.
 */
export const SHARDS = 16;
/** Points per shard on the hash ring: enough for an even spread over 16 shards. */
const RING_WEIGHT = '20';

export const shardQueue = (shard: number) => `cniot.up.${shard}`;
export const keyOfTopic = (topic: string) => topic.replaceAll('/', '.');
export const topicOfKey = (routingKey: string) => routingKey.replaceAll('.', '/');

/**
 * Declares the bus (idempotent, every node at every connect): durable quorum
 * queues, replicated over the broker cluster, so a broker node's loss loses
 * nothing; one active consumer per queue, so a shard's messages are applied in
 * their order by one server node at a time.
 */
export async function declareTopology(ch: Channel, topicRoot: string): Promise<void> {
  await ch.assertExchange(SHARD_EXCHANGE, 'x-consistent-hash', { durable: true });
  await ch.assertExchange(NODES_EXCHANGE, 'fanout', { durable: false });
  const root = keyOfTopic(topicRoot);
  for (const channel of UP_CHANNELS) await ch.bindExchange(SHARD_EXCHANGE, MQTT_EXCHANGE, `${root}.*.*.${channel}`);
  for (let shard = 0; shard < SHARDS; shard++) {
    await ch.assertQueue(shardQueue(shard), {
      durable: true,
      arguments: { 'x-queue-type': 'quorum', 'x-single-active-consumer': true },
    });
    await ch.bindQueue(shardQueue(shard), SHARD_EXCHANGE, RING_WEIGHT);
  }
}
