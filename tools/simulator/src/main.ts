import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { startFleet } from './fleet.ts';
import { provisionFleet } from './provision.ts';
import type { DeviceSpec } from './spec.ts';

const USAGE = `npm run simulate -- [options]

  --inverters N      micro-inverters (default 8)
  --batteries N      batteries (default 2)
  --meters N         meters (default 2)
  --url URL          broker (default MQTT_URL, else mqtt://127.0.0.1:$MQTT_PORT or 1883)
  --db URL           PostgreSQL holding the device registry (default DATABASE_URL); the
                     simulated stations and devices are created there if missing
  --fleet FILE       read device ids and keys from FILE instead (JSON array of device specs)
  --write-fleet FILE also save the provisioned specs to FILE
  --interval S       seconds between reports (default 60)
  --alarm-rate P     chance per report that a device raises an alarm (default 0.002)

The embedded PGlite database belongs to the running server process; with it, run the
fleet inside the server (demo mode) or use a --fleet file written from a database.`;

async function loadSpecs(v: Record<string, string | boolean | undefined>): Promise<DeviceSpec[]> {
  const counts = { inverters: Number(v.inverters ?? 8), batteries: Number(v.batteries ?? 2), meters: Number(v.meters ?? 2) };
  if (v.fleet) {
    const all = JSON.parse(fs.readFileSync(String(v.fleet), 'utf8')) as DeviceSpec[];
    const take = (type: DeviceSpec['type'], n: number) => all.filter((d) => d.type === type).slice(0, n);
    return [...take('wn', counts.inverters), ...take('battery', counts.batteries), ...take('meter', counts.meters)];
  }
  const dbUrl = (v.db as string | undefined) ?? process.env.DATABASE_URL;
  if (!dbUrl) throw new Error(`No device registry: give --db, DATABASE_URL or --fleet.\n\n${USAGE}`);
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: dbUrl, max: 2 });
  try {
    return await provisionFleet(drizzle({ client: pool }), counts);
  } finally {
    await pool.end();
  }
}

async function main() {
  const { values: v } = parseArgs({
    options: {
      inverters: { type: 'string' },
      batteries: { type: 'string' },
      meters: { type: 'string' },
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
  const specs = await loadSpecs(v);
  if (v['write-fleet']) fs.writeFileSync(v['write-fleet'], JSON.stringify(specs, null, 2));
  const url = v.url ?? process.env.MQTT_URL ?? `mqtt://127.0.0.1:${process.env.MQTT_PORT ?? 1883}`;
  const fleet = await startFleet({
    url,
    devices: specs,
    intervalMs: Number(v.interval ?? 60) * 1000,
    alarmRate: Number(v['alarm-rate'] ?? 0.002),
  });
  console.log(`${fleet.devices.length} devices connected to ${url}${fleet.refused.length ? `, ${fleet.refused.length} refused` : ''}`);
  for (const r of fleet.refused.slice(0, 5)) console.log(`  refused ${r.id}: ${r.error}`);
  const summary = setInterval(() => {
    const sent = fleet.devices.reduce((n, d) => n + d.stats.telemetry, 0);
    const commands = fleet.devices.reduce((n, d) => n + d.stats.commands, 0);
    const online = fleet.devices.filter((d) => d.client?.connected).length;
    console.log(`${new Date().toISOString()}  online ${online}/${fleet.devices.length}  reports ${sent}  commands ${commands}`);
  }, 60_000);
  const stop = async () => {
    clearInterval(summary);
    await fleet.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
