import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyOf, demoTemplate, migratedTemplate } from './database-template.ts';

export interface RunningServer {
  url: string;
  dataDir: string;
  /** What the server has printed so far (e.g. the embedded broker's port). */
  output(): string;
  stop(): Promise<void>;
}

/** A fresh data folder whose database is a copy of the migrated template (a spec may add to it before starting the server). */
export async function migratedDataDir(): Promise<string> {
  return copyOf(await migratedTemplate());
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const COMPILED = path.join(ROOT, 'apps/server/dist/main.js');

/**
 * The real server as `npm start` runs it (built console, embedded database,
 * embedded broker), on free ports with a fresh data folder and the captcha off.
 * Its database starts as a copy of this run's demo template (so it finds the demo's year of
 * history instead of seeding it), or with DEMO=off of the migrated template; the server itself
 * is the compiled one when e2e/run.mjs has just built it (E2E_COMPILED), else the sources.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const demo = env.DEMO !== 'off' && !env.DATA_DIR ? await demoTemplate() : undefined;
  const dataDir = env.DATA_DIR ?? (demo ? copyOf(demo) : await migratedDataDir());
  const entry = process.env.E2E_COMPILED && fs.existsSync(COMPILED) ? [COMPILED] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', MQTT_PORT: '0', DATA_DIR: dataDir, CAPTCHA: 'off', ANSWER_CHECK: 'on', LOG_LEVEL: 'warn', DATABASE_URL: '', MQTT_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    // Migrating and seeding the demo takes over 90 s on a machine shared by several test runs.
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /running: (http:\/\/\S+?)\/cniotmgr\//.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    url,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
      // An answer that left its declaration is a 500 the page may swallow; in production it would lose the keys.
      const drift = output.split('\n').filter((line) => line.includes('does not match its declaration'));
      if (drift.length) throw new Error(`answers that do not match their declaration:\n${drift.join('\n')}`);
    },
  };
}
