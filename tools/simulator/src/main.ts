import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parentPort } from 'node:worker_threads';
import { fleetFile, type DeviceSpec } from '@cniot/contract/devices/simulated-fleet';
import { startFleet } from './fleet.ts';

const USAGE = `npm run simulate -w @cniot/simulator -- --fleet FILE [options]

  --fleet FILE       the devices to play: a JSON array of device specs (type, id, key, station),
                     as the server writes it (DATA_DIR/demo-fleet.json in demo mode)
  --inverters N      play at most N of the file's micro-inverters (default all)
  --batteries N      play at most N of its batteries (default all)
  --meters N         play at most N of its meters (default all)
  --url URL          broker (default MQTT_URL, else mqtt://127.0.0.1:$MQTT_PORT or 1883)
  --interval S       seconds between reports (default 60)
  --alarm-rate P     chance per report that a device raises an alarm (default 0.002)
  --ota-fault P      share of each device type whose upgrades fail, at least one of each: by turns
                     reporting the failure and restarting on the old version (default 0)`;

type Args = Record<string, string | boolean | undefined>;

function loadSpecs(v: Args): DeviceSpec[] {
  if (typeof v.fleet !== 'string') throw new Error(`No devices to play: give --fleet FILE.\n\n${USAGE}`);
  // npm runs workspace scripts in the package folder; a relative FILE means the caller's folder.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), v.fleet);
  const parsed = fleetFile.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file} is not a fleet file: ${issue.path.join('.')}: ${issue.message}`);
  }
  const take = (type: DeviceSpec['type'], n: Args[string]) => {
    const all = parsed.data.filter((d) => d.type === type);
    return n === undefined ? all : all.slice(0, Number(n));
  };
  return [...take('wn', v.inverters), ...take('battery', v.batteries), ...take('meter', v.meters)];
}

async function main() {
  const { values: v } = parseArgs({
    options: {
      fleet: { type: 'string' },
      inverters: { type: 'string' },
      batteries: { type: 'string' },
      meters: { type: 'string' },
      url: { type: 'string' },
      interval: { type: 'string' },
      'alarm-rate': { type: 'string' },
      'ota-fault': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (v.help) return console.log(USAGE);
  const specs = loadSpecs(v);
  const url = v.url ?? process.env.MQTT_URL ?? `mqtt://127.0.0.1:${process.env.MQTT_PORT ?? 1883}`;
  const fleet = await startFleet({
    url,
    devices: specs,
    intervalMs: Number(v.interval ?? 60) * 1000,
    alarmRate: Number(v['alarm-rate'] ?? 0.002),
    otaFaultShare: Number(v['ota-fault'] ?? 0),
  });
  console.log(`${fleet.devices.length} devices connected to ${url}${fleet.refused.length ? `, ${fleet.refused.length} refused` : ''}`);
  for (const r of fleet.refused.slice(0, 5)) console.log(`  refused ${r.id}: ${r.error}`);
  const summary = setInterval(() => {
    const sent = fleet.devices.reduce((n, d) => n + d.stats.telemetry, 0);
    const commands = fleet.devices.reduce((n, d) => n + d.stats.commands, 0);
    const online = fleet.devices.filter((d) => d.client?.connected).length;
    console.log(`${new Date().toISOString()}  online ${online}/${fleet.devices.length}  reports ${sent}  commands ${commands}`);
  }, 60_000);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    clearInterval(summary);
    await fleet.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  // Started on a thread of another program (the server's demo): say when the devices are up, and stop when told.
  if (parentPort) {
    parentPort.postMessage({ type: 'ready', connected: fleet.devices.length, refused: fleet.refused.length });
    parentPort.on('message', (m: { type?: string }) => m.type === 'stop' && void stop());
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
