import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceId } from '@cniot/contract/device-code';
import { DevicePerm } from '@cniot/contract/device-permissions';
import { deviceSettingManifest, type DeviceGridState, type DeviceSetting } from '@cniot/contract/device-settings';
import { rowsOf } from '../../db/client.ts';
import { KINDS } from '../../db/device-kinds.ts';
import { iotWn } from '../../db/schema/devices.ts';
import { dataScopeCondition } from '../../lib/data-scope.ts';
import { notFound } from '../../lib/errors.ts';
import { manifestList } from '../../lib/manifest-list.ts';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import { settingStatus } from '../device-commands/requested-settings.ts';
import { visibleDevices } from '../device-registry/kinds.ts';

/** An inverter's grid profile: pushed (code, version, hash) against reported, in the same four states as a setting. */
export const gridStatus = sql`
  select g.wn_id, g.profile_id, gp.profile_name, g.profile_code, g.profile_version, g.reported_code, g.reported_version,
    case
      when g.profile_hash is null then null
      when g.request_id is null or r.record_status in ('3', '4') then 'failed'
      when g.reported_hash = g.profile_hash then 'inSync'
      when r.record_status = '2' and g.report_time >= g.requested_time then 'drifted'
      else 'pending'
    end as status
  from iot_device_grid g
  left join iot_grid_profile gp on gp.profile_id = g.profile_id
  left join iot_config_change_record r on r.request_id = g.request_id`;

/** Why a setting failed, as a message key: the refusal at send time, or a command never answered; a device's own words have none. */
const reasonCode = sql`coalesce(st.refusal_code, case when st.record_status = '4' then 'device.commandTimedOut' end)`;
type Reason = { reasonCode: string | null; reasonParams: Record<string, unknown> | null };
/** Of a device's failed settings, the latest one's value of `column` (as a one-element array). */
const latestFailed = (column: SQL) => sql`(array_agg(${column} order by st.requested_time desc) filter (where st.status = 'failed'))`;

/** Requested against applied: per inverter (its Parameters tab) and for the fleet (devices not in sync). */
export function settingRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/iot/deviceSetting/device/:wnId',
    { schema: { params: z.object({ wnId: deviceId }) }, config: { permission: DevicePerm.wn.query } },
    async (req) => {
      const { wnId } = req.params;
      if (!(await visibleDevices(app.db, currentUser(req), KINDS.wn, { codes: [wnId] })).size) throw notFound('device.unknown');
      // Every code asked for or reported: a reported-only code has no request and no status.
      const rows = await rowsOf<DeviceSetting & Reason>(
        app.db,
        sql`select coalesce(st.param_code, p.param_code) as code, st.requested_value as requested, st.requested_time as "requestedTime",
              coalesce(st.param_value, p.param_value) as applied, coalesce(st.report_time, p.report_time) as "reportTime", st.status, st.error_msg as error,
              ${reasonCode} as "reasonCode", st.refusal_params as "reasonParams"
            from (select * from (${settingStatus}) x where x.device_type = 'wn' and x.device_id = ${wnId}) st
            full join (select * from iot_device_param where device_type = 'wn' and device_id = ${wnId}) p on p.param_code = st.param_code
            order by 1`,
      );
      const settings: DeviceSetting[] = rows.map(({ reasonCode, reasonParams, ...r }) => ({ ...r, error: reasonCode ? req.t(reasonCode, reasonParams ?? undefined) : r.error }));
      const [grid] = await rowsOf<DeviceGridState>(
        app.db,
        sql`select profile_name as "profileName", profile_code as "profileCode", profile_version as "profileVersion",
              reported_code as "reportedCode", reported_version as "reportedVersion", status
            from (${gridStatus}) g where g.wn_id = ${wnId}`,
      );
      return ok(req, { settings, grid: grid ?? null });
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
