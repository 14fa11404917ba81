import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Creates an embedded database directory in a short-lived process of its own.
 * PGlite's initdb leaves some 500 MB of WebAssembly memory and malloc arenas
 * behind in the process that ran it, which a server would carry for its whole
 * life; a process that ends gives all of it back. A directory that already
 * holds a database is left alone.
 */
export async function createPgliteDir(dir: string, startParams: string[]): Promise<void> {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return;
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
    const db = await PGlite.create({ dataDir: process.argv[1], startParams: JSON.parse(process.argv[2]) });
    await db.close();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, dir, JSON.stringify(startParams)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`creating the embedded database in ${dir} failed (exit ${code}): ${stderr.trim().slice(-2000)}`);
}
