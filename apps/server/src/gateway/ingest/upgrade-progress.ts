import { sql } from 'drizzle-orm';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import type { OtaPayload, StatusPayload } from '@cniot/contract/devices/device-protocol';
import { ACTIVE_STATES, UPGRADE_STATES, UpgradeState } from '@cniot/contract/grid-firmware/upgrade';
import { deviceCause } from '@cniot/contract/grid-firmware/upgrade-cause';
import type { Db } from '../../db/client.ts';
import { causeColumns, englishCause, noCause } from '../upgrade-cause.ts';

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const order = sql`array[${list(UPGRADE_STATES)}]::text[]`;
const active = list(ACTIVE_STATES);

/**
 * The device's own word on success is not enough: `success` leaves the record
 * installing until the device comes back on the new version (below).
 */
const STATE_OF: Record<OtaPayload['state'], string> = {
  downloading: UpgradeState.downloading,
  verifying: UpgradeState.verifying,
  installing: UpgradeState.installing,
  success: UpgradeState.installing,
  failed: UpgradeState.failed,
};

/** Moves the upgrade record of the report's request forward; never back, never out of a final state. */
export async function advanceUpgrade(db: Db, type: DeviceType, id: string, msg: OtaPayload): Promise<void> {
  if (!msg.requestId) return;
  const next = STATE_OF[msg.state];
  const failed = next === UpgradeState.failed;
  await db.execute(sql`
    update iot_upgrade_record set state = ${next}, progress = ${msg.progress}::real, update_time = now(),
      ${failed ? causeColumns(deviceCause(msg.error)) : noCause},
      finish_time = ${failed ? sql`now()` : sql`null`}
    where request_id = ${msg.requestId} and device_type = ${type} and device_id = ${id} and state in (${active})
      and array_position(${order}, state::text) <= array_position(${order}, ${next}::text)`);
}

const RESTARTED = 'upgrade.cause.restartedOnOld';

/**
 * A device connecting again after it was sent a package ends its upgrade: on
 * the target version it succeeded; on any other (it restarted mid-download or
 * mid-install, or the new image did not boot) it failed, whatever it reported.
 */
export async function settleUpgrades(db: Db, type: DeviceType, id: string, status: StatusPayload): Promise<void> {
  if (status.state !== 'online' || !status.versions) return;
  const software = status.versions.software ?? null;
  const wifi = status.versions.wifi ?? null;
  await db.execute(sql`
    update iot_upgrade_record set update_time = now(), finish_time = now(),
      state = case when ok then ${UpgradeState.succeeded} else ${UpgradeState.failed} end,
      progress = case when ok then 100 else progress end,
      cause_code = case when ok then null else ${RESTARTED}::text end,
      cause_params = case when ok then null else jsonb_build_object('running', coalesce(running, '-'), 'wanted', coalesce(wanted, '-')) end,
      cause_failure = case when ok then null
        else replace(replace(${englishCause({ code: RESTARTED })}::text, '{running}', coalesce(running, '-')), '{wanted}', coalesce(wanted, '-')) end
    from (select r.id as rid,
            case when r.target = 'wifi' then ${wifi}::text else ${software}::text end as running,
            case when r.target = 'wifi' then r.target_wifi_version else r.target_software_version end as wanted
          from iot_upgrade_record r
          where r.device_type = ${type} and r.device_id = ${id} and r.state in (${active})
            and coalesce(r.send_session, 0) < ${status.session}
            and (case when r.target = 'wifi' then ${wifi}::text else ${software}::text end) is not null) v
    cross join lateral (select v.running is not distinct from v.wanted as ok) x
    where iot_upgrade_record.id = v.rid`);
}
