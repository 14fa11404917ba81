import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { q, rawDevice, seedDevice, seedStation, waitFor, type RawDevice } from '../gateway/helpers.ts';
import { seedUsers } from '../hardening/node.ts';
import { freePort, listening } from '../hardening/mosquitto.ts';
import { adminUrl } from '../helpers/database-url.ts';
import { createPgCluster, pgClusterMissing, type PgCluster } from './pg-cluster.ts';

const skip = pgClusterMissing();
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DOWN_MS = 3000;

interface ServerNode {
  name: string;
  process: ChildProcess;
  http: string;
  mqtt: string;
  dataDir: string;
}

/** `npm start` of a node as its own process, on the cluster's database, with its own embedded broker. */
async function startServerNode(url: string, name: string): Promise<ServerNode> {
  const [httpPort, mqttPort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cniot-${name}-`));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: url,
    PORT: String(httpPort),
    HOST: '127.0.0.1',
    MQTT_PORT: String(mqttPort),
    DATA_DIR: dataDir,
    DEMO: 'off',
    CAPTCHA: 'off',
    LOG_LEVEL: 'fatal',
  };
  delete env.MQTT_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (b: Buffer) => void (stderr = (stderr + b.toString()).slice(-4000)));
  child.on('exit', (code, signal) => {
    if (code !== null || signal !== 'SIGKILL') console.error(`node ${name} exited (${code ?? signal}):\n${stderr}`);
  });
  await listening(httpPort, 90_000);
  await listening(mqttPort, 10_000);
  return { name, process: child, http: `http://127.0.0.1:${httpPort}`, mqtt: `mqtt://127.0.0.1:${mqttPort}`, dataDir };
}

/** Requests one after another against a node until stopped, counting answers by status; a refused connection counts as 'dead'. */
function apiLoad(node: ServerNode, token: string, tag: string) {
  const statuses = new Map<string, number>();
  let running = true;
  let n = 0;
  const loop = (async () => {
    while (running) {
      const write = n++ % 4 === 3;
      const key = await fetch(`${node.http}/cniotapi/${write ? 'system/dict/type' : 'system/user/list'}`, {
        method: write ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'lang-type': 'en_US' },
        body: write ? JSON.stringify({ dictName: `Restart ${tag} ${n}`, dictType: `restart_${tag}_${n}` }) : undefined,
        signal: AbortSignal.timeout(10_000),
      }).then(
        async (res) => (await res.arrayBuffer(), String(res.status)),
        (err: Error) => (err.name === 'TimeoutError' ? 'timeout' : 'dead'),
      );
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  return { statuses, stop: async () => ((running = false), await loop) };
}

/** A device publishing telemetry (QoS 1) every 20 ms, noting which messages its broker acknowledged. */
function stream(device: RawDevice, t0: number) {
  const acked = new Set<number>();
  let sent = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const n = sent++;
      void device.publish('telemetry', { ts: t0 + n * 10_000, values: { acPower: n, totalWh: 1000 + n } }).then(
        () => acked.add(n),
        () => {},
      );
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return { acked, sent: () => sent, stop: async () => ((running = false), await loop) };
}

const health = async (node: ServerNode) => (await fetch(`${node.http}/cniotapi/health`, { signal: AbortSignal.timeout(5000) })).status;

describe.skipIf(skip)(`PostgreSQL restarted under ingest and API load${skip ? ` (skipped: ${skip})` : ''}`, { timeout: 240_000 }, () => {
  let cluster: PgCluster;
  let database: Database;
  let url: string;
  const nodes: ServerNode[] = [];
  /** A failed test leaves the database down: the next one starts it first. */
  let stopped = false;

  beforeAll(async () => {
    cluster = await createPgCluster();
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database cniot');
    await admin.end();
    url = adminUrl(cluster.url, 'cniot');
    database = await openDatabase({ databaseUrl: url });
    await seedUsers(database);
    for (const name of ['node_a', 'node_b']) nodes.push(await startServerNode(url, name));
  });
  afterAll(async () => {
    for (const node of nodes) {
      node.process.kill('SIGKILL');
      fs.rmSync(node.dataDir, { recursive: true, force: true });
    }
    await database?.close().catch(() => {});
    cluster?.remove();
  });

  for (const mode of ['fast', 'immediate'] as const) {
    it(`a ${mode} stop and start: every node keeps running, answers 503 while the database is down, is back within seconds, and loses no acknowledged message`, async () => {
      if (stopped) {
        cluster.start();
        stopped = false;
      }
      const db = database.db;
      const station = await seedStation(db, 'UTC');
      const signIn = await fetch(`${nodes[0].http}/cniotapi/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'admin123' }),
      });
      const { token } = (await signIn.json()) as { token: string };
      const t0 = Date.now() - 6 * 3_600_000;
      const fleet = await Promise.all(
        nodes.map(async (node) => {
          const wn = await seedDevice(db, 'wn', station);
          // Refused with "server unavailable" while the database is down, a device tries again (device-protocol.md §10).
          const device = await rawDevice(node.mqtt, wn, { reconnectPeriod: 200, reconnectOnConnackError: true });
          return { node, wn, device, stream: stream(device, t0), load: apiLoad(node, token, `${node.name}_${mode}`) };
        }),
      );
      await waitFor(() => fleet.every((f) => f.stream.acked.size >= 30), '30 messages acknowledged on each node', 30_000);

      cluster.stop(mode);
      stopped = true;
      const stoppedAt = Date.now();
      await new Promise((r) => setTimeout(r, DOWN_MS / 2));
      const whileDown = await Promise.all(nodes.map(health));
      await new Promise((r) => setTimeout(r, DOWN_MS / 2));
      expect(nodes.map((n) => n.process.exitCode ?? n.process.signalCode)).toEqual(nodes.map(() => null));
      expect(whileDown).toEqual(nodes.map(() => 503));

      cluster.start();
      stopped = false;
      const startedAt = Date.now();
      const backMs = await Promise.all(
        nodes.map(async (node) => {
          await waitFor(async () => (await health(node).catch(() => 0)) === 200, `${node.name} healthy again`, 30_000);
          return Date.now() - startedAt;
        }),
      );
      const ackedAtRestart = fleet.map((f) => f.stream.acked.size);
      await waitFor(() => fleet.every((f, i) => f.stream.acked.size >= ackedAtRestart[i] + 30), '30 more messages acknowledged on each node', 60_000);
      for (const f of fleet) await f.stream.stop();
      await new Promise((r) => setTimeout(r, 500));
      for (const f of fleet) await f.load.stop();
      expect(nodes.map((n) => n.process.exitCode ?? n.process.signalCode)).toEqual(nodes.map(() => null));

      for (const f of fleet) {
        const acked = [...f.stream.acked];
        const rows = await q<{ ts: number; ac_power: number }>(db, sql`select (extract(epoch from ts) * 1000)::float8 as ts, ac_power::float8 as ac_power from iot_wn_data where wn_id = ${f.wn.id}`);
        const stored = new Map(rows.map((r) => [Math.round((Number(r.ts) - t0) / 10_000), Number(r.ac_power)]));
        const lost = acked.filter((n) => stored.get(n) !== n);
        const answers = Object.fromEntries([...f.load.statuses].sort());
        console.log(
          `[db-restart ${mode}] ${f.node.name}: down ${startedAt - stoppedAt} ms, healthy ${backMs[fleet.indexOf(f)]} ms after the start; ` +
            `${f.stream.sent()} sent, ${acked.length} acknowledged, ${stored.size} stored, ${lost.length} acknowledged lost; API answers ${JSON.stringify(answers)}`,
        );
        expect(lost).toEqual([]);
        expect(Object.keys(answers).filter((s) => s !== '200' && s !== '503')).toEqual([]);
        expect(answers['503']).toBeGreaterThan(0);
        await f.device.client.endAsync(true);
      }
      for (const ms of backMs) expect(ms).toBeLessThan(10_000);
    });
  }
});
