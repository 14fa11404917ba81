import fs from 'node:fs';
import path from 'node:path';
import type { DeviceSpec } from '@cniot/contract/devices/simulated-fleet';
import { evaluateUnderperformance } from '../../modules/alarms/alarm-analytics/underperformance.ts';
import type { Db } from '../client.ts';
import { seedDemoStations } from './demo-stations.ts';
import { provisionFleet } from './provision-fleet.ts';
import { launchSimulator, type SimulatorProcess } from './simulator-process.ts';

export const DEMO_FLEET_FILE = 'demo-fleet.json';
/** Six of the eight plants have a meter at the grid connection, the first three a battery too (provision-fleet binds them in station order). */
export const DEMO_COUNTS = { inverters: 32, batteries: 3, meters: 6, byOrganization: true };
/** Share of each device type whose upgrades fail (at least one of each), so a rollout on the demo can be shown pausing itself. */
const DEMO_OTA_FAULT_SHARE = '0.1';

/** Device keys are in the file: readable by its owner only. */
export function writeFleetFile(file: string, devices: DeviceSpec[]): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(devices, null, 2), { mode: 0o600 });
}

/**
 * The small fleet of the demo (`npm start` on a fresh embedded database): eight
 * plants in seven time zones, each in the organization selling there (the dealer
 * sees Berlin and Munich, the operator and the administrator all of them), with
 * a year of history, layouts and a site under construction, reporting every
 * minute from the moment they connect. The server registers the devices and
 * writes them to DATA_DIR/demo-fleet.json; the simulator plays them from that
 * file on a thread of its own, as any MQTT client would. Resolves once the
 * devices are connected, so the console shows live values from its first screen.
 */
export async function startDemoFleet(opts: { db: Db; dataDir: string; brokerUrl: string }): Promise<SimulatorProcess> {
  const fleetFile = path.join(opts.dataDir, DEMO_FLEET_FILE);
  await provisionFleet(opts.db, DEMO_COUNTS);
  await seedDemoStations(opts.db);
  // Yesterday's underperformers at once, not only at the hourly job's next run.
  await evaluateUnderperformance(opts.db);
  // Provisioned again (nothing new is created) for the counters the history ended with.
  writeFleetFile(fleetFile, await provisionFleet(opts.db, DEMO_COUNTS));
  const simulator = launchSimulator({ fleetFile, args: ['--url', opts.brokerUrl, '--ota-fault', DEMO_OTA_FAULT_SHARE], output: 'quiet' });
  try {
    const { refused } = await simulator.ready;
    if (refused > 0) console.warn(`  ${refused} demo devices were refused by the broker`);
  } catch (err) {
    await simulator.stop();
    throw err;
  }
  return simulator;
}
