import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { RolloutStatus, type RolloutCreate } from '@cniot/contract/grid-firmware/rollout';
import { ACTIVE_STATES, UpgradeState } from '@cniot/contract/grid-firmware/upgrade';
import { rowsOf } from '../../../db/client.ts';
import { KINDS } from '../../../db/device-kinds.ts';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import { nameOf } from '../../../gateway/raw-sql.ts';
import { causeColumns } from '../../../gateway/upgrade-cause.ts';
import type { JobHandler } from '../../../jobs/job-handler.ts';
import { loadPackage } from './package.ts';
import { unhealthy, waveCounts } from './rollout-health.ts';
import { commandTimeoutMs, sendRecord } from './send.ts';

interface RolloutRow {
  id: number;
  software_id: number;
  rollback_software_id: number | null;
  device_type: DeviceType;
  plan: RolloutCreate;
  status: string;
  current_wave: number;
  wave_count: number;
  wave_start_time: Date | null;
  healthy_since: Date | null;
  accepted_wave: number | null;
  base_url: string;
  create_by: string;
}

/** Longer than one decision takes; a node that died holding it frees the rollout when it ends. */
const LEASE_MS = 120_000;
/** Most sends per rollout and tick: the next tick goes on. */
const SENDS_PER_TICK = 20_000;
const NODE = `${os.hostname()}-${process.pid}`;
const active = sql.join(
  ACTIVE_STATES.map((s) => sql`${s}`),
  sql`, `,
);
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Devices of the wave that are due now and inside their station's window of local hours. */
function dueRecords(app: FastifyInstance, r: RolloutRow, now: Date) {
  const k = KINDS[r.device_type];
  const { windowStartHour: from, windowEndHour: to } = r.plan;
  const hour = sql`extract(hour from ${at(now)} at time zone coalesce(st.time_zone, 'UTC'))`;
  const window = from === undefined || to === undefined ? sql`true` : from < to ? sql`${hour} >= ${from} and ${hour} < ${to}` : sql`(${hour} >= ${from} or ${hour} < ${to})`;
  return rowsOf<{ id: number; device_id: string }>(
    app.db,
    sql`select r.id, r.device_id from iot_upgrade_record r
      join ${nameOf(k.table)} d on d.${nameOf(k.code)} = r.device_id and d.del_flag = '0'
      left join iot_station st on st.id = d.station_id
      where r.rollout_id = ${r.id} and r.wave_no = ${r.current_wave} and r.state = ${UpgradeState.queued}
        and r.due_time <= ${at(now)} and ${window}
      order by r.due_time limit ${SENDS_PER_TICK}`,
  );
}

