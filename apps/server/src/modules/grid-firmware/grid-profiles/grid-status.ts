import { sql } from 'drizzle-orm';

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
