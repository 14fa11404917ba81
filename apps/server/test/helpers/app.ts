import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Response } from 'light-my-request';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { bootstrap } from '../../src/db/bootstrap.ts';
import { startGateway } from '../../src/gateway/gateway.ts';
import { TEMPLATE_DB, adminUrl } from './database-url.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Signs in through the real /login route and returns the bearer token. */
  login(username?: string, password?: string): Promise<string>;
  /** `app.inject` with the token as bearer and JSON body. */
  call(token: string | null, opts: InjectOptions): Promise<Response>;
  close(): Promise<void>;
}

/** A fresh, migrated database per call: PGlite from the run's snapshot, or a clone of the template on PostgreSQL. */
export async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void>; /** PostgreSQL only: for a second node's pool. */ url?: string }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pg = (await import('pg')).default;
    const name = `cniot_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: adminUrl(url, name) });
    return {
      database,
      url: adminUrl(url, name),
      drop: async () => {
        await database.close();
        const c = new pg.Client({ connectionString: adminUrl(url) });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const snapshot = inject('pgliteSnapshot');
  const database = await openDatabase({ loadDataDir: new Blob([fs.readFileSync(snapshot)]) });
  return { database, drop: () => database.close() };
}

const quietLog = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * A fresh app on a fresh database. With `gateway: true` a real MQTT broker
 * runs too: Aedes on a free port, or the broker of MQTT_URL when set.
 */
export async function createTestApp(env: Record<string, string> = {}, opts: { gateway?: boolean; logger?: AppOptions['logger'] } = {}): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cniot-app-'));
  const config: Config = loadConfig({ DATA_DIR: dataDir, CAPTCHA: 'off', DEMO: 'on', ANSWER_CHECK: 'on', ...env });
  await bootstrap(database, { ...config, databaseUrl: undefined, demo: true });
  // On an external broker each app is a deployment of its own (its own share group): with one
  // group, files running at once would take each other's device messages.
  const tag = `test-${randomBytes(4).toString('hex')}`;
  const gateway = opts.gateway
    ? await startGateway({ database, config: { mqttPort: 0, mqttHost: '127.0.0.1', mqttUrl: process.env.MQTT_URL || undefined, nodeId: tag, shareGroup: tag }, log: quietLog })
    : undefined;
  const app = await buildApp({ config, database, gateway, logger: opts.logger });
  await app.ready();
  const call: TestApp['call'] = (token, opts) => app.inject({ ...opts, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...opts.headers } });
  return {
    app,
    database,
    config,
    call,
    async login(username = 'admin', password = 'admin123') {
      const res = await app.inject({ method: 'POST', url: '/cniotapi/login', payload: { type: 'mailbox', username, password } });
      const body = res.json();
      if (body.code !== 200) throw new Error(`login ${username} failed: ${res.body}`);
      return body.token as string;
    },
    async close() {
      await app.close();
      await gateway?.close({ drainMs: 1000, endSession: true });
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh app and the administrator's token: what most test files start from. */
export async function signedInApp(env: Record<string, string> = {}, opts: { gateway?: boolean } = {}): Promise<{ t: TestApp; admin: string }> {
  const t = await createTestApp(env, opts);
  return { t, admin: await t.login() };
}
