import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GridPushDevice, GridPushReport, GridTarget } from '@cniot/contract/grid-firmware/grid-push';
import type { DeviceCommandResult } from '@cniot/contract/devices/wn-commands';
import { rowsOf } from '../../../db/client.ts';
import { iotGridPush } from '../../../db/schema/grid.ts';
import { jsonParam } from '../../../gateway/raw-sql.ts';
import { dataScopeCondition } from '../../../lib/data-scope.ts';
import { notFound, type AppError } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { targetLabel } from './targets.ts';

interface Push {
  profile: { profileId: number; profileCode: string; profileVersion: number };
  hash: string;
  target: GridTarget;
  results: DeviceCommandResult[];
  requestIds: Map<string, string>;
  /** Why each refused device was refused: the report says it in its reader's language. */
  refusals: Map<string, AppError>;
}

/** A profile push and each device's result; the issued devices now have that profile requested of them. */
export async function recordPush(app: FastifyInstance, req: FastifyRequest, p: Push): Promise<number> {
  const user = currentUser(req);
  const rows = p.results.map((r) => {
    const refusal = p.refusals.get(r.deviceId);
    return { id: r.deviceId, issued: r.ok, msg: r.msg.slice(0, 255), rid: p.requestIds.get(r.deviceId) ?? null, code: refusal?.key ?? null, params: refusal?.params ?? null };
  });
  const recordset = sql`json_to_recordset(${jsonParam(rows)}) as x(id text, issued boolean, msg text, rid text, code text, params jsonb)`;
  // A refused id may be one the caller cannot see ('device.unknown'): it gets neither a station nor a requested profile.
  const ours = sql`(x.issued or x.code is distinct from 'device.unknown')`;
  return app.db.transaction(async (tx) => {
    const [{ pushId }] = await tx
      .insert(iotGridPush)
      .values({ profileId: p.profile.profileId, profileHash: p.hash, target: targetLabel(p.target), deptId: user.deptId, userId: user.userId, createBy: user.userName })
      .returning({ pushId: iotGridPush.pushId });
    await tx.execute(sql`
      insert into iot_grid_push_device (push_id, wn_id, station_id, issued, msg, msg_code, msg_params, request_id)
      select ${pushId}, x.id, case when ${ours} then (select w.station_id from iot_wn w where w.wn_id = x.id and w.del_flag = '0') end, x.issued, x.msg, x.code, x.params, x.rid
      from ${recordset}`);
    // A device refused at once has the profile requested all the same (failed, no request id): re-sending sends it.
    await tx.execute(sql`
      insert into iot_device_grid (wn_id, profile_id, profile_code, profile_version, profile_hash, push_id, request_id, requested_time)
      select x.id, ${p.profile.profileId}, ${p.profile.profileCode}, ${p.profile.profileVersion}, ${p.hash}, ${pushId}, x.rid,
        coalesce((select create_time from iot_config_change_record r where r.request_id = x.rid), now())
      from ${recordset}
      where x.rid is not null or ${ours}
      on conflict (wn_id) do update
        set profile_id = excluded.profile_id, profile_code = excluded.profile_code, profile_version = excluded.profile_version,
          profile_hash = excluded.profile_hash, push_id = excluded.push_id, request_id = excluded.request_id, requested_time = excluded.requested_time`);
    return pushId;
  });
}

/**
 * Where each device of a push stands: failed (refused when sent, refused by the device, timed
 * out), in sync (it reports the pushed profile's hash), drifted (it took the command but reports
 * other values since), else pending.
 */
export async function pushReport(app: FastifyInstance, req: FastifyRequest, pushId: number): Promise<GridPushReport> {
  const user = currentUser(req);
  const scope = dataScopeCondition(user, { dept: iotGridPush.deptId, user: iotGridPush.userId });
  const [head] = await rowsOf<Omit<GridPushReport, 'devices' | 'stations'>>(
    app.db,
    sql`select iot_grid_push.push_id as "pushId", g.profile_name as "profileName", g.profile_code as "profileCode", g.profile_version as "profileVersion",
          iot_grid_push.create_by as "createBy", iot_grid_push.create_time as "createTime"
        from iot_grid_push join iot_grid_profile g on g.profile_id = iot_grid_push.profile_id
        where iot_grid_push.push_id = ${pushId} ${scope ? sql`and ${scope}` : sql``}`,
  );
  if (!head) throw notFound('grid.pushNotFound');
  const rows = await rowsOf<GridPushDevice & { msgCode: string | null; msgParams: Record<string, unknown> | null }>(
    app.db,
    sql`select pd.wn_id as "wnId", pd.station_id as "stationId", s.station_name as "stationName",
          case
            when not pd.issued or r.record_status in ('3', '4') then 'failed'
            when g.reported_hash = p.profile_hash then 'inSync'
            when r.record_status = '2' and g.report_time >= r.create_time then 'drifted'
            else 'pending'
          end as status,
          case when not pd.issued then pd.msg else coalesce(r.error_msg, '') end as msg, pd.msg_code as "msgCode", pd.msg_params as "msgParams"
        from iot_grid_push_device pd
        join iot_grid_push p on p.push_id = pd.push_id
        left join iot_config_change_record r on r.request_id = pd.request_id
        left join iot_device_grid g on g.wn_id = pd.wn_id
        left join iot_station s on s.id = pd.station_id
        where pd.push_id = ${pushId}
        order by s.station_name nulls last, pd.wn_id`,
  );
  const devices: GridPushDevice[] = rows.map(({ msgCode, msgParams, ...d }) => (msgCode ? { ...d, msg: req.t(msgCode, msgParams ?? undefined) } : d));
  const stations = new Map<string, GridPushReport['stations'][number]>();
  for (const d of devices) {
    const key = String(d.stationId);
    const s = stations.get(key) ?? { stationId: d.stationId, stationName: d.stationName, inSync: 0, pending: 0, drifted: 0, failed: 0 };
    s[d.status]++;
    stations.set(key, s);
  }
  return { ...head, devices, stations: [...stations.values()] };
}
