import { and, eq, getTableColumns, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import { translate } from '@cniot/contract/i18n';
import { PowerRunResult } from '@cniot/contract/stations/station-power';
import { iotBattery, iotStation, iotWn } from '../../../../db/schema/devices.ts';
import { iotStationPower, iotStationPowerRecord } from '../../../../db/schema/stations.ts';
import type { JobHandler } from '../../../../jobs/job-handler.ts';
import { AppError, badRequest } from '../../../../lib/errors.ts';
import { sendMail } from '../../../system/auth/mail.ts';
import { configValue } from '../../../system/config/config-value.ts';
import { nextRun } from './next-run.ts';

/** A run found this late (every node was down) is skipped: a shutdown hours after its time would surprise the owner. */
const LATE_LIMIT_MS = 15 * 60_000;

type Schedule = typeof iotStationPower.$inferSelect & { stationName: string; timeZone: string; userEmail: string | null };
type Outcome = typeof iotStationPowerRecord.$inferInsert;

/** Sends the schedule's command to each of its devices; a device that is not connected is recorded as such. */
async function runOne(app: FastifyInstance, p: Schedule, runAt: Date, timeoutMs: number): Promise<Outcome[]> {
  const command = p.startStatus === '1' ? 'start' : 'shutdown';
  const targets: { type: DeviceType; code: string; deptId: number | null; userId: number | null }[] = [];
  for (const [type, t, code] of [
    ['wn', iotWn, iotWn.wnId],
    ['battery', iotBattery, iotBattery.batteryId],
  ] as const) {
    if (type === 'battery' && p.chargeStatus !== '1') continue;
    const rows = await app.db
      .select({ code, deptId: t.deptId, userId: t.userId })
      .from(t)
      .where(and(eq(t.stationId, p.stationId), eq(t.delFlag, '0')))
      .orderBy(code);
    targets.push(...rows.map((r) => ({ type, ...r })));
  }
  const outcomes: Outcome[] = [];
  for (const d of targets) {
    const record: Outcome = { scheduleId: p.id, stationId: p.stationId, runAt, deviceType: d.type, deviceId: d.code, command, result: PowerRunResult.issued, deptId: d.deptId, userId: d.userId };
    try {
      if (!app.gateway) throw badRequest('device.notOnline');
      const handle = await app.gateway.sendCommand(d.type, d.code, command, {}, { timeoutMs, createBy: 'scheduler' });
      record.configRecordId = handle.recordId;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      record.result = err.key === 'device.notOnline' ? PowerRunResult.notOnline : PowerRunResult.failed;
      record.message = translate('en_US', err.key, err.params);
    }
    outcomes.push(record);
  }
  return outcomes;
}

/**
 * Runs the schedules that are due: each is claimed by moving its next run
 * forward (conditional on the value read, so a schedule runs once even if
 * two runs overlap), then its commands go out and a record per device is
 * kept. A schedule set to run once pauses itself after running.
 */
export async function runDueSchedules(app: FastifyInstance, now = Date.now()): Promise<{ schedules: number; issued: number; devices: number }> {
  const due: Schedule[] = await app.db
    .select({ ...getTableColumns(iotStationPower), stationName: iotStation.stationName, timeZone: iotStation.timeZone, userEmail: iotStation.userEmail })
    .from(iotStationPower)
    .innerJoin(iotStation, and(eq(iotStation.id, iotStationPower.stationId), eq(iotStation.delFlag, '0')))
    .where(and(eq(iotStationPower.status, '0'), lte(iotStationPower.nextRunTime, new Date(now))));
  const timeoutMs = Math.max(1, await configValue(app.db, 'iot.command.timeoutSeconds')) * 1000;
  const totals = { schedules: 0, issued: 0, devices: 0 };
  for (const p of due) {
    const once = p.frequencyStatus === '0';
    const claimed = await app.db
      .update(iotStationPower)
      .set({ lastRunTime: p.nextRunTime, nextRunTime: once ? null : new Date(nextRun(p.runTime, p.frequencyStatus, p.timeZone, now)), status: once ? '1' : '0' })
      .where(and(eq(iotStationPower.id, p.id), eq(iotStationPower.nextRunTime, p.nextRunTime!)))
      .returning({ id: iotStationPower.id });
    if (!claimed.length || now - p.nextRunTime!.getTime() > LATE_LIMIT_MS) continue;
    const outcomes = await runOne(app, p, p.nextRunTime!, timeoutMs);
    if (outcomes.length) await app.db.insert(iotStationPowerRecord).values(outcomes);
    const issued = outcomes.filter((o) => o.result === PowerRunResult.issued).length;
    Object.assign(totals, { schedules: totals.schedules + 1, issued: totals.issued + issued, devices: totals.devices + outcomes.length });
    if (p.notifyStatus === '1' && p.userEmail) {
      const text = translate('en_US', 'station.scheduleNotified', { station: p.stationName, command: outcomes[0]?.command ?? '-', issued, total: outcomes.length });
      await sendMail(app.db, app.config, { userId: null, email: p.userEmail, title: text, content: text, mailType: 'ScheduledPower', createBy: 'scheduler' });
    }
  }
  return totals;
}

/** Every minute (migration 0143): one node runs the due schedules. */
export const stationPowerJob: JobHandler<Record<string, never> | undefined> = {
  name: 'stationPower',
  description: "Sends the start/shutdown commands of station schedules that are due, in each station's time zone",
  args: z.object({}).strict().optional(),
  async run(app) {
    const n = await runDueSchedules(app);
    return `${n.schedules} schedules run: the command went to ${n.issued} of ${n.devices} devices`;
  },
};
