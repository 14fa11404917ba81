import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface BenchMosquitto {
  url: string;
  stop(): Promise<void>;
}

/**
 * A Mosquitto of the bench's own on a free port, with the limits of
 * docs/deployment.md: the machine's default one (max_queued_messages 1000)
 * drops QoS 1 messages once a slow subscriber falls behind, which on a loaded
 * machine stopped the raw-delivery baseline itself. Undefined without a binary.
 */
export async function startBenchMosquitto(): Promise<BenchMosquitto | undefined> {
  if (spawnSync('mosquitto', ['-h']).error) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cniot-bench-mosquitto-'));
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const conf = path.join(dir, 'mosquitto.conf');
  const lines = [`listener ${port} 127.0.0.1`, 'allow_anonymous true', 'max_queued_messages 1000000', 'max_queued_bytes 0', 'max_inflight_messages 1000', 'log_dest none'];
  fs.writeFileSync(conf, `${lines.join('\n')}\n`);
  const child = spawn('mosquitto', ['-c', conf], { stdio: 'ignore' });
  for (let tries = 0; ; tries++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (up) break;
    if (tries > 200 || child.exitCode !== null) throw new Error(`mosquitto did not start on port ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `mqtt://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) await new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
