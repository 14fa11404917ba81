import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { loggableError } from './lib/db-errors.ts';
import { bootstrap } from './db/bootstrap.ts';
import { startScheduler } from './jobs/scheduler.ts';
import { startGateway, type Gateway } from './gateway/gateway.ts';
import { seedDemo, DEMO_USERS } from './db/demo/demo-users.ts';
import { seedDemoContent } from './db/demo/demo-content.ts';
import { startDemoFleet } from './db/demo/demo-fleet.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  config.webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const boot = await bootstrap(database, config);
  const app = await buildApp({ config, database, logger: { level: config.logLevel } });
  const gateway = await openGateway(database, config, app.log);
  app.gateway = gateway;
  if (config.demo) await seedDemo(database.db);
  if (config.demo) await seedDemoContent(database.db);
  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number }).port;
  // Without PUBLIC_URL devices are sent to this machine's own address: the port is known only now when PORT=0 chose a free one.
  if (config.publicUrlDefault) config.publicUrl = `http://localhost:${port}`;
  const fleet = config.demo && !config.mqttUrl && !config.mqttBus ? await startDemo(database, config, `mqtt://127.0.0.1:${gateway.port}`) : undefined;
  const scheduler = startScheduler(app);
  const url = `http://localhost:${port}/cniotmgr/`;
  if (boot.generatedAdminPassword) {
    console.log(`\n  First start: the admin password is ${boot.generatedAdminPassword} (shown only this once; change it after signing in)\n`);
  }
  console.log(`\n  CNIoT Console is running: ${url}`);
  if (!config.databaseUrl && config.demo) {
    console.log(`  Demo sign-in: admin / admin123${DEMO_USERS.map((u) => `, ${u.userName} / ${u.password}`).join('')}`);
  }
  if (config.demo && config.host === '127.0.0.1') console.log('  Listening on 127.0.0.1 only: the demo passwords are published (HOST=0.0.0.0 opens it to the network)');
  console.log(`  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`);
  console.log(
    `  MQTT: ${config.mqttBus ? `device bus on ${config.mqttBus.length} RabbitMQ nodes` : config.mqttUrl ? `external broker ${config.mqttUrl}` : `embedded broker on port ${gateway.port}`}\n`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await scheduler.stop();
    await fleet?.stop();
    await app.close();
    await gateway.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** Without its live fleet the demo is still a working console, so a simulator that cannot start is a warning. */
async function startDemo(database: Database, config: Config, brokerUrl: string) {
  return startDemoFleet({ db: database.db, dataDir: config.dataDir, brokerUrl }).catch((err: Error) => {
    console.warn(`  The demo fleet did not start: ${err.message}`);
    return undefined;
  });
}

/**
 * The embedded broker takes MQTT_PORT; when the default 1883 is already taken
 * (a local Mosquitto, say) and no port was asked for, it takes a free one instead
 * of refusing to start, and says which.
 */
async function openGateway(database: Database, config: Config, log: Parameters<typeof startGateway>[0]['log']): Promise<Gateway> {
  const start = (mqttPort: number) => startGateway({ database, config: { mqttPort, mqttUrl: config.mqttUrl, nodeId: config.mqttNodeId, busUrls: config.mqttBus }, log });
  try {
    return await start(config.mqttPort);
  } catch (err) {
    const inUse = (err as { cause?: { code?: string } }).cause?.code === 'EADDRINUSE';
    if (!inUse || config.mqttPortExplicit) throw err;
    console.warn(`  MQTT port ${config.mqttPort} is taken; the embedded broker uses a free port instead (set MQTT_PORT to choose one).`);
    return start(0);
  }
}

main().catch((err) => {
  console.error(loggableError(err));
  process.exit(1);
});
