import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { CommandStatus, MeterUpgradeStatus, MeterUpgradeType } from '@cniot/contract/device-enums';
import { meterUpgradeManifest } from '@cniot/contract/meter';
import { iotMeter, iotMeterUpgradeTemp as t } from '../../db/schema/devices.ts';
import type { CommandHandle } from '../../gateway/commands.ts';
import { manifestCrud } from '../../lib/manifest-crud.ts';
import type { LoginUser } from '../../lib/session.ts';

type Step = (typeof MeterUpgradeType)[keyof typeof MeterUpgradeType];

/**
 * Records one step of a meter upgrade when its command is issued and moves
 * it on with the answer: a switch is completed by its acknowledgement, the
 * program upgrade only by the meter's OTA report (read in the list).
 */
export function followStep(app: FastifyInstance, user: LoginUser, meterId: string, type: Step, handle: CommandHandle, version?: string): void {
  const db = app.db;
  const work = (async () => {
    const [meter] = await db.select({ deptId: iotMeter.deptId, userId: iotMeter.userId }).from(iotMeter).where(and(eq(iotMeter.meterId, meterId), eq(iotMeter.delFlag, '0')));
    const [step] = await db
      .insert(t)
      .values({ meterId, upgradeType: type, version, requestId: handle.requestId, recordId: handle.recordId, deptId: meter?.deptId ?? null, userId: meter?.userId ?? null, createBy: user.userName })
      .returning({ id: t.id });
    const outcome = await handle.outcome;
    const done = outcome.status === CommandStatus.success;
    const status = !done ? MeterUpgradeStatus.failed : type === MeterUpgradeType.upgradeProgram ? MeterUpgradeStatus.inProgress : MeterUpgradeStatus.completed;
    await db.update(t).set({ upgradeStatus: status, errorMsg: outcome.error?.slice(0, 500) ?? null, updateTime: new Date() }).where(eq(t.id, step.id));
  })();
  work.catch((err) => app.log.error({ err, meterId }, 'meter upgrade step not recorded'));
}

/** The step's status, with the meter's OTA report (same request id) completing or failing a program upgrade. */
const status = sql<string>`case
  when ${t.upgradeType} = ${MeterUpgradeType.upgradeProgram} and ${t.upgradeStatus} = ${MeterUpgradeStatus.inProgress} then
    coalesce((select case o.state when 'success' then ${MeterUpgradeStatus.completed} when 'failed' then ${MeterUpgradeStatus.failed} else ${MeterUpgradeStatus.inProgress} end
      from iot_device_ota o where o.device_type = 'meter' and o.device_id = ${t.meterId} and o.request_id = ${t.requestId}), ${t.upgradeStatus})
  else ${t.upgradeStatus} end`;

/** `GET /iot/meter/upgradeTemp/list`: the steps, with the status the OTA report gives a program upgrade. */
export const meterUpgradeRoutes: FastifyPluginAsync = async (app) => {
  manifestCrud(app, meterUpgradeManifest, {
    table: t,
    hidden: ['requestId', 'deptId', 'userId'],
    columns: { upgradeStatus: status },
    ownFilters: ['upgradeStatus'],
    filters: (q) => [q.upgradeStatus ? sql`${status} = ${q.upgradeStatus}` : undefined],
    without: ['get', 'remove'],
  });
};
