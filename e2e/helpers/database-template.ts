import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { MIGRATIONS_DIR, migrate, migrationFiles } from '../../apps/server/src/db/migrate.ts';

const PGLITE_PACKAGE = path.resolve(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json');

/** The same migrations on the same PGlite build give the same files: the key of a reusable template. */
function templateKey(): string {
  const hash = createHash('sha256').update(fs.readFileSync(PGLITE_PACKAGE));
  for (const file of migrationFiles()) hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated embedded database to copy into each test server's data folder. Creating a PGlite
 * cluster takes most of a server's first start (about 12 s here, of 14); every spec paid it.
 * Built once per set of migrations and kept in the temporary folder; made aside and renamed
 * into place, so two runs building it at once both end with a whole one.
 */
export async function migratedTemplate(): Promise<string> {
  const dir = path.join(os.tmpdir(), `cniot-e2e-template-${templateKey()}`);
  if (fs.existsSync(path.join(dir, 'pg', 'PG_VERSION'))) return dir;
  const building = fs.mkdtempSync(`${dir}-building-`);
  const database = await openDatabase({ dataDir: building });
  await migrate(database);
  await database.close();
  try {
    fs.renameSync(building, dir);
  } catch {
    fs.rmSync(building, { recursive: true, force: true });
  }
  return dir;
}
