import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
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

/** A fresh data folder holding a copy of `template` (a spec may add to it before starting the server). */
export function copyOf(template: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cniot-e2e-'));
  fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The demo as its first start writes it before the devices connect (main.ts); every later start finds it there. */
async function seedDemoInto(dataDir: string): Promise<void> {
  // Imported here, by the one spec of a run that seeds: the rest would only pay for transforming them.
  const { bootstrap } = await import('../../apps/server/src/db/bootstrap.ts');
  const { seedDemo } = await import('../../apps/server/src/db/demo/demo-users.ts');
  const { seedDemoContent } = await import('../../apps/server/src/db/demo/demo-content.ts');
  const { seedDemoFleet } = await import('../../apps/server/src/db/demo/demo-fleet.ts');
  const database = await openDatabase({ dataDir });
  try {
    await bootstrap(database, { demo: true });
    await seedDemo(database.db);
    await seedDemoContent(database.db);
    await seedDemoFleet(database.db);
  } finally {
    await database.close();
  }
}

/**
 * A data folder holding the demo's accounts, fleet and year of history, as a server's first start leaves
 * them just before its simulated devices connect, so a server started on a copy goes on as that first start
 * would. Seeding the history was most of each spec's server start (about 50 s of 75 on a busy machine).
 * Made once per test run, in the run's folder that e2e/global-setup.ts creates and removes, never across
 * runs: the history ends when it was made and its bright days are the UTC days around then. Specs in
 * parallel take turns through a lock folder. Undefined outside such a run (another vitest config): the
 * caller's server then seeds on its first start.
 */
export async function demoTemplate(): Promise<string | undefined> {
  const runDir = inject('e2eRunDir');
  if (!runDir) return undefined;
  const dir = path.join(runDir, 'demo');
  const lock = path.join(runDir, 'demo.lock');
  for (;;) {
    if (fs.existsSync(path.join(dir, 'pg', 'PG_VERSION'))) return dir;
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      await sleep(500);
    }
  }
  try {
    if (fs.existsSync(path.join(dir, 'pg', 'PG_VERSION'))) return dir;
    const building = copyOf(await migratedTemplate());
    await seedDemoInto(building).catch((err: unknown) => {
      fs.rmSync(building, { recursive: true, force: true });
      throw err;
    });
    fs.renameSync(building, dir);
    return dir;
  } finally {
    fs.rmdirSync(lock);
  }
}