/** One decision for one rollout: start its wave, send what is due, judge the wave, move on or stop. */
async function step(app: FastifyInstance, r: RolloutRow, now: Date): Promise<void> {
  const db = app.db;
  const plan = r.plan;
  if (!r.wave_start_time) {
    // Each device of the wave waits a random part of the spread (and at least until its group's time).
    await db.execute(sql`update iot_upgrade_record set due_time = greatest(coalesce(due_time, ${at(now)}), ${at(now)} + random() * ${plan.startDelaySeconds} * interval '1 second')
      where rollout_id = ${r.id} and wave_no = ${r.current_wave} and state = ${UpgradeState.queued}`);
    await db.execute(sql`update iot_rollout set wave_start_time = ${at(now)}, healthy_since = null, update_time = now() where id = ${r.id}`);
    r.wave_start_time = now;
  }
  const pkg = await loadPackage(db, r.status === RolloutStatus.rollingBack ? r.rollback_software_id! : r.software_id);
  const commandMs = await commandTimeoutMs(app);
  for (const rec of await dueRecords(app, r, now)) {
    if (!app.gateway?.isOnline(r.device_type, rec.device_id)) continue;
    await sendRecord(app, { id: rec.id, deviceId: rec.device_id }, pkg, { baseUrl: r.base_url, now, timeoutMinutes: plan.timeoutMinutes, commandMs, createBy: r.create_by, requeue: true });
  }
  // A device that never came online while its wave ran (and its window was open) is given up on.
  const grace = plan.timeoutMinutes + (plan.windowStartHour === undefined ? 0 : 24 * 60);
  await db.execute(sql`update iot_upgrade_record set state = ${UpgradeState.timedOut}, finish_time = ${at(now)}, update_time = now(),
      ${causeColumns({ code: 'upgrade.cause.neverOnline' })}
    where rollout_id = ${r.id} and wave_no = ${r.current_wave} and state = ${UpgradeState.queued}
      and due_time < ${at(now)} - ${grace} * interval '1 minute'`);
  const c = await waveCounts(db, r.id, r.current_wave, r.device_type);
  const reason = r.accepted_wave === r.current_wave ? null : unhealthy(c, plan);
  if (reason) {
    await db.execute(sql`update iot_rollout set status = ${RolloutStatus.paused}, pause_reason = ${reason}, healthy_since = null, update_time = now() where id = ${r.id} and status = ${r.status}`);
    return;
  }
  if (c.finished < c.total) return;
  const healthySince = r.healthy_since ?? now;
  if (now.getTime() - healthySince.getTime() < plan.healthyMinutes * 60_000 && c.total > 0) {
    if (!r.healthy_since) await db.execute(sql`update iot_rollout set healthy_since = ${at(now)} where id = ${r.id}`);
    return;
  }
  const last = r.current_wave + 1 >= r.wave_count;
  const done = r.status === RolloutStatus.rollingBack ? RolloutStatus.rolledBack : RolloutStatus.completed;
  await db.execute(
    last
      ? sql`update iot_rollout set status = ${done}, healthy_since = null, update_time = now() where id = ${r.id}`
      : sql`update iot_rollout set current_wave = current_wave + 1, wave_start_time = null, healthy_since = null, update_time = now() where id = ${r.id}`,
  );
}

/**
 * The rollout engine, at `now` (an input, so tests do not wait): times out
 * silent upgrades, then decides each running rollout under a lease in the
 * database, so with several nodes ticking each rollout is decided by one at
 * a time and each record is sent once (sendRecord claims it as well).
 */
export const rolloutJob: JobHandler<Record<string, never> | undefined> = {
  name: 'rolloutTick',
  description: 'Starts rollout waves, sends packages to due devices, times out silent upgrades and pauses unhealthy rollouts',
  args: z.object({}).strict().optional(),
  async run(app) {
    return `${await rolloutTick(app)} rollouts decided`;
  },
};

export async function rolloutTick(app: FastifyInstance, now = new Date(), node = NODE): Promise<number> {
  const db = app.db;
  await db.execute(sql`update iot_upgrade_record set state = ${UpgradeState.timedOut}, finish_time = ${at(now)}, update_time = now(),
      ${causeColumns({ code: 'upgrade.cause.noReport' })}
    where state in (${active}) and deadline_time < ${at(now)}`);
  const claimed = await rowsOf<RolloutRow>(
    db,
    sql`update iot_rollout set lease_until = ${at(new Date(now.getTime() + LEASE_MS))}, lease_owner = ${node}
      where status in (${RolloutStatus.running}, ${RolloutStatus.rollingBack}) and (lease_until is null or lease_until < ${at(now)})
      returning id, software_id, rollback_software_id, device_type, plan, status, current_wave, wave_count, wave_start_time, healthy_since, accepted_wave, base_url, create_by`,
  );
  for (const r of claimed) {
    try {
      await step(app, { ...r, wave_start_time: r.wave_start_time && new Date(r.wave_start_time), healthy_since: r.healthy_since && new Date(r.healthy_since) }, now);
    } catch (err) {
      app.log.error({ err, rolloutId: r.id }, 'rollout step failed');
    } finally {
      await db.execute(sql`update iot_rollout set lease_until = null, lease_owner = null where id = ${r.id} and lease_owner = ${node}`);
    }
  }
  return claimed.length;
}
