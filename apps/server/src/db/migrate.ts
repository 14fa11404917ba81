import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

/** In the sources, beside this file; from the production bundle (apps/server/dist/main.js), still in the sources. */
export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), import.meta.url.endsWith('.ts') ? '.' : '../src/db', 'migrations');
/** Any constant works; it only has to be the same on every node so two starting nodes do not migrate at once. */
const LOCK_ID = 727_001;

export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

/** Applies every migration file not yet recorded, each in its own transaction, in name order. */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  return database.withConnection(async (exec) => {
    await exec('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
    await exec(`select pg_advisory_lock(${LOCK_ID})`);
    try {
      const done = new Set((await exec('select name from schema_migrations')).map((r) => String(r.name)));
      const applied: string[] = [];
      for (const file of migrationFiles(dir)) {
        if (done.has(file)) continue;
        const text = fs.readFileSync(path.join(dir, file), 'utf8');
        const name = file.replace(/'/g, "''");
        try {
          await exec(`begin;\n${text}\n;\ninsert into schema_migrations(name) values ('${name}');\ncommit;`);
        } catch (err) {
          await exec('rollback').catch(() => {});
          throw new Error(`Migration ${file} failed: ${(err as Error).message}`, { cause: err });
        }
        applied.push(file);
      }
      return applied;
    } finally {
      await exec(`select pg_advisory_unlock(${LOCK_ID})`);
    }
  });
}
