import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf, type Db } from '../../../db/client.ts';
import type { JobHandler } from '../../../jobs/job-handler.ts';
import { namedUploads } from '../../../lib/upload-references.ts';
import { configValue } from '../config/config-value.ts';
import { EXPORT_FOLDER } from './safe-path.ts';

const HOUR = 3_600_000;

/** Every regular file under `dir` as its `/files/…` name (symbolic links are never followed nor removed). */
async function* walk(root: string, dir = root): AsyncGenerator<{ fileName: string; absolute: string }> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const absolute = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(root, absolute);
    else if (entry.isFile()) yield { fileName: `/files/${path.relative(root, absolute).split(path.sep).join('/')}`, absolute };
  }
}

/**
 * Removes the files of the upload area that no declared column names
 * (upload-references.ts) once they are older than `graceHours`: an upload
 * whose form was never saved, a picture taken out of a text, a replaced
 * avatar. Exports (their own folder) are not uploads and are left alone.
 * Their bookings in sys_upload go with them, as do bookings of files that are
 * gone, so the users' limits count only what is stored.
 */
export async function removeUnnamedUploads(db: Db, uploadDir: string, graceHours: number, now = Date.now()): Promise<string[]> {
  const named = await namedUploads(db);
  const before = now - graceHours * HOUR;
  const removed: string[] = [];
  const root = await fs.realpath(uploadDir);
  for (const entry of await fs.readdir(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === EXPORT_FOLDER) continue;
    for await (const file of walk(root, path.join(root, entry.name))) {
      if (named.has(file.fileName)) continue;
      const stat = await fs.stat(file.absolute).catch(() => undefined);
      if (!stat || stat.mtimeMs >= before) continue;
      await fs.rm(file.absolute, { force: true });
      removed.push(file.fileName);
    }
  }
  const booked = await rowsOf<{ file_name: string }>(db, sql`select file_name from sys_upload where create_time < to_timestamp(${before / 1000})`);
  const gone = new Set(removed);
  for (const { file_name } of booked) {
    if (!gone.has(file_name) && !(await fs.stat(path.join(root, file_name.replace(/^\/files\//, ''))).catch(() => undefined))) gone.add(file_name);
  }
  if (gone.size) await db.execute(sql`delete from sys_upload where file_name in (select json_array_elements_text(${JSON.stringify([...gone])}::json))`);
  return removed;
}

export const uploadCleanupJob: JobHandler<{ hours: number } | undefined> = {
  name: 'uploadCleanup',
  description: 'Removes uploaded files no record names once older than {"hours": n} (default: sys.upload.orphanGraceHours)',
  args: z
    .object({ hours: z.number().int().min(1).max(87_600) })
    .strict()
    .optional(),
  async run(app, args) {
    const hours = args?.hours ?? (await configValue(app.db, 'sys.upload.orphanGraceHours'));
    const removed = await removeUnnamedUploads(app.db, app.config.uploadDir, hours);
    return `Removed ${removed.length} uploaded files no record names, older than ${hours} hours`;
  },
};
