import type { GenFile } from '@cniot/contract/tools/codegen';
import type { Db } from '../../../../db/client.ts';
import { badRequest } from '../../../../lib/errors.ts';
import { tableExtras } from '../db-tables.ts';
import { readTable } from '../store.ts';
import { drizzleFile } from './drizzle-file.ts';
import { listFiles } from './lists-files.ts';
import { manifestFile } from './manifest-file.ts';
import { migrationCreating, migrationFile, nextMigration } from './migration-file.ts';
import type { GenModel } from './model.ts';
import { testFile } from './test-file.ts';
import { textFiles } from './texts-files.ts';

/** Every file of an imported table's screen, in the order a developer reads them. */
export function filesOf(model: GenModel, existingMigration?: string): GenFile[] {
  const migration = migrationFile(model);
  const source = existingMigration ?? model.migration?.file;
  return [manifestFile(model), ...(migration ? [migration] : []), drizzleFile(model, `migration ${source}`), ...listFiles(model), ...textFiles(model), testFile(model)];
}

/** The files of one imported table, with a migration when none of the project's creates the table. */
export async function generateFiles(db: Db, tableId: number): Promise<GenFile[]> {
  const { table, columns } = await readTable(db, tableId);
  if (!columns.some((c) => c.isForm)) throw badRequest('codegen.noForm');
  const existing = migrationCreating(table.tableName);
  const model: GenModel = { table, columns };
  if (!existing) model.migration = { file: nextMigration(table.resourceName), ...(await tableExtras(db, table.tableName)) };
  return filesOf(model, existing);
}

/** How a developer applies the shared lists' lines: the zip's notes beside the new files. */
export function sharedListNotes(files: GenFile[]): string {
  const inserts = files.filter((f) => f.kind === 'insert');
  return [
    '# Lines to add to the shared lists',
    '',
    'The other files of this archive are new: unpack it at the root of the project. These lists exist',
    'already; add each line where its comment says.',
    '',
    ...inserts.flatMap((f) => [`## ${f.path}`, '', '```ts', f.content.trimEnd(), '```', '']),
  ].join('\n');
}
