import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import amqp from 'amqplib';
import { TOPIC_ROOT } from '@cniot/contract/devices/device-protocol';
import { declareTopology, SHARDS, shardQueue } from '../../apps/server/src/gateway/bus/topology.ts';

export interface BenchCluster {
  amqpUrls: string[];
  /** Devices connect to node 1's MQTT port with the cluster's own account: the sign-in hook is not what the benches measure. */
  devices: { url: string; account: { username: string; password: string } };
  /**
   * A plain AMQP consumer of a quorum queue bound to every device's telemetry,
   * acknowledging at once: the broker's raw delivery. The same messages also
   * reach the bus's shard queues; stopping empties those, or the next ingest
   * would store them too.
   */
  rawConsumer(onMessage: () => void): Promise<() => Promise<void>>;
  stop(): Promise<void>;
}

const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/broker-cluster.sh');

/** scripts/broker-cluster.sh on a random base port, in a temporary folder. */
export async function startBenchCluster(): Promise<BenchCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cniot-bench-cluster-'));
  const base = 27_000 + 100 * Math.floor(Math.random() * 20);
  const env = { ...process.env, CLUSTER_DIR: dir, BASE_PORT: String(base), AUTH_URL: '' };
  const run = (...args: string[]) => {
    const res = spawnSync('bash', [SCRIPT, ...args], { env, stdio: 'inherit' });
    if (res.status !== 0) throw new Error(`broker-cluster.sh ${args.join(' ')} failed`);
  };
  const started = performance.now();
  run('start');
  console.log(`(three-node RabbitMQ cluster started in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  const amqpUrls = [0, 1, 2].map((i) => `amqp://cniot:cniot@127.0.0.1:${base + 10 * i}`);
  return {
    amqpUrls,
    devices: { url: `mqtt://127.0.0.1:${base + 1}`, account: { username: 'cniot', password: 'cniot' } },
    async rawConsumer(onMessage) {
      const conn = await amqp.connect(amqpUrls[0]);
      const ch = await conn.createChannel();
      const queue = `bench.raw.${Date.now()}`;
      await ch.assertQueue(queue, { durable: true, arguments: { 'x-queue-type': 'quorum' } });
      await ch.bindQueue(queue, 'amq.topic', 'cniot.v1.*.*.telemetry');
      await ch.prefetch(1000);
      await ch.consume(queue, (m) => {
        if (!m) return;
        ch.ack(m);
        onMessage();
      });
      await declareTopology(ch, TOPIC_ROOT);
      return async () => {
        await ch.deleteQueue(queue);
        for (let shard = 0; shard < SHARDS; shard++) await ch.purgeQueue(shardQueue(shard));
        await conn.close();
      };
    },
    async stop() {
      run('stop');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
