import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';

/**
 * PGlite in a data folder of its own, removed on close: the server keeps its
 * database in DATA_DIR, never in memory as the tests do. In memory, PGlite's
 * file system copies a whole file each time it grows it, and that copying was
 * a fifth of the ingest bench's CPU: a cost the server does not pay.
 */
export async function openBenchPglite(): Promise<Database> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cniot-bench-pglite-'));
  const database = await openDatabase({ dataDir });
  return { ...database, close: () => database.close().finally(() => fs.rmSync(dataDir, { recursive: true, force: true })) };
}
