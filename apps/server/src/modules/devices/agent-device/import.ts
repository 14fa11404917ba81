import type { FastifyRequest } from 'fastify';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import { deviceId, ImportSource } from '@cniot/contract/devices/device-code';
import { currentUser } from '../../../plugins/auth.ts';
import { importAnswer, writeImportRecord, type DetailRow } from '../device-code/import-record.ts';
import { uploadedRows } from '../../../lib/device-sheet.ts';
import { assignToCompany, requireCompany } from './assign.ts';

/**
 * Assigns the devices a spreadsheet names to a company: only the device code
 * is read (the console's hint says so); each row answers for itself and the file
 * leaves one import record. The company is checked before the file is read.
 */
export async function importToCompany(req: FastifyRequest, companyId: number, type: DeviceType) {
  const db = req.server.db;
  const user = currentUser(req);
  await requireCompany(db, user, companyId);
  const seen = new Set<string>();
  const details: DetailRow[] = (await uploadedRows(req)).map(({ row, values }) => {
    const code = deviceId.safeParse(values.code ?? '');
    if (!code.success) return { rowNum: row, deviceId: values.code ?? '', error: req.t(code.error.issues[0].message) };
    if (seen.has(code.data)) return { rowNum: row, deviceId: code.data, error: req.t('device.import.duplicate') };
    seen.add(code.data);
    return { rowNum: row, deviceId: code.data, error: null };
  });
  const rec = await db.transaction(async (tx) => {
    const outcome = await assignToCompany(
      tx,
      user,
      companyId,
      type,
      details.filter((d) => d.error === null).map((d) => d.deviceId),
    );
    for (const d of details) {
      const why = outcome.get(d.deviceId);
      if (d.error === null && why) d.error = req.t(why);
    }
    return writeImportRecord(tx, user, { deviceType: type, source: ImportSource.companyBind, companyId }, details);
  });
  return importAnswer(req, rec, details);
}
