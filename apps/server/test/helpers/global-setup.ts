import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { seedMenus } from '../../src/db/menu-seed.ts';
import { migrate } from '../../src/db/migrate.ts';
import { TEMPLATE_DB, adminUrl } from './database-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * Migrates once per run and hands every test file a copy: a PGlite data-dir
 * snapshot, or (with DATABASE_URL) a template database to clone.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: adminUrl(url, TEMPLATE_DB) });
    await migrate(database);
    await seedMenus(database);
    await database.close();
    project.provide('pgliteSnapshot', '');
    return;
  }
  // A run inside another (the code generator's copy of the project) starts from the outer run's snapshot and
  // applies only what it adds: creating a PGlite cluster and migrating it from nothing is seconds of CPU.
  const base = process.env.PGLITE_BASE_SNAPSHOT;
  const database = await openDatabase(base ? { loadDataDir: new Blob([fs.readFileSync(base)]) } : {});
  await migrate(database);
  await seedMenus(database);
  const dump = await database.dump!();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cniot-test-')), 'migrated.tar.gz');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
}
