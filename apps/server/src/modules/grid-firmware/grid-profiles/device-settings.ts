import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMMAND_SETTINGS, isSwitchRule, type DeviceGridState, type DeviceSetting, type SettingMeaning } from '@cniot/contract/grid-firmware/device-settings';
import { rowsOf } from '../../../db/client.ts';
import { screenTexts } from '../../../lib/screen-text.ts';
import { settingStatus } from '../../devices/device-commands/requested-settings.ts';
import { gridStatus } from './grid-status.ts';

/** Why a setting failed, as a message key: the refusal at send time, or a command never answered; a device's own words have none. */
export const reasonCode = sql`coalesce(st.refusal_code, case when st.record_status = '4' then 'device.commandTimedOut' end)`;

type Row = Omit<DeviceSetting, 'label' | 'meaning'> & {
  reasonCode: string | null;
  reasonParams: Record<string, unknown> | null;
  gridLabel: string | null;
  unit: string | null;
  scale: number | null;
  precision: number | null;
  lo: number | null;
  hi: number | null;
};

/**
 * An inverter's settings, requested against applied, each with its name in the reader's language and how
 * its values read. A grid parameter is described by the profile pushed to the device (else the first
 * profile holding the code), named by its correction in the reader's language when there is one.
 */
export async function deviceSettings(app: FastifyInstance, req: FastifyRequest, wnId: string): Promise<{ settings: DeviceSetting[]; grid: DeviceGridState | null }> {
  // Every code asked for or reported: a reported-only code has no request and no status.
  const rows = await rowsOf<Row>(
    app.db,
    sql`select x.*, g.label as "gridLabel", g.unit, g.config_mul as scale, g.precision, g.config_min as lo, g.config_max as hi
        from (
          select coalesce(st.param_code, p.param_code) as code, st.requested_value as requested, st.requested_time as "requestedTime",
            coalesce(st.param_value, p.param_value) as applied, coalesce(st.report_time, p.report_time) as "reportTime", st.status, st.error_msg as error,
            ${reasonCode} as "reasonCode", st.refusal_params as "reasonParams"
          from (select * from (${settingStatus}) x where x.device_type = 'wn' and x.device_id = ${wnId}) st
          full join (select * from iot_device_param where device_type = 'wn' and device_id = ${wnId}) p on p.param_code = st.param_code
        ) x
        left join lateral (
          select coalesce(nullif(cc.config_name, ''), c.config_name) as label, coalesce(nullif(cc.unit, ''), c.unit) as unit, c.config_mul, c.precision, c.config_min, c.config_max
          from iot_config c
          left join iot_config_correction cc on cc.config_id = c.config_id and cc.language = ${req.lang}
          where c.config_code = x.code
          order by c.profile_id is not distinct from (select profile_id from iot_device_grid where wn_id = ${wnId}) desc, c.profile_id
          limit 1
        ) g on true
        order by 1`,
  );
  const texts = await screenTexts(req.lang);
  const settings = rows.map(({ reasonCode, reasonParams, gridLabel, unit, scale, precision, lo, hi, ...r }): DeviceSetting => {
    const grid: SettingMeaning | null = scale === null ? null : { kind: isSwitchRule(lo, hi, Number(precision)) ? 'switch' : 'number', unit, scale: Number(scale), precision: Number(precision) };
    return {
      ...r,
      label: gridLabel ?? texts[`devices.settings.params.${r.code}`] ?? null,
      meaning: grid ?? COMMAND_SETTINGS[r.code] ?? null,
      error: reasonCode ? req.t(reasonCode, reasonParams ?? undefined) : r.error,
    };
  });
  const [grid] = await rowsOf<DeviceGridState>(
    app.db,
    sql`select profile_name as "profileName", profile_code as "profileCode", profile_version as "profileVersion",
          reported_code as "reportedCode", reported_version as "reportedVersion", status
        from (${gridStatus}) g where g.wn_id = ${wnId}`,
  );
  return { settings, grid: grid ?? null };
}
