import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import amqp from 'amqplib';
import { startGateway, type Gateway } from '../../src/gateway/gateway.ts';
import { shardQueue } from '../../src/gateway/bus/topology.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { q, seedDevice, seedStation, testLog, waitFor } from '../gateway/helpers.ts';
import { BrokerCluster } from './broker-cluster.ts';
import { Fleet } from './fleet.ts';

const DEVICES = 20;

/** Rows a node committed, from its own batch log. */
const committedBy = (log: ReturnType<typeof testLog>) => log.lines.filter((l) => l.msg === 'telemetry batch committed').reduce((n, l) => n + (l.obj as { items: number }).items, 0);

/**
 * The device bus on a real three-node RabbitMQ cluster with two server nodes:
 * what the broker acknowledged to a device is stored, whatever happens to the
 * broker in between (docs/deployment.md, "Device bus").
 */
describe('device bus on a three-node broker cluster', () => {
  let t: TestApp;
  let cluster: BrokerCluster;
  let fleet: Fleet;
  const logs = [testLog(), testLog()];
  const gateways: Gateway[] = [];
  /** Waits for every acknowledged record to be stored; fails naming how many are not. */
  const noneLost = (timeoutMs: number) =>
    waitFor(async () => (await fleet.missing(t.database.db)) === 0, 'every acknowledged message stored', timeoutMs).catch(async () => {
      throw new Error(`${await fleet.missing(t.database.db)} of ${fleet.total} acknowledged messages lost`);
    });
  const rowCount = async () => (await q<{ n: number }>(t.database.db, sql`select count(*)::int as n from iot_wn_data`))[0].n;

  beforeAll(async () => {
    const secret = randomBytes(16).toString('hex');
    t = await createTestApp({ MQTT_AUTH_SECRET: secret });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const hook = `http://rabbitmq:${secret}@127.0.0.1:${(t.app.server.address() as AddressInfo).port}/cniotapi/iot/mqtt/rabbitmq`;
    cluster = new BrokerCluster(hook);
    const started = performance.now();
    await cluster.run('start');
    console.log(`three-node cluster up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    for (const [i, log] of logs.entries()) {
      const config = { mqttPort: 0, busUrls: cluster.amqpUrls(), nodeId: `fault-node-${i}` };
      gateways.push(await startGateway({ database: t.database, config, log }));
    }
    const station = await seedStation(t.database.db, 'UTC');
    const devices = [];
    for (let i = 0; i < DEVICES; i++) devices.push(await seedDevice(t.database.db, 'wn', station));
    fleet = new Fleet(devices, cluster.mqttServers());
    await fleet.connect();
  });

  afterAll(async () => {
    await fleet?.end();
    for (const g of gateways) await g.close({ drainMs: 1000, endSession: true });
    await cluster?.destroy();
    await t?.close();
  });

  it('two server nodes share the work, each device’s messages stored in their order', async () => {
    fleet.start(0);
    await waitFor(async () => fleet.total >= 2000, '2,000 acknowledged messages', 120_000);
    await fleet.stop();
    await noneLost(60_000);
    const shares = logs.map(committedBy);
    console.log(`two nodes: ${fleet.total} messages acknowledged, 0 lost; node shares ${shares.join(' / ')}`);
    expect(shares[0]).toBeGreaterThan(0);
    expect(shares[1]).toBeGreaterThan(0);
    // A later record of a device never committed before an earlier one.
    const outOfOrder = await q<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from (
            select received_at < lag(received_at) over (partition by wn_id order by ts) as back from iot_wn_data) x where back`,
    );
    expect(outOfOrder[0].n).toBe(0);
  });

  it('a shard queue deleted under the nodes: its consumer comes back, nothing acknowledged lost', async () => {
    const sessions = () => logs.map((log) => log.lines.filter((l) => l.msg === 'consuming from the device bus').length);
    const before = sessions();
    const admin = await amqp.connect(cluster.amqpUrls()[0]);
    await (await admin.createChannel()).deleteQueue(shardQueue(0));
    await admin.close();
    // The broker cancels the shard's consumer; a node that kept its session would never read the shard again.
    await waitFor(async () => sessions().some((n, i) => n > before[i]), 'the shard’s node consuming again after the cancel', 60_000);
    const from = fleet.total;
    fleet.start(0);
    await waitFor(async () => fleet.total >= from + 1000, '1,000 more acknowledged after the cancel', 120_000);
    await fleet.stop();
    await noneLost(60_000);
    console.log(`shard queue deleted: consumed again; ${fleet.total - from} messages acknowledged after it, 0 lost`);
  });

  it('the whole broker restarted: nothing acknowledged is lost', { timeout: 600_000 }, async () => {
    const before = fleet.total;
    fleet.start(10);
    await waitFor(async () => fleet.total >= before + 500, 'ingest under way', 60_000);
    const stopped = performance.now();
    await cluster.run('stop');
    const stopSecs = (performance.now() - stopped) / 1000;
    await cluster.run('start');
    const outage = (performance.now() - stopped) / 1000;
    console.log(`broker stopped in ${stopSecs.toFixed(1)} s, all three nodes back after ${outage.toFixed(1)} s`);
    const restartedAt = fleet.total;
    await waitFor(async () => fleet.total >= restartedAt + 500, '500 more acknowledged after the restart', 180_000);
    await fleet.stop();
    await noneLost(90_000);
    console.log(`broker restarted (${outage.toFixed(1)} s down): ${fleet.total - before} messages acknowledged, 0 lost`);
  });
  it('one broker node killed during ingest: nothing acknowledged is lost and ingest goes on', async () => {
    const before = fleet.total;
    fleet.start(10);
    await waitFor(async () => fleet.total >= before + 500, 'ingest under way', 60_000);
    await cluster.run('kill', '2');
    const killedAt = fleet.total;
    const rowsAtKill = await rowCount();
    await waitFor(async () => fleet.total >= killedAt + 1000, '1,000 more acknowledged after the kill', 120_000);
    await fleet.stop();
    await noneLost(60_000);
    const after = (await rowCount()) - rowsAtKill;
    console.log(`node killed: ${fleet.total - before} messages acknowledged around the kill, 0 lost; ${after} rows committed after it`);
    expect(after).toBeGreaterThan(0);
  });
});
