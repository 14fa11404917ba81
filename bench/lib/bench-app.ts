import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { bootstrap } from '../../apps/server/src/db/bootstrap.ts';
import type { Gateway } from '../../apps/server/src/gateway/gateway.ts';

/** The same server, another database: a bench never writes into the database it was pointed at. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, text: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  await client.query(text);
  await client.end();
}

export interface BenchApp {
  app: FastifyInstance;
  database: Database;
  base: string;
  /** A bearer header of a signed-in user. */
  signIn(username: string, password: string): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/**
 * A migrated database of its own (PostgreSQL when DATABASE_URL is set, else
 * embedded PGlite), the app listening on a free port; `fill` loads the data
 * before the app starts; `gateway` gives it one (e.g. commands without a broker).
 */
export async function benchApp(fill: (database: Database) => Promise<void>, gateway?: (database: Database) => Gateway, name = 'bench'): Promise<BenchApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cniot-bench-'));
  const server = process.env.DATABASE_URL;
  // Named per app: a bench comparing two sizes runs two apps in one process.
  const benchDb = `cniot_${name}_${process.pid}`;
  if (server) await adminQuery(server, `create database ${benchDb}`);
  const config = loadConfig({ DATA_DIR: dataDir, CAPTCHA: 'off', DATABASE_URL: server ? withDatabase(server, benchDb) : '', LOG_LEVEL: 'silent' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  await bootstrap(database, { ...config, databaseUrl: undefined, demo: true });
  await fill(database);
  const app = await buildApp({ config, database, gateway: gateway?.(database) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/cniotapi`;
  return {
    app,
    database,
    base,
    async signIn(username, password) {
      const res = await fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'mailbox', username, password }) });
      const body = (await res.json()) as { token?: string };
      if (!body.token) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(body)}`);
      return { authorization: `Bearer ${body.token}` };
    },
    async close() {
      await app.close();
      await database.close();
      if (server) await adminQuery(server, `drop database ${benchDb} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Latency {
  p50: number;
  p99: number;
}

/** `runs` calls one after another (no queueing on a small machine), after a warm-up of a tenth as many. */
export async function latency(runs: number, call: (i: number) => Promise<unknown>): Promise<Latency> {
  for (let i = 0; i < Math.ceil(runs / 10); i++) await call(i);
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await call(i);
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return { p50: ms[Math.floor(runs * 0.5)], p99: ms[Math.min(runs - 1, Math.floor(runs * 0.99))] };
}

/**
 * Like `latency`, for several calls taken in turn (a, b, a, b, …): on a loaded
 * machine each then sees the same moments of load, so their ratio holds even
 * while the load moves.
 */
export async function interleaved(runs: number, calls: ((i: number) => Promise<unknown>)[]): Promise<Latency[]> {
  for (let i = 0; i < Math.ceil(runs / 10); i++) for (const call of calls) await call(i);
  const ms = calls.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    for (const [n, call] of calls.entries()) {
      const start = performance.now();
      await call(i);
      ms[n].push(performance.now() - start);
    }
  }
  return ms.map((m) => {
    m.sort((a, b) => a - b);
    return { p50: m[Math.floor(runs * 0.5)], p99: m[Math.min(runs - 1, Math.floor(runs * 0.99))] };
  });
}

export const fmt = (l: Latency) => `p50 ${l.p50.toFixed(2)} ms, p99 ${l.p99.toFixed(2)} ms`;

/** A GET that must answer code 200. */
export async function getOk(url: string, headers: Record<string, string>): Promise<unknown> {
  const res = await fetch(url, { headers });
  const body = (await res.json()) as { code: number };
  if (body.code !== 200) throw new Error(`${url}: ${JSON.stringify(body).slice(0, 200)}`);
  return body;
}
