import { sql } from 'drizzle-orm';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import type { OtaPayload, ParamsPayload, ProfileStamp } from '@cniot/contract/devices/device-protocol';
import type { Db } from '../../db/client.ts';
import { KINDS } from '../../db/device-kinds.ts';
import { jsonParam, nameOf } from '../raw-sql.ts';
import { advanceUpgrade } from './upgrade-progress.ts';

const registered = (type: DeviceType, id: string) => {
  const k = KINDS[type];
  return sql`exists (select 1 from ${nameOf(k.table)} where ${nameOf(k.code)} = ${id} and del_flag = '0')`;
};

/** Latest value per parameter code; an older report never overwrites a newer one. */
export async function applyParams(db: Db, type: DeviceType, id: string, msg: ParamsPayload): Promise<void> {
  if (msg.profile && type === 'wn') await applyProfileStamp(db, id, msg.ts, msg.profile);
  const rows = Object.entries(msg.values).map(([k, v]) => ({ k, v: String(v).slice(0, 255) }));
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into iot_device_param (device_type, device_id, param_code, param_value, report_time)
    select ${type}, ${id}, x.k, x.v, ${new Date(msg.ts).toISOString()}::timestamptz
    from json_to_recordset(${jsonParam(rows)}) as x(k text, v text)
    where ${registered(type, id)}
    on conflict (device_type, device_id, param_code) do update
      set param_value = excluded.param_value, report_time = excluded.report_time
      where iot_device_param.report_time <= excluded.report_time`);
}

/** The grid profile an inverter reports holding (protocol §7.1), beside the one pushed to it. */
async function applyProfileStamp(db: Db, id: string, ts: number, p: ProfileStamp): Promise<void> {
  await db.execute(sql`
    insert into iot_device_grid (wn_id, reported_code, reported_version, reported_hash, report_time)
    select ${id}, ${p.code}, ${p.version}, ${p.hash}, ${new Date(ts).toISOString()}::timestamptz
    where ${registered('wn', id)}
    on conflict (wn_id) do update
      set reported_code = excluded.reported_code, reported_version = excluded.reported_version,
        reported_hash = excluded.reported_hash, report_time = excluded.report_time
      where iot_device_grid.report_time is null or iot_device_grid.report_time <= excluded.report_time`);
}

/** Latest OTA progress per device (protocol §9), and the upgrade record of its request. */
export async function applyOta(db: Db, type: DeviceType, id: string, msg: OtaPayload): Promise<void> {
  await db.execute(sql`
    insert into iot_device_ota (device_type, device_id, request_id, target, version, state, progress, error_msg, report_time)
    select ${type}, ${id}, ${msg.requestId ?? null}, ${msg.target ?? null}, ${msg.version ?? null}, ${msg.state},
      ${msg.progress}::real, ${msg.error ?? null}, ${new Date(msg.ts).toISOString()}::timestamptz
    where ${registered(type, id)}
    on conflict (device_type, device_id) do update
      set request_id = excluded.request_id, target = excluded.target, version = excluded.version, state = excluded.state,
        progress = excluded.progress, error_msg = excluded.error_msg, report_time = excluded.report_time
      where iot_device_ota.report_time <= excluded.report_time`);
  await advanceUpgrade(db, type, id, msg);
}
