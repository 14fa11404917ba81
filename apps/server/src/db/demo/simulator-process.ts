import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const here = path.dirname(fileURLToPath(import.meta.url));
/** From the production bundle (apps/server/dist/main.js) its built simulator beside it, plain JavaScript; from the sources, the sources through the loader. */
const bundled = !import.meta.url.endsWith('.ts');
/** Run as a program, never imported: the simulator depends on nothing of the server. */
const SIMULATOR_ENTRY = bundled ? path.join(here, 'simulator.js') : path.resolve(here, '../../../../../tools/simulator/src/main.ts');
const entry = JSON.stringify(pathToFileURL(SIMULATOR_ENTRY).href);
/** A worker takes no `--import`: from the sources it registers the TypeScript loader itself before it loads the entry. */
const BOOT = bundled ? `import(${entry})` : `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${entry}); })`;

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
  /** Sends the devices offline and waits for the simulator to end. */
  stop(): Promise<void>;
}

const STOP_GRACE_MS = 5_000;

/**
 * The simulator program on a thread of this process: a second Node process
 * cost the demo some 80 MB more (its own runtime, heap and libraries), a
 * thread about a quarter of that. It still shares nothing with the server but
 * the MQTT broker it connects to, and ends with the server, even on a crash.
 */
export function launchSimulator(opts: SimulatorOptions): SimulatorProcess {
  if (!fs.existsSync(SIMULATOR_ENTRY)) throw new Error(`the simulator is not installed (${SIMULATOR_ENTRY} is missing)`);
  const worker = new Worker(BOOT, { eval: true, argv: ['--fleet', opts.fleetFile, ...(opts.args ?? [])], stdout: opts.output === 'quiet' });
  // Read and dropped: unread, a quiet simulator's output would pile up in memory.
  if (opts.output === 'quiet') worker.stdout.resume();
  let ended = false;
  const exited = new Promise<number | null>((resolve) => {
    worker.once('exit', (code) => {
      ended = true;
      resolve(code);
    });
  });
  const ready = new Promise<{ connected: number; refused: number }>((resolve, reject) => {
    worker.on('message', (m: { type?: string; connected?: number; refused?: number }) => {
      if (m.type === 'ready') resolve({ connected: m.connected ?? 0, refused: m.refused ?? 0 });
    });
    worker.once('error', reject);
    void exited.then((code) => reject(new Error(`the simulator exited with code ${code} before its devices connected`)));
  });
  // A caller that does not wait for the devices must not crash the server when the simulator ends early.
  ready.catch(() => {});
  return {
    ready,
    exited,
    async stop() {
      if (ended) return;
      worker.postMessage({ type: 'stop' });
      const timer = setTimeout(() => void worker.terminate(), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
