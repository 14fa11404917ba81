import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../helpers/app.ts';
import { q, rawDevice, seedDevice, seedStation, waitFor } from '../gateway/helpers.ts';
import { freePort, listening } from './mosquitto.ts';

const skip = process.env.DATABASE_URL ? undefined : 'needs PostgreSQL (DATABASE_URL): PGlite lives inside the process that is killed';
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe.skipIf(skip)(`kill -9 of the server while a device streams telemetry${skip ? ` (skipped: ${skip})` : ''}`, { timeout: 180_000 }, () => {
  let shared: Awaited<ReturnType<typeof freshDatabase>>;
  let dataDir: string;
  let server: ChildProcess | undefined;
  let env: NodeJS.ProcessEnv;
  let httpPort: number;
  let mqttPort: number;

  /** `npm start` of the server, as its own process on this test's database and ports. */
  async function start() {
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env, stdio: 'ignore' });
    await listening(httpPort, 60_000);
    await listening(mqttPort, 10_000);
  }

  beforeAll(async () => {
    shared = await freshDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cniot-kill-'));
    [httpPort, mqttPort] = [await freePort(), await freePort()];
    env = { ...process.env, DATABASE_URL: shared.url, PORT: String(httpPort), HOST: '127.0.0.1', MQTT_PORT: String(mqttPort), DATA_DIR: dataDir, DEMO: 'off', CAPTCHA: 'off', LOG_LEVEL: 'fatal' };
    delete env.MQTT_URL;
  });
  afterAll(async () => {
    server?.kill('SIGKILL');
    await shared?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged message, leaves no half-written row, and the device resumes on the restarted server', async () => {
    const db = shared.database.db;
    const wn = await seedDevice(db, 'wn', await seedStation(db, 'UTC'));
    await start();
    const device = await rawDevice(`mqtt://127.0.0.1:${mqttPort}`, wn, { reconnectPeriod: 200 });
    const t0 = Date.now() - 6 * 3_600_000;
    const acked = new Set<number>();
    // In flight at the kill and given up by the device (mqtt.js, clean session): never acknowledged, so the device knows.
    const dropped = new Set<number>();
    let sent = 0;
    let streaming = true;
    const stream = (async () => {
      while (streaming) {
        const n = sent++;
        // The embedded broker acknowledges a message only once it is committed; mqtt.js resends unacknowledged ones after a reconnect.
        void device.publish('telemetry', { ts: t0 + n * 10_000, values: { acPower: n, totalWh: 1000 + n } }).then(
          () => acked.add(n),
          () => dropped.add(n),
        );
        await new Promise((r) => setTimeout(r, 15));
      }
    })();

    await waitFor(() => acked.size >= 30, '30 messages acknowledged', 30_000);
    server!.kill('SIGKILL');
    const ackedBeforeKill = [...acked];
    await start();
    await waitFor(() => acked.size >= ackedBeforeKill.length + 30, '30 more messages acknowledged after the restart', 60_000);
    streaming = false;
    await stream;
    // Taken before the rows are read: an acknowledgement means committed, so each of these must be there.
    const ackedNow = [...acked];

    const rows = await q<{ ts: number; ac_power: number }>(db, sql`select (extract(epoch from ts) * 1000)::float8 as ts, ac_power::float8 as ac_power from iot_wn_data where wn_id = ${wn.id}`);
    const byIndex = new Map(rows.map((r) => [Math.round((Number(r.ts) - t0) / 10_000), Number(r.ac_power)]));
    expect(rows.length).toBe(byIndex.size);
    for (const n of ackedNow) expect(byIndex.get(n), `acknowledged message ${n} (${sent} sent, ${dropped.size} given up)`).toBe(n);
    // A message may be stored whose acknowledgement the kill cut off; none is stored that was not sent.
    expect(rows.length).toBeGreaterThanOrEqual(ackedNow.length);
    expect([...byIndex.keys()].every((n) => n >= 0 && n < sent && byIndex.get(n) === n)).toBe(true);
    // Forced: a clean end would wait for the messages the device gave up on.
    await device.client.endAsync(true);
  });
});
