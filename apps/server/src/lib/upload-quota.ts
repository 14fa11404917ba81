import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Code } from '@cniot/contract/envelope';
import { rowsOf, type Db } from '../db/client.ts';
import { configValue } from '../modules/system/config/config-value.ts';
import { AppError } from './errors.ts';

const MB = 1024 * 1024;

interface Usage {
  day: number;
  total: number;
}

const usageOf = async (db: Db, userId: number): Promise<Usage> =>
  (
    await rowsOf<Usage>(
      db,
      sql`select coalesce(sum(file_size) filter (where create_time > now() - interval '24 hours'), 0)::float8 as day,
            coalesce(sum(file_size), 0)::float8 as total
          from sys_upload where user_id = ${userId}`,
    )
  )[0];

/** The first limit `adding` more bytes would pass (0 MB: that limit is off), as the error to answer. */
async function overLimit(req: FastifyRequest, db: Db, usage: Usage, adding: number): Promise<AppError | undefined> {
  const limits = [
    ['upload.quotaDaily', await configValue(db, 'sys.upload.dailyMb'), usage.day],
    ['upload.quotaTotal', await configValue(db, 'sys.upload.totalMb'), usage.total],
  ] as const;
  for (const [key, mb, used] of limits) {
    // Strictly past the limit when something is added; at it already when only asking whether anything more fits.
    if (mb > 0 && (adding > 0 ? used + adding > mb * MB : used >= mb * MB)) {
      return new AppError(413, Code.ERROR, key, { mb: new Intl.NumberFormat(req.lang.replace('_', '-')).format(mb) });
    }
  }
  return undefined;
}

/**
 * Refuses at once a user who has no room left today or in total, before the
 * file is read (the per-file size check comes later, with the bytes).
 */
export async function assertUploadRoom(req: FastifyRequest): Promise<void> {
  const userId = req.user?.userId;
  if (userId === undefined) return;
  const refusal = await overLimit(req, req.server.db, await usageOf(req.server.db, userId), 0);
  if (refusal) throw refusal;
}

/**
 * Books a file of `size` bytes to the signed-in user, or refuses it when it
 * would pass their daily or total limit (sys.upload.dailyMb/totalMb). Uploads
 * of one user are booked one at a time (an advisory lock for the
 * transaction), so parallel requests cannot all slip under the limit.
 */
export async function chargeUpload(req: FastifyRequest, fileName: string, size: number): Promise<void> {
  const userId = req.user?.userId ?? null;
  await req.server.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    if (userId !== null) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('sys_upload'), hashtext(${String(userId)}))`);
      const refusal = await overLimit(req, db, await usageOf(db, userId), size);
      if (refusal) throw refusal;
    }
    await db.execute(sql`insert into sys_upload (file_name, user_id, file_size) values (${fileName}, ${userId}, ${size})`);
  });
}

/** Gives back what chargeUpload booked for a file that was not stored after all. */
export async function unchargeUpload(db: Db, fileName: string): Promise<void> {
  await db.execute(sql`delete from sys_upload where file_name = ${fileName}`);
}
