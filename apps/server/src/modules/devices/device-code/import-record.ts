import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ImportResult } from '@cniot/contract/devices/device-code';
import type { Db } from '../../../db/client.ts';
import { iotDeviceImportDetail, iotDeviceImportRecord } from '../../../db/schema/devices.ts';
import type { LoginUser } from '../../../lib/session.ts';

export interface DetailRow {
  rowNum?: number;
  deviceId: string;
  deviceKey?: string;
  /** Null when the row went through; else the reason, already in the caller's language. */
  error: string | null;
}

/** yyyyMMddHHmmss (UTC) and four random digits: sortable, and two batches in one second do not clash. */
export function newBatchNumber(now = new Date()): string {
  return now.toISOString().replace(/\D/g, '').slice(0, 14) + String(randomInt(10_000)).padStart(4, '0');
}

const CHUNK = 500;

/** The answer to an import: a row per line of the file, its result in the caller's language, and the batch. */
export function importAnswer(req: FastifyRequest, rec: { recordId: number; batchNumber: string }, details: DetailRow[]) {
  const rows = details.map((d) => ({ row: d.rowNum ?? 0, deviceId: d.deviceId, ok: d.error === null, msg: d.error ?? req.t('device.import.ok') }));
  const success = rows.filter((r) => r.ok).length;
  const data: ImportResult = { ...rec, total: rows.length, success, failed: rows.length - success, rows };
  return { code: 200, msg: req.t('device.import.done', { success, total: rows.length }), data };
}

/** One import record per batch with a detail row per code (generated, imported or refused). Call inside the batch's transaction. */
export async function writeImportRecord(
  tx: Db,
  user: LoginUser,
  rec: { deviceType: string; source: string; remark?: string | null; companyId?: number },
  details: DetailRow[],
): Promise<{ recordId: number; batchNumber: string }> {
  const batchNumber = newBatchNumber();
  const good = details.filter((d) => d.error === null);
  const [created] = await tx
    .insert(iotDeviceImportRecord)
    .values({
      batchNumber,
      deviceType: rec.deviceType,
      source: rec.source,
      generateId: good[0]?.deviceId ?? null,
      generateCount: good.length,
      failCount: details.length - good.length,
      remark: rec.remark ?? null,
      companyId: rec.companyId ?? null,
      deptId: user.deptId,
      userId: user.userId,
      createBy: user.userName,
    })
    .returning({ id: iotDeviceImportRecord.id });
  for (let i = 0; i < details.length; i += CHUNK) {
    await tx.insert(iotDeviceImportDetail).values(
      details.slice(i, i + CHUNK).map((d) => ({
        recordId: created.id,
        deviceId: d.deviceId.slice(0, 32),
        deviceKey: d.deviceKey ?? '',
        rowNum: d.rowNum ?? null,
        status: d.error === null ? '0' : '1',
        message: d.error?.slice(0, 255) ?? null,
      })),
    );
  }
  return { recordId: created.id, batchNumber };
}
