import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceCode, deviceId, ImportSource, type ImportResult } from '@cniot/contract/device-code';
import { DevicePerm } from '@cniot/contract/device-permissions';
import { deviceKey } from '@cniot/contract/wn';
import { iotWn } from '../../db/schema/devices.ts';
import { currentUser } from '../../plugins/auth.ts';
import { BusinessType } from '../../plugins/oper-log.ts';
import { assignToCompany, requireCompany } from '../agent-device/assign.ts';
import { writeImportRecord, type DetailRow } from '../device-code/import-record.ts';
import { newDeviceKey } from '../device-registry/kinds.ts';
import { uploadedRows, type SheetRow } from './import-sheet.ts';

const TYPE = /^(?:towing|1-to-)?([1248])$/i;
const MODEL: Record<string, string> = { '1': '1', normal: '1', '2': '2', plc: '2' };
const CHUNK = 500;

interface Parsed {
  row: number;
  code: string;
  error: string | null;
  values?: typeof iotWn.$inferInsert;
}

/** Per-row checks in the order a person fixes them: the code, a repeat in the file, the key, type and model. */
function parseRows(req: FastifyRequest, rows: SheetRow[], code: z.ZodType<string>, full: boolean): Parsed[] {
  const user = currentUser(req);
  const seen = new Set<string>();
  return rows.map(({ row, values: v }) => {
    const fail = (key: string) => ({ row, code: v.code ?? '', error: req.t(key) });
    const c = code.safeParse(v.code ?? '');
    if (!c.success) return fail(c.error.issues[0].message);
    if (seen.has(c.data)) return fail('device.import.duplicate');
    seen.add(c.data);
    if (!full) return { row, code: c.data, error: null };
    if (v.key && !deviceKey.safeParse(v.key).success) return fail('device.import.badKey');
    const type = v.wnType ? TYPE.exec(v.wnType)?.[1] : '2';
    const model = v.wnModel ? MODEL[v.wnModel.toLowerCase()] : '1';
    const power = v.power ? Number(v.power) : 0;
    if (!type || !model || !(power >= 0 && power <= 100_000)) return fail('device.import.badType');
    return {
      row,
      code: c.data,
      error: null,
      values: { wnId: c.data, privateKey: v.key ?? newDeviceKey(), wnType: type, wnModel: model, power, deptId: user.deptId, userId: user.userId, createBy: user.userName },
    };
  });
}

function answer(req: FastifyRequest, rec: { recordId: number; batchNumber: string }, parsed: Parsed[]) {
  const rows = parsed.map((p) => ({ row: p.row, deviceId: p.code, ok: p.error === null, msg: p.error ?? req.t('device.import.ok') }));
  const success = rows.filter((r) => r.ok).length;
  const data: ImportResult = { ...rec, total: rows.length, success, failed: rows.length - success, rows };
  return { code: 200, msg: req.t('device.import.done', { success, total: rows.length }), data };
}

const detailsOf = (parsed: Parsed[]): DetailRow[] => parsed.map((p) => ({ rowNum: p.row, deviceId: p.code, deviceKey: p.values?.privateKey, error: p.error }));

/** `POST /iot/wn/import` (new inverters) and `importDeviceBindCompany` (inverters to a company), one import record per file. */
export const wnImportRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/iot/wn/import', { config: { permission: DevicePerm.wn.import, operLog: { title: 'operTitle.inverter', businessType: BusinessType.IMPORT } } }, async (req) => {
    const parsed = parseRows(req, await uploadedRows(req), deviceCode, true);
    const rec = await app.db.transaction(async (tx) => {
      const good = parsed.filter((p) => p.values);
      for (let i = 0; i < good.length; i += CHUNK) {
        const inserted = await tx
          .insert(iotWn)
          .values(good.slice(i, i + CHUNK).map((p) => p.values!))
          .onConflictDoNothing()
          .returning({ wnId: iotWn.wnId });
        const created = new Set(inserted.map((r) => r.wnId));
        for (const p of good.slice(i, i + CHUNK)) if (!created.has(p.code)) Object.assign(p, { error: req.t('device.import.exists'), values: undefined });
      }
      return writeImportRecord(tx, currentUser(req), { deviceType: 'wn', source: ImportSource.imported }, detailsOf(parsed));
    });
    return answer(req, rec, parsed);
  });

  // The company comes in the query string: multipart fields after the file would not be read.
  api.post(
    '/iot/wn/importDeviceBindCompany',
    { schema: { querystring: z.object({ companyId: z.coerce.number().int().positive() }) }, config: { permission: DevicePerm.agentDevice.add, operLog: { title: 'operTitle.agentDevice', businessType: BusinessType.IMPORT } } },
    async (req) => {
      const user = currentUser(req);
      const { companyId } = req.query;
      await requireCompany(app.db, user, companyId);
      const parsed = parseRows(req, await uploadedRows(req), deviceId, false);
      const rec = await app.db.transaction(async (tx) => {
        const outcome = await assignToCompany(tx, user, companyId, 'wn', parsed.filter((p) => p.error === null).map((p) => p.code));
        for (const p of parsed) {
          const key = outcome.get(p.code);
          if (p.error === null && key) p.error = req.t(key);
        }
        return writeImportRecord(tx, user, { deviceType: 'wn', source: ImportSource.companyBind, companyId }, detailsOf(parsed));
      });
      return answer(req, rec, parsed);
    },
  );
};
