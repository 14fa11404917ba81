import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { bootstrap } from '../../src/db/bootstrap.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { startGateway, type Gateway } from '../../src/gateway/gateway.ts';
import { testLog } from '../gateway/helpers.ts';

export interface Node {
  app: FastifyInstance;
  database: Database;
  gateway?: Gateway;
  close(): Promise<void>;
}

/** Seeds the users and grants of a fresh database, as the first start of a server does. */
export async function seedUsers(database: Database): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cniot-seed-'));
  await bootstrap(database, { ...loadConfig({ DATA_DIR: dataDir, CAPTCHA: 'off', DEMO: 'on' }), databaseUrl: undefined, demo: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * A server node as main.ts starts one, on the PostgreSQL database at `url`
 * with its own pool, named `name` (application_name) so the database can tell
 * nodes apart; with `brokerUrl` its gateway ingests from that broker.
 */
export async function startNode(url: string, name: string, brokerUrl?: string): Promise<Node> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cniot-${name}-`));
  const database = await openDatabase({ databaseUrl: `${url}${url.includes('?') ? '&' : '?'}application_name=${name}` });
  const config = loadConfig({ DATA_DIR: dataDir, CAPTCHA: 'off' });
  const gateway = brokerUrl
    ? await startGateway({ database, config: { mqttPort: 0, mqttUrl: brokerUrl, nodeId: name, shareGroup: 'cniot', ingestConnections: 1, sessionExpirySec: 60 }, log: testLog() })
    : undefined;
  const app = await buildApp({ config, database, gateway });
  await app.ready();
  return {
    app,
    database,
    gateway,
    async close() {
      await app.close();
      await gateway?.close({ drainMs: 1000, endSession: true });
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
