/**
 * Idle memory of `npm start` with the demo fleet (embedded PGlite, MQTT broker,
 * simulated devices): the resident memory of the server and every process it
 * started, once it says it is running and again after an idle spell, on a first
 * start (database created, demo seeded) and on a restart. The baseline, in the
 * same run: a bare Node process holding the same database engine, with the same
 * settings, on the same data directory. Linux only (reads /proc).
 *
 *   npx tsx bench/memory.ts [--idle 120]
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGLITE_SETTINGS } from '../apps/server/src/db/client.ts';

const { values: args } = parseArgs({ options: { idle: { type: 'string', default: '120' } } });
const IDLE_S = Number(args.idle);
const SERVER_DIR = path.resolve('apps/server');
const GOAL_MB = 400;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A /proc file, or '' when its process ended meanwhile. */
const proc = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** Resident memory in MB of `pid` and its descendants (the server's children, if any), and how many processes that is. */
function treeRss(pid: number): { mb: number; processes: number } {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    // The command name is in parentheses and may hold spaces: the parent pid is the second field after it.
    const stat = proc(`/proc/${entry}/stat`);
    parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  let kb = 0;
  for (const p of tree) kb += Number(/VmRSS:\s+(\d+)/.exec(proc(`/proc/${p}/status`))?.[1] ?? 0);
  return { mb: Math.round(kb / 1024), processes: tree.length };
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

/** `npm start` as it runs: the built server, demo on, its own data directory; measured at start and after the idle spell. */
async function runServer(dataDir: string) {
  // The embedded database: a DATABASE_URL in the caller's environment would measure another engine.
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(await freePort()), MQTT_PORT: String(await freePort()), LOG_LEVEL: 'warn', DEMO: 'on', DATABASE_URL: '' };
  const started = performance.now();
  const server = spawn(process.execPath, ['dist/main.js'], { cwd: SERVER_DIR, env, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  await new Promise<void>((resolve, reject) => {
    server.stdout.setEncoding('utf8').on('data', (s: string) => {
      out += s;
      // The banner's last line: the demo fleet is connected by then.
      if (out.includes('MQTT:')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`the server ended with code ${code}:\n${out}`)));
  });
  const readyS = (performance.now() - started) / 1000;
  const atStart = treeRss(server.pid!);
  await sleep(IDLE_S * 1000);
  const idle = treeRss(server.pid!);
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  return { readyS, atStart, idle };
}

/** The engine alone: Node with PGlite open on the same directory, one query answered, then left idle a while. */
function baseline(dataDir: string): number {
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
    const db = await PGlite.create({ dataDir: process.argv[1], startParams: [...PGlite.defaultStartParams, ...JSON.parse(process.argv[2])] });
    await db.query('select count(*) from iot_wn_data');
    await new Promise((r) => setTimeout(r, 10000));
    console.log(process.memoryUsage().rss);
    await db.close();`;
  const res = spawnSync(process.execPath, ['--input-type=module', '-e', script, path.join(dataDir, 'pg'), JSON.stringify(PGLITE_SETTINGS)], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`baseline failed: ${res.stderr}`);
  return Math.round(Number(res.stdout.trim()) / 1024 / 1024);
}

const build = spawnSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cniot-memory-'));
try {
  console.log(
    `npm start with the demo fleet on embedded PGlite; memory at start and after ${IDLE_S} s idle; load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const first = await runServer(dataDir);
  const again = await runServer(dataDir);
  const base = baseline(dataDir);
  const line = (name: string, r: Awaited<ReturnType<typeof runServer>>) =>
    `${name.padEnd(13)} ready in ${r.readyS.toFixed(1).padStart(5)} s  RSS ${String(r.atStart.mb).padStart(4)} MB at start, ${String(r.idle.mb).padStart(4)} MB idle (${r.idle.processes} process${r.idle.processes > 1 ? 'es' : ''})  ${(r.idle.mb / base).toFixed(2)}x the baseline, goal ≤ ${GOAL_MB} MB: ${r.idle.mb <= GOAL_MB ? 'met' : 'missed'}`;
  console.log(line('first start', first));
  console.log(line('restart', again));
  console.log(`${'baseline'.padEnd(13)} bare Node + PGlite on the same data: RSS ${base} MB`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
