import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RolloutStatus } from '@cniot/contract/grid-firmware/rollout';
import { misfit } from '@cniot/contract/grid-firmware/software';
import { UpgradeState } from '@cniot/contract/grid-firmware/upgrade';
import { rowsOf } from '../../../db/client.ts';
import { iotRollout as t } from '../../../db/schema/firmware.ts';
import { dataScopeCondition } from '../../../lib/data-scope.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { deviceFacts, loadPackage } from './package.ts';
import { queueRecords } from './rollout-plan.ts';

export type Change = 'pause' | 'resume' | 'cancel';

/** From which states each change may be made, and what it makes. */
const CHANGES: Record<Change, { from: string[]; to: string }> = {
  pause: { from: [RolloutStatus.running], to: RolloutStatus.paused },
  resume: { from: [RolloutStatus.paused], to: RolloutStatus.running },
  cancel: { from: [RolloutStatus.running, RolloutStatus.paused], to: RolloutStatus.cancelled },
};

async function visibleRollout(app: FastifyInstance, req: FastifyRequest, id: number) {
  const [row] = await app.db
    .select()
    .from(t)
    .where(and(eq(t.id, id), dataScopeCondition(currentUser(req), { dept: t.deptId, user: t.userId })));
  if (!row) throw notFound('upgrade.noRollout');
  return row;
}

/** Never-sent records of a rollout that stops going forward: nothing happened to those devices. */
const dropQueued = (app: FastifyInstance, id: number) => app.db.execute(sql`delete from iot_upgrade_record where rollout_id = ${id} and state = ${UpgradeState.queued}`);

/**
 * Pause (by hand), resume (the operator accepts the wave as it is: it is not
 * judged again), cancel. A change from a state that does not allow it is a
 * 400 naming the rollout's state.
 */
export async function changeRollout(app: FastifyInstance, req: FastifyRequest, id: number, change: Change): Promise<void> {
  const row = await visibleRollout(app, req, id);
  const c = CHANGES[change];
  const set = change === 'pause' ? sql`pause_reason = 'manual'` : change === 'resume' ? sql`pause_reason = null, accepted_wave = current_wave, healthy_since = null` : sql`pause_reason = null`;
  const done = await rowsOf<{ id: number }>(
    app.db,
    sql`update iot_rollout set status = ${c.to}, ${set}, update_time = now() where id = ${id} and status in (${sql.join(
      c.from.map((s) => sql`${s}`),
      sql`, `,
    )}) returning id`,
  );
  if (done.length === 0) throw badRequest('upgrade.rolloutState', { status: req.t(`upgrade.rolloutStatus.${row.status}`) });
  if (change === 'cancel') await dropQueued(app, id);
}

/**
 * Rolls back to a pinned earlier package: the forward waves stop, and every
 * device the rollout reached gets the pinned package in one wave of its own
 * (never paused by its own failures: going back is the way out).
 */
export async function rollBack(app: FastifyInstance, req: FastifyRequest, id: number, softwareId: number) {
  const row = await visibleRollout(app, req, id);
  if (![RolloutStatus.running, RolloutStatus.paused, RolloutStatus.completed].includes(row.status as '1')) {
    throw badRequest('upgrade.rolloutState', { status: req.t(`upgrade.rolloutStatus.${row.status}`) });
  }
  const pkg = await loadPackage(app.db, softwareId);
  if (pkg.deviceType !== row.deviceType || pkg.id === row.softwareId) throw badRequest('upgrade.rollbackPackage');
  await dropQueued(app, id);
  const reached = await rowsOf<{ device_id: string }>(app.db, sql`select distinct device_id from iot_upgrade_record where rollout_id = ${id} and send_time is not null`);
  const facts = await deviceFacts(
    app.db,
    pkg.deviceType,
    reached.map((r) => r.device_id),
    null,
  );
  const fit = [...facts.values()].filter((d) => !misfit(pkg, d));
  const wave = row.waveCount;
  await app.db
    .update(t)
    .set({
      status: RolloutStatus.rollingBack,
      rollbackSoftwareId: pkg.id,
      pauseReason: null,
      currentWave: wave,
      waveCount: wave + 1,
      waveStartTime: null,
      healthySince: null,
      acceptedWave: wave,
      updateTime: new Date(),
    })
    .where(eq(t.id, id));
  await queueRecords(
    app,
    pkg,
    id,
    fit.map((d) => ({ d, wave, due: null })),
    currentUser(req).userName,
  );
  return { devices: fit.length, skipped: facts.size - fit.length };
}
