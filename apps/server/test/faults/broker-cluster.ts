import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../scripts/broker-cluster.sh');

/** The repository's three-node RabbitMQ cluster (scripts/broker-cluster.sh) on ports of its own, in a folder of its own. */
export class BrokerCluster {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cniot-cluster-'));
  /** Random, so clusters of parallel runs do not meet; node N uses BASE+10(N-1) to BASE+10(N-1)+2. */
  readonly basePort = 26_000 + 100 * Math.floor(Math.random() * 30);

  constructor(private readonly authUrl: string) {}

  amqpUrls = () => [1, 2, 3].map((n) => `amqp://cniot:cniot@127.0.0.1:${this.port(n, 0)}`);
  mqttServers = () => [1, 2, 3].map((n) => ({ host: '127.0.0.1', port: this.port(n, 1) }));
  private port = (node: number, offset: number) => this.basePort + 10 * (node - 1) + offset;

  run(...args: string[]): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn('bash', [SCRIPT, ...args], {
        env: { ...process.env, CLUSTER_DIR: this.dir, BASE_PORT: String(this.basePort), AUTH_URL: this.authUrl },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`broker-cluster.sh ${args.join(' ')} exited with ${code}\n${this.logTails()}`))));
    });
  }

  /** The end of each node's log, for a failure message (the folder is removed afterwards). */
  private logTails(): string {
    return [1, 2, 3]
      .map((n) => {
        const file = path.join(this.dir, `node${n}`, 'log', `cniot-${this.basePort}-${n}@localhost.log`);
        return `--- node ${n}\n${fs.existsSync(file) ? fs.readFileSync(file, 'utf8').slice(-3000) : '(no log)'}`;
      })
      .join('\n');
  }

  async destroy(): Promise<void> {
    await this.run('stop').catch(() => undefined);
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
