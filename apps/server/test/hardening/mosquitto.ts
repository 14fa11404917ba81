import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Why tests that need their own Mosquitto cannot run here, or undefined when they can. */
export function mosquittoMissing(): string | undefined {
  const probe = spawnSync('mosquitto', ['-h'], { encoding: 'utf8' });
  return probe.error ? 'no mosquitto binary on PATH' : undefined;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves once something accepts connections on the port. */
export async function listening(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface Mosquitto {
  url: string;
  /** Stops the broker (SIGTERM: it saves its persistence file first). */
  stop(): Promise<void>;
  /** Starts it again on the same port, with what it saved. */
  start(): Promise<void>;
  /** Stops it for good and removes its files. */
  remove(): Promise<void>;
}

/**
 * A Mosquitto of the test's own on a free port, anonymous, with persistence
 * in a temporary directory so queued QoS 1 messages survive a restart, as in
 * the production configuration of docs/deployment.md.
 */
export async function startMosquitto(): Promise<Mosquitto> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cniot-mosquitto-'));
  // Started as root, Mosquitto drops to its own user, which must still be able to save its state here.
  fs.chmodSync(dir, 0o777);
  const port = await freePort();
  const conf = path.join(dir, 'mosquitto.conf');
  fs.writeFileSync(conf, [`listener ${port} 127.0.0.1`, 'allow_anonymous true', 'persistence true', `persistence_location ${dir}/`, 'max_queued_messages 10000', 'log_dest none'].join('\n') + '\n');
  let child: ChildProcess | undefined;
  const broker: Mosquitto = {
    url: `mqtt://127.0.0.1:${port}`,
    async start() {
      child = spawn('mosquitto', ['-c', conf], { stdio: 'ignore' });
      await listening(port);
    },
    async stop() {
      const c = child;
      child = undefined;
      if (!c || c.exitCode !== null) return;
      await new Promise((resolve) => (c.once('exit', resolve), c.kill('SIGTERM')));
    },
    async remove() {
      await broker.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  await broker.start();
  return broker;
}
