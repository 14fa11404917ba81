import { sql } from 'drizzle-orm';
import type { PauseReason, RolloutCreate } from '@cniot/contract/grid-firmware/rollout';
import { UpgradeState } from '@cniot/contract/grid-firmware/upgrade';
import { rowsOf, type Db } from '../../../db/client.ts';
import { KINDS } from '../../../db/device-kinds.ts';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import { nameOf } from '../../../gateway/raw-sql.ts';

export interface WaveCounts {
  total: number;
  finished: number;
  failed: number;
  offline: number;
  /** Output of the wave's upgraded devices and of their not yet upgraded peers, as shares of their rating (wn only). */
  upgradedOutput: number | null;
  peerOutput: number | null;
}

/** Counts of one wave of a rollout, with the devices' live state. */
export async function waveCounts(db: Db, rolloutId: number, wave: number, type: DeviceType): Promise<WaveCounts> {
  const k = KINDS[type];
  const output = type === 'wn' ? sql`d.current_power / nullif(d.power, 0)` : sql`null::float8`;
  const [c] = await rowsOf<Record<keyof WaveCounts, number | null>>(
    db,
    sql`select
      count(*) filter (where r.wave_no = ${wave})::int as total,
      count(*) filter (where r.wave_no = ${wave} and r.state in (${UpgradeState.succeeded}, ${UpgradeState.failed}, ${UpgradeState.timedOut}))::int as finished,
      count(*) filter (where r.wave_no = ${wave} and r.state in (${UpgradeState.failed}, ${UpgradeState.timedOut}))::int as failed,
      count(*) filter (where r.wave_no = ${wave} and r.state = ${UpgradeState.succeeded} and d.online_status = '0')::int as offline,
      avg(${output}) filter (where r.wave_no = ${wave} and r.state = ${UpgradeState.succeeded} and d.online_status = '1') as "upgradedOutput",
      avg(${output}) filter (where r.state = ${UpgradeState.queued} and d.online_status = '1') as "peerOutput"
    from iot_upgrade_record r
    join ${nameOf(k.table)} d on d.${nameOf(k.code)} = r.device_id and d.del_flag = '0'
    where r.rollout_id = ${rolloutId}`,
  );
  return { ...c, total: c.total ?? 0, finished: c.finished ?? 0, failed: c.failed ?? 0, offline: c.offline ?? 0 } as WaveCounts;
}

/** Below this share of their rating the peers are in the dark: output says nothing then. */
const DAYLIGHT = 0.05;

/** Why the wave should stop the rollout, or null. Thresholds are shares of the wave's devices. */
export function unhealthy(c: WaveCounts, plan: RolloutCreate): PauseReason | null {
  if (c.total === 0) return null;
  if ((c.failed / c.total) * 100 > plan.failureThreshold) return 'failureRate';
  if ((c.offline / c.total) * 100 > plan.offlineThreshold) return 'offline';
  if (c.upgradedOutput !== null && c.peerOutput !== null && c.peerOutput > DAYLIGHT && c.upgradedOutput < c.peerOutput * (1 - plan.outputDropPercent / 100)) return 'outputDrop';
  return null;
}
