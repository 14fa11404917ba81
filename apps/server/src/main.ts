import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { bootstrap } from './db/bootstrap.ts';
import { startScheduler } from './jobs/scheduler.ts';
import { startGateway } from './gateway/gateway.ts';

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
  const gateway = await startGateway({ database, config: { mqttPort: config.mqttPort, mqttUrl: config.mqttUrl }, log: app.log });
  app.gateway = gateway;
  await app.listen({ port: config.port, host: config.host });
  const scheduler = startScheduler(app);
  const url = `http://localhost:${(app.server.address() as { port: number }).port}/cniotmgr/`;
  if (boot.generatedAdminPassword) {
    console.log(`\n  First start: the admin password is ${boot.generatedAdminPassword} (shown only this once; change it after signing in)\n`);
  }
  console.log(`\n  CNIoT Console is running: ${url}`);
  if (!config.databaseUrl && config.demo) console.log('  Demo sign-in: admin / admin123');
  console.log(`  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`);
  console.log(`  MQTT: ${config.mqttUrl ? `external broker ${config.mqttUrl}` : `embedded broker on port ${gateway.port}`}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await scheduler.stop();
    await app.close();
    await gateway.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
