import { randomInt } from 'node:crypto';
import { and, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RolloutCreate } from '@cniot/contract/grid-firmware/rollout';
import { misfit } from '@cniot/contract/grid-firmware/software';
import type { FailureCause } from '@cniot/contract/grid-firmware/upgrade-cause';
import { iotWnGroupMember } from '../../../db/schema/devices.ts';
import { iotRollout, iotUpgradeRecord } from '../../../db/schema/firmware.ts';
import { badRequest } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { deviceOrigin } from './direct.ts';
import { deviceFacts, loadPackage, recordOf, type Device, type Package } from './package.ts';
import { causeOf, failedRecord } from './send.ts';

const INSERT_CHUNK = 1000;

/** Fisher–Yates: which devices go first is chance, not their order in a list. */
function shuffled<T>(items: T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/** Wave of each device: 0 the canary, then 1… by the cumulative shares of the rest. */
export function assignWaves(count: number, plan: Pick<RolloutCreate, 'canaryCount' | 'canaryPercent' | 'wavePercents'>): number[] {
  const canary = Math.min(count, plan.canaryCount ?? Math.max(1, Math.ceil((count * (plan.canaryPercent ?? 0)) / 100)));
  const rest = count - canary;
  const waves: number[] = [];
  for (let i = 0; i < count; i++) {
    if (i < canary) waves.push(0);
    else waves.push(1 + plan.wavePercents.findIndex((p) => i - canary < Math.floor((rest * p) / 100)));
  }
  return waves;
}

/** Records of a package for devices, queued (written in chunks: a rollout may hold ten thousand). */
export async function queueRecords(app: FastifyInstance, pkg: Package, rolloutId: number, rows: Array<{ d: Device; wave: number; due: Date | null }>, createBy: string) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await app.db.insert(iotUpgradeRecord).values(rows.slice(i, i + INSERT_CHUNK).map(({ d, wave, due }) => ({ ...recordOf(pkg, d, createBy), rolloutId, waveNo: wave, dueTime: due })));
  }
}

/**
 * Creates a rollout of the package's device type: the devices listed and
 * those of the groups (as far as the caller sees them), less those the
 * package does not fit, which are answered with their reason (and kept as
 * failed records of the rollout); the rest shuffled into canary and waves.
 */
export async function createRollout(app: FastifyInstance, req: FastifyRequest, body: RolloutCreate) {
  const user = currentUser(req);
  const pkg = await loadPackage(app.db, body.softwareId);
  if (body.deviceType && body.deviceType !== pkg.deviceType) throw badRequest('upgrade.otherDeviceType', { type: pkg.deviceType });
  if (body.groupIds.length && pkg.deviceType !== 'wn') throw badRequest('upgrade.groupsInverters');
  const members = body.groupIds.length
    ? await app.db
        .select({ groupId: iotWnGroupMember.groupId, wnId: iotWnGroupMember.wnId })
        .from(iotWnGroupMember)
        .where(and(inArray(iotWnGroupMember.groupId, body.groupIds)))
    : [];
  const codes = [...new Set([...body.deviceIds, ...members.map((m) => m.wnId)])];
  const facts = await deviceFacts(app.db, pkg.deviceType, codes, user);
  const refused: Array<{ deviceId: string; msg: string }> = [];
  const misfits: Array<{ d: Device; cause: FailureCause }> = [];
  const fit: Device[] = [];
  for (const code of codes) {
    const d = facts.get(code);
    const why = d ? misfit(pkg, d) : { key: 'device.unknown' };
    if (why || !d) refused.push({ deviceId: code, msg: req.t(why!.key, why!.params) });
    else fit.push(d);
    if (why && d) misfits.push({ d, cause: causeOf(why) });
  }
  // A device in a scheduled group waits for the latest schedule of its groups.
  const notBefore = new Map<string, Date>();
  for (const m of members) {
    const s = body.groupSchedule.find((g) => g.groupId === m.groupId);
    if (s && !(notBefore.get(m.wnId)! >= new Date(s.notBefore))) notBefore.set(m.wnId, new Date(s.notBefore));
  }
  const order = shuffled(fit);
  const waves = assignWaves(order.length, body);
  const [rollout] = await app.db
    .insert(iotRollout)
    .values({
      rolloutName: body.rolloutName,
      softwareId: pkg.id,
      deviceType: pkg.deviceType,
      plan: body,
      waveCount: 1 + body.wavePercents.length,
      baseUrl: deviceOrigin(app),
      deptId: user.deptId,
      userId: user.userId,
      createBy: user.userName,
    })
    .returning({ id: iotRollout.id });
  await queueRecords(
    app,
    pkg,
    rollout.id,
    order.map((d, i) => ({ d, wave: waves[i], due: notBefore.get(d.code) ?? null })),
    user.userName,
  );
  // A device of the caller's the package does not fit is listed in the rollout, failed with the reason, in no wave.
  if (misfits.length) {
    const now = new Date();
    await app.db.insert(iotUpgradeRecord).values(misfits.map(({ d, cause }) => ({ ...recordOf(pkg, d, user.userName), rolloutId: rollout.id, ...failedRecord(cause, now) })));
  }
  return { id: rollout.id, devices: order.length, refused };
}
