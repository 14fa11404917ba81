import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyImportQuery } from '@cniot/contract/devices/agent-device';
import { deviceCode, ImportSource } from '@cniot/contract/devices/device-code';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { deviceKey } from '@cniot/contract/devices/wn';
import { iotWn } from '../../../db/schema/devices.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { importToCompany } from '../agent-device/import.ts';
import { importAnswer, writeImportRecord, type DetailRow } from '../device-code/import-record.ts';
import { newDeviceKey } from '../device-registry/kinds.ts';
import { uploadedRows, type SheetRow } from '../../../lib/device-sheet.ts';

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
function parseRows(req: FastifyRequest, rows: SheetRow[]): Parsed[] {
  const user = currentUser(req);
  const seen = new Set<string>();
  return rows.map(({ row, values: v }) => {
    const fail = (key: string) => ({ row, code: v.code ?? '', error: req.t(key) });
    const c = deviceCode.safeParse(v.code ?? '');
    if (!c.success) return fail(c.error.issues[0].message);
    if (seen.has(c.data)) return fail('device.import.duplicate');
    seen.add(c.data);
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

const detailsOf = (parsed: Parsed[]): DetailRow[] => parsed.map((p) => ({ rowNum: p.row, deviceId: p.code, deviceKey: p.values?.privateKey, error: p.error }));

/** `POST /iot/wn/import` (new inverters) and `importDeviceBindCompany` (inverters to a company), one import record per file. */
export const wnImportRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/iot/wn/import', { config: { permission: DevicePerm.wn.import, operLog: { title: 'operTitle.inverter', businessType: BusinessType.IMPORT } } }, async (req) => {
    const parsed = parseRows(req, await uploadedRows(req));
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
    return importAnswer(req, rec, detailsOf(parsed));
  });

  // RuoYi's path of the inverters' company import; batteries and meters use /iot/agentDevice/import.
  api.post(
    '/iot/wn/importDeviceBindCompany',
    {
      schema: { querystring: companyImportQuery.pick({ companyId: true }) },
      config: { permission: DevicePerm.agentDevice.add, operLog: { title: 'operTitle.agentDevice', businessType: BusinessType.IMPORT } },
    },
    (req) => importToCompany(req, req.query.companyId, 'wn'),
  );
};
