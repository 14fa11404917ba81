import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../client.ts';
import { writeFleetFile } from './demo-fleet.ts';
import { provisionFleet, type ProvisionCounts } from './provision-fleet.ts';
import { launchSimulator } from './simulator-process.ts';

const USAGE = `npm run simulate -- [options]

  --inverters N      micro-inverters (default 8)
  --batteries N      batteries (default 2)
  --meters N         meters (default 2)
  --url URL          broker (default MQTT_URL, else mqtt://127.0.0.1:$MQTT_PORT or 1883)
  --db URL           PostgreSQL holding the device registry (default DATABASE_URL); the
                     simulated stations and devices are created there if missing
  --fleet FILE       play the devices of FILE instead, without a database (a fleet file:
                     DATA_DIR/demo-fleet.json of a demo, or one saved with --write-fleet)
  --write-fleet FILE also save the provisioned devices to FILE
  --interval S       seconds between reports (default 60)
  --alarm-rate P     chance per report that a device raises an alarm (default 0.002)

The embedded PGlite database belongs to the running server process; with it, run the
fleet inside the server (demo mode) or use a --fleet file.`;

// npm runs workspace scripts in the package folder; a relative path means the caller's folder.
const callerPath = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

/**
 * `npm run simulate`: the server's own registry code creates the simulated
 * devices and writes them to a fleet file, which the simulator (a plain MQTT
 * client that knows nothing of the server) then plays.
 */
async function main() {
  const { values: v } = parseArgs({
    options: {
      inverters: { type: 'string', default: '8' },
      batteries: { type: 'string', default: '2' },
      meters: { type: 'string', default: '2' },
      url: { type: 'string' },
      db: { type: 'string' },
      fleet: { type: 'string' },
      'write-fleet': { type: 'string' },
      interval: { type: 'string' },
      'alarm-rate': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (v.help) return console.log(USAGE);
  const counts: ProvisionCounts = { inverters: Number(v.inverters), batteries: Number(v.batteries), meters: Number(v.meters) };
  const fleetFile = v.fleet ? callerPath(v.fleet) : await provision(counts, v.db ?? process.env.DATABASE_URL, v['write-fleet']);
  const temporary = !v.fleet && !v['write-fleet'];
  const args = (['inverters', 'batteries', 'meters', 'url', 'interval', 'alarm-rate'] as const).flatMap((k) => (v[k] === undefined ? [] : [`--${k}`, v[k]]));
  const simulator = launchSimulator({ fleetFile, args, output: 'inherit' });
  const stop = () => void simulator.stop();
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.exitCode = (await simulator.exited) ?? 1;
  // The file holds device keys: a temporary one goes with the run.
  if (temporary) fs.rmSync(path.dirname(fleetFile), { recursive: true, force: true });
}

async function provision(counts: ProvisionCounts, databaseUrl: string | undefined, saveTo: string | undefined): Promise<string> {
  if (!databaseUrl) throw new Error(`No device registry: give --db, DATABASE_URL or --fleet.\n\n${USAGE}`);
  const database = await openDatabase({ databaseUrl });
  try {
    const devices = await provisionFleet(database.db, counts);
    const file = saveTo ? callerPath(saveTo) : path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cniot-fleet-')), 'fleet.json');
    writeFleetFile(file, devices);
    return file;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
