import { sql } from 'drizzle-orm';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import type { Db } from '../../../db/client.ts';
import { jsonParam } from '../../../gateway/raw-sql.ts';

export interface Requested {
  type: DeviceType;
  deviceId: string;
  /** The command's; none when the device was refused before it got one. */
  requestId: string | null;
  command: string;
  /** The command's params, to send it again; left out for setConfig, whose values go again as one setConfig. */
  params?: Record<string, unknown>;
  /** Parameter code → value asked for, as the device will report it. */
  values: Record<string, string>;
  by: string;
  /** Why the device was refused at once (a message key and its parameters). */
  refusal?: { key: string; params?: Record<string, unknown> };
}

/** Keeps the latest value asked of a device per parameter, to compare with what it reports. */
export async function recordRequested(db: Db, r: Requested): Promise<void> {
  const rows = Object.entries(r.values).map(([k, v]) => ({ k, v: v.slice(0, 255) }));
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into iot_device_setting (device_type, device_id, param_code, requested_value, command, params, request_id, requested_time, requested_by, refusal_code, refusal_params)
    select ${r.type}, ${r.deviceId}, x.k, x.v, ${r.command}, ${r.params ? JSON.stringify(r.params) : null}::jsonb, ${r.requestId},
      coalesce((select create_time from iot_config_change_record where request_id = ${r.requestId}), now()), ${r.by},
      ${r.refusal?.key ?? null}, ${r.refusal?.params ? JSON.stringify(r.refusal.params) : null}::jsonb
    from json_to_recordset(${jsonParam(rows)}) as x(k text, v text)
    on conflict (device_type, device_id, param_code) do update
      set requested_value = excluded.requested_value, command = excluded.command, params = excluded.params,
        request_id = excluded.request_id, requested_time = excluded.requested_time, requested_by = excluded.requested_by,
        refusal_code = excluded.refusal_code, refusal_params = excluded.refusal_params`);
}

/** A request refused before the device got it: the latest ask all the same, failed with the reason. */
export const recordRefused = (db: Db, r: Omit<Requested, 'requestId'> & { refusal: NonNullable<Requested['refusal']> }) => recordRequested(db, { ...r, requestId: null });

/**
 * Each requested setting with what the device reports and where it stands: failed when the
 * device was refused it at once (offline, ...), or the command was refused, timed out or not delivered; in sync when the report equals the request;
 * drifted when the device, having taken the command, reports something else since; else pending.
 */
export const settingStatus = sql`
  select s.device_type, s.device_id, s.param_code, s.requested_value, s.requested_time, s.command, s.params,
    p.param_value, p.report_time, r.error_msg, r.record_status, s.refusal_code, s.refusal_params,
    case
      when s.refusal_code is not null or r.record_status in ('3', '4') then 'failed'
      when p.param_value is not null and iot_same_value(p.param_value, s.requested_value) then 'inSync'
      when r.record_status = '2' and p.report_time >= s.requested_time then 'drifted'
      else 'pending'
    end as status
  from iot_device_setting s
  left join iot_device_param p on p.device_type = s.device_type and p.device_id = s.device_id and p.param_code = s.param_code
  left join iot_config_change_record r on r.request_id = s.request_id`;
