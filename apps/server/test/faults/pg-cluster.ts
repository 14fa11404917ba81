import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../hardening/mosquitto.ts';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Why a throwaway PostgreSQL cannot be made here, or undefined when it can. */
export const pgClusterMissing = () => (fs.existsSync(path.join(BIN, 'initdb')) ? undefined : `no initdb in ${BIN} (PG_BIN)`);

export interface PgCluster {
  /** postgres://…/postgres on the cluster's own port. */
  url: string;
  /** `pg_ctl stop` in the given mode: fast ends every session (57P01), immediate is a crash. */
  stop(mode: 'fast' | 'immediate'): void;
  start(): void;
  remove(): void;
}

/**
 * A PostgreSQL cluster of the test's own, on a free loopback port in a temporary
 * directory. PostgreSQL refuses to run as root, so as root it runs as the
 * `postgres` system user (Debian's package creates it).
 */
export async function createPgCluster(): Promise<PgCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cniot-pgcluster-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) spawnSync('chown', ['postgres:postgres', dir]);
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, cmd), ...args]] : [path.join(BIN, cmd), args];
    const res = spawnSync(file, argv, { encoding: 'utf8', cwd: dir });
    if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${res.stderr || res.stdout || res.error}`);
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=100`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: (mode) => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    start,
    remove() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
