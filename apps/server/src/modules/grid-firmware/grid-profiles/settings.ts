import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceId } from '@cniot/contract/devices/device-code';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { deviceSettingManifest, settingValue, type DeviceSetting } from '@cniot/contract/grid-firmware/device-settings';
import { KINDS } from '../../../db/device-kinds.ts';
import { iotWn } from '../../../db/schema/devices.ts';
import { dataScopeCondition } from '../../../lib/data-scope.ts';
import { notFound } from '../../../lib/errors.ts';
import { manifestList } from '../../../lib/manifest-list.ts';
import { ok } from '../../../lib/reply.ts';
import { screenTexts } from '../../../lib/screen-text.ts';
import { sendXlsx } from '../../../lib/xlsx.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { settingStatus } from '../../devices/device-commands/requested-settings.ts';
import { visibleDevices } from '../../devices/device-registry/kinds.ts';
import { deviceSettings, reasonCode } from './device-settings.ts';
import { gridStatus } from './grid-status.ts';

/** Of a device's failed settings, the latest one's value of `column` (as a one-element array). */
const latestFailed = (column: SQL) => sql`(array_agg(${column} order by st.requested_time desc) filter (where st.status = 'failed'))`;

const SETTINGS = 'devices.settings';

async function visibleInverter(app: FastifyInstance, req: FastifyRequest, wnId: string) {
  if (!(await visibleDevices(app.db, currentUser(req), KINDS.wn, { codes: [wnId] })).size) throw notFound('device.unknown');
}

/** Requested against applied: per inverter (its Parameters tab) and for the fleet (devices not in sync). */
export function settingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/iot/deviceSetting/device/:wnId', { schema: { params: z.object({ wnId: deviceId }) }, config: { permission: DevicePerm.wn.query } }, async (req) => {
    await visibleInverter(app, req, req.params.wnId);
    return ok(req, await deviceSettings(app, req, req.params.wnId));
  });
  // The same rows as a workbook: names, values in display units with the unit, switches as words.
  api.post(
    '/iot/deviceSetting/device/:wnId/export',
    { schema: { params: z.object({ wnId: deviceId }) }, config: { permission: DevicePerm.wn.query, answer: 'file', operLog: { title: 'operTitle.inverter', businessType: BusinessType.EXPORT } } },
    async (req, reply) => {
      const { wnId } = req.params;
      await visibleInverter(app, req, wnId);
      const { settings } = await deviceSettings(app, req, wnId);
      const texts = await screenTexts(req.lang);
      const cell = (s: DeviceSetting, raw: string | null) => {
        const v = s.meaning ? settingValue(raw, s.meaning) : raw;
        return typeof v === 'boolean' ? texts[`devices.settings.switch.${v ? 'on' : 'off'}`] : v;
      };
      const rows = settings.map((s) => ({
        label: s.label ?? s.code,
        code: s.code,
        requested: cell(s, s.requested),
        applied: cell(s, s.applied),
        unit: s.meaning?.unit ?? null,
        status: s.status,
        reportTime: s.reportTime ? new Date(s.reportTime) : null,
      }));
      const columns = [
        { key: 'label', header: `${SETTINGS}.name`, width: 36 },
        { key: 'code', header: `${SETTINGS}.code`, width: 18 },
        { key: 'requested', header: `${SETTINGS}.requested`, width: 14 },
        { key: 'applied', header: `${SETTINGS}.applied`, width: 14 },
        { key: 'unit', header: `${SETTINGS}.unit`, width: 10 },
        { key: 'status', header: `${SETTINGS}.status`, width: 12, options: `${SETTINGS}.states` },
        { key: 'reportTime', header: `${SETTINGS}.reportTime`, width: 20 },
      ];
      return sendXlsx(req, reply, wnId, columns, rows);
    },
  );

  manifestList(app, deviceSettingManifest, {
    ownFilters: ['stationId'],
    exportFormats: { reason: (v, row, req) => (row.reasonCode ? req.t(String(row.reasonCode), (row.reasonParams ?? undefined) as Record<string, unknown> | undefined) : v) },
    source: (q, req) => {
      const scope = dataScopeCondition(currentUser(req), { dept: iotWn.deptId, user: iotWn.userId });
      return sql`
        select iot_wn.wn_id as "wnId", iot_wn.station_id as "stationId", s.station_name as "stationName",
          case when x.failed > 0 then 'failed' when x.drifted > 0 then 'drifted' else 'pending' end as status,
          gs.profile_name || ' v' || gs.profile_version as "profileName", gs.reported_code || ' v' || gs.reported_version as "reportedProfile",
          x.pending, x.drifted, x.failed, x.requested_time as "requestedTime",
          x.reason[1] as reason, x.reason_code[1] as "reasonCode", x.reason_params[1] as "reasonParams"
        from iot_wn
        join (
          select device_id, count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'drifted')::int as drifted,
            count(*) filter (where status = 'failed')::int as failed, max(requested_time) as requested_time,
            ${latestFailed(sql`error_msg`)} as reason, ${latestFailed(reasonCode)} as reason_code, ${latestFailed(sql`refusal_params`)} as reason_params
          from (${settingStatus}) st where st.device_type = 'wn' group by device_id
        ) x on x.device_id = iot_wn.wn_id
        left join iot_station s on s.id = iot_wn.station_id
        left join (${gridStatus}) gs on gs.wn_id = iot_wn.wn_id
        where iot_wn.del_flag = '0' and x.pending + x.drifted + x.failed > 0
          ${q.stationId ? sql`and iot_wn.station_id = ${Number(q.stationId)}` : sql``}
          ${scope ? sql`and ${scope}` : sql``}`;
    },
  });
}
