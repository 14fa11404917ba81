import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** From the production bundle (apps/server/dist/main.js) its built simulator beside it, plain JavaScript; from the sources, the sources through the loader. */
const bundled = !import.meta.url.endsWith('.ts');
/** Run as a program, never imported: the simulator depends on nothing of the server. */
const SIMULATOR_ENTRY = bundled ? path.join(here, 'simulator.js') : path.resolve(here, '../../../../../tools/simulator/src/main.ts');
const LOADER = bundled ? [] : ['--import', 'tsx'];

export interface SimulatorOptions {
  fleetFile: string;
  /** Further simulator options (--url, --interval, counts), passed on as they are. */
  args?: string[];
  /** The demo keeps the simulator's per-minute summary out of the server's console; `npm run simulate` shows it. */
  output: 'quiet' | 'inherit';
}

export interface SimulatorProcess {
  /** Resolves once every device has connected or been refused; rejects when the simulator ends before. */
  ready: Promise<{ connected: number; refused: number }>;
  /** The simulator's exit code. */
  exited: Promise<number | null>;
  /** Sends the devices offline and waits for the process to end. */
  stop(): Promise<void>;
}

const STOP_GRACE_MS = 5_000;

export function launchSimulator(opts: SimulatorOptions): SimulatorProcess {
  if (!fs.existsSync(SIMULATOR_ENTRY)) throw new Error(`the simulator is not installed (${SIMULATOR_ENTRY} is missing)`);
  // The IPC channel tells the server when the devices are up, and ends the simulator with the server, even on a crash.
  const child = spawn(process.execPath, [...LOADER, SIMULATOR_ENTRY, '--fleet', opts.fleetFile, ...(opts.args ?? [])], {
    cwd: path.resolve(path.dirname(SIMULATOR_ENTRY), '..'),
    stdio: ['ignore', opts.output === 'quiet' ? 'ignore' : 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(null));
  });
  const ready = new Promise<{ connected: number; refused: number }>((resolve, reject) => {
    child.on('message', (m: { type?: string; connected?: number; refused?: number }) => {
      if (m.type === 'ready') resolve({ connected: m.connected ?? 0, refused: m.refused ?? 0 });
    });
    child.once('error', reject);
    void exited.then((code) => reject(new Error(`the simulator exited with code ${code} before its devices connected`)));
  });
  // A caller that does not wait for the devices must not crash the server when the simulator ends early.
  ready.catch(() => {});
  return {
    ready,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
