/**
 * A staged rollout to N inverters (default 10,000): the time the engine takes
 * to decide and dispatch each wave (canary 1 %, then 10 / 50 / 100 %), and the
 * memory the dispatched commands hold, against the plain command dispatch of
 * the same package to the same N devices in the same run.
 *
 *   npx tsx bench/rollout.ts [--devices 10000]
 *
 * The devices are rows, not MQTT connections: commands go through the
 * gateway's real command path (record, publish, deadline timer) to a
 * transport that takes every publish at once, so the figures are the
 * server's own work. Embedded PGlite, or PostgreSQL when DATABASE_URL is set.
 */
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import vm from 'node:vm';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { rowsOf } from '../apps/server/src/db/client.ts';
import { Commands } from '../apps/server/src/gateway/commands.ts';
import { DeviceAuth } from '../apps/server/src/gateway/device-auth.ts';
import type { Gateway } from '../apps/server/src/gateway/gateway.ts';
import { rolloutTick } from '../apps/server/src/modules/grid-firmware/upgrade/rollout-engine.ts';
import { benchApp } from './lib/bench-app.ts';

const { values: args } = parseArgs({ options: { devices: { type: 'string', default: '10000' } } });
const N = Number(args.devices);
const quiet = { debug() {}, info() {}, warn() {}, error: (o: object, m?: string) => console.error(m, o) };
const HOUR_MS = 3_600_000;

let published = 0;
let commands!: Commands;
/** The gateway without a broker: every device online, every publish taken. */
function brokerless(database: Database): Gateway {
  const fresh = () => new Commands(database.db, { isOnline: () => true, publish: async () => void published++ }, quiet);
  commands = fresh();
  return {
    auth: new DeviceAuth(database.db, quiet),
    isOnline: () => true,
    sendCommand: (type, id, name, params, o) => commands.send(type, id, name, params, o),
    onStationsChanged: () => () => undefined,
    close: () => commands.close(),
  };
}

const ids = Array.from({ length: N }, (_, i) => `9${String(i).padStart(13, '0')}`);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
// A collection before each reading, so the heap counts what is held, not what is garbage (tsx runs without --expose-gc).
v8.setFlagsFromString('--expose_gc');
const gc = vm.runInNewContext('gc') as () => void;
const heap = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

const bench = await benchApp(async ({ db }) => {
  await db.execute(sql`insert into iot_wn (wn_id, dept_id, user_id, power, private_key, software_version, hardware_version, current_power, online_status)
    select '9' || lpad(g::text, 13, '0'), 100, 1, 800, 'benchkey', '1.0.0', 'A1', 400, '1' from generate_series(0, ${N - 1}) g`);
  await db.execute(sql`insert into iot_software (software_name, software_version, hardware_version, software_address, file_size, sha256)
    values ('Bench firmware', '2.0.0', 'A1', '/files/firmware/2026/01/01/00000000000000000000000000000000.bin', 1048576, ${'a'.repeat(64)})`);
  // Nothing answers the commands here: their deadline must outlast the run, or they would fail the waves.
  await db.execute(sql`update sys_config set config_value = '3600' where config_key = 'iot.command.timeoutSeconds'`);
}, brokerless);
const { app } = bench;
const db = app.db;
const [pkg] = await rowsOf<{ id: number }>(db, sql`select id from iot_software`);
const headers = { ...(await bench.signIn('admin', 'admin123')), 'content-type': 'application/json' };

// Baseline: the same package sent to every device as plain upgrade commands, one after another.
const heap0 = heap();
let start = performance.now();
for (const id of ids) await app.gateway!.sendCommand('wn', id, 'upgrade', { target: 'firmware', version: '2.0.0', url: `http://x/${id}`, sha256: 'a'.repeat(64), size: 1 }, { timeoutMs: HOUR_MS });
const plainMs = performance.now() - start;
// Held: the records' deadline timers and open requests the gateway keeps until answers come.
const plainHeap = heap() - heap0;
await commands.close();
commands = new Commands(db, { isOnline: () => true, publish: async () => void published++ }, quiet);

// The rollout, created through the API with a window that keeps its start's own tick from sending; the ticks below choose their time.
const windowHour = (new Date().getUTCHours() + 2) % 24;
const inWindow = Date.now() + 2 * HOUR_MS - (Date.now() % HOUR_MS) + 60_000;
start = performance.now();
const created = await fetch(`${bench.base}/iot/upgrade/rollout`, {
  method: 'POST',
  headers,
  body: JSON.stringify({
    rolloutName: 'Bench',
    softwareId: pkg.id,
    deviceIds: ids,
    canaryPercent: 1,
    wavePercents: [10, 50, 100],
    healthyMinutes: 0,
    startDelaySeconds: 0,
    timeoutMinutes: 600,
    windowStartHour: windowHour,
    windowEndHour: (windowHour + 1) % 24,
  }),
});
const body = (await created.json()) as { code: number; data: { id: number; devices: number } };
if (body.code !== 200) throw new Error(JSON.stringify(body).slice(0, 300));
const planMs = performance.now() - start;
const rolloutId = body.data.id;
while ((await rowsOf(db, sql`select 1 from iot_rollout where id = ${rolloutId} and lease_until is not null`)).length) await new Promise((r) => setTimeout(r, 50));

const heap1 = heap();
const waves: Array<{ wave: number; devices: number; dispatchMs: number; decideMs: number }> = [];
let dispatchTotal = 0;
for (let wave = 0, t = inWindow; wave < 4; wave++, t += 60_000) {
  const before = published;
  start = performance.now();
  await rolloutTick(app, new Date(t));
  const dispatchMs = performance.now() - start;
  dispatchTotal += dispatchMs;
  // The devices answer at once: every sent record succeeds, then the engine judges the wave and moves on.
  await db.execute(sql`update iot_upgrade_record set state = '3', finish_time = now() where rollout_id = ${rolloutId} and state in ('1', '2', '5', '6')`);
  start = performance.now();
  await rolloutTick(app, new Date(t + 30_000));
  waves.push({ wave, devices: published - before, dispatchMs, decideMs: performance.now() - start });
}
const rolloutHeap = heap() - heap1;
const [status] = await rowsOf<{ status: string }>(db, sql`select status from iot_rollout where id = ${rolloutId}`);

console.log(`${N} inverters (rows with the real command path; no broker), ${bench.database.kind}`);
console.log(`baseline  plain dispatch of ${N} upgrade commands: ${plainMs.toFixed(0)} ms (${((plainMs / N) * 1000).toFixed(0)} µs/device), heap held ${mb(plainHeap)} MB`);
console.log(`rollout   plan (shuffle, compatibility, ${body.data.devices} records): ${planMs.toFixed(0)} ms`);
for (const w of waves) {
  console.log(
    `          ${w.wave === 0 ? 'canary ' : `wave ${w.wave} `} ${String(w.devices).padStart(6)} devices: dispatch ${w.dispatchMs.toFixed(0)} ms (${w.devices ? ((w.dispatchMs / w.devices) * 1000).toFixed(0) : '-'} µs/device), decide ${w.decideMs.toFixed(0)} ms`,
  );
}
console.log(`          final status ${status.status === '3' ? 'completed' : status.status}, heap held ${mb(rolloutHeap)} MB`);
console.log(`ratio     rollout dispatch / plain dispatch: ${(dispatchTotal / plainMs).toFixed(2)}x time, ${(rolloutHeap / Math.max(1, plainHeap)).toFixed(2)}x memory`);
await commands.close();
await bench.close();
