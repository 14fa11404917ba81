import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CommandStatus, MeterUpgradeStatus, MeterUpgradeType } from '@cniot/contract/devices/device-enums';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { METER_UPGRADE_STATUS_OF, meterUpgrade, meterUpgradeManifest } from '@cniot/contract/devices/meter';
import { iotMeter, iotMeterUpgradeTemp as t } from '../../../db/schema/devices.ts';
import type { CommandHandle } from '../../../gateway/commands.ts';
import { badRequest } from '../../../lib/errors.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import type { LoginUser } from '../../../lib/session.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { upgradeAnswer, upgradeNow } from '../../grid-firmware/upgrade/direct.ts';
import { loadPackage } from '../../grid-firmware/upgrade/package.ts';

type Step = (typeof MeterUpgradeType)[keyof typeof MeterUpgradeType];

/** Records a switch step of a meter upgrade when its command is issued; the meter's answer completes or fails it. */
export function followStep(app: FastifyInstance, user: LoginUser, meterId: string, type: Step, handle: CommandHandle): void {
  const db = app.db;
  const work = (async () => {
    const [meter] = await db
      .select({ deptId: iotMeter.deptId, userId: iotMeter.userId })
      .from(iotMeter)
      .where(and(eq(iotMeter.meterId, meterId), eq(iotMeter.delFlag, '0')));
    const [step] = await db
      .insert(t)
      .values({ meterId, upgradeType: type, requestId: handle.requestId, recordId: handle.recordId, deptId: meter?.deptId ?? null, userId: meter?.userId ?? null, createBy: user.userName })
      .returning({ id: t.id });
    const outcome = await handle.outcome;
    const status = outcome.status === CommandStatus.success ? MeterUpgradeStatus.completed : MeterUpgradeStatus.failed;
    await db
      .update(t)
      .set({ upgradeStatus: status, errorMsg: outcome.error?.slice(0, 500) ?? null, updateTime: new Date() })
      .where(eq(t.id, step.id));
  })();
  work.catch((err) => app.log.error({ err, meterId }, 'meter upgrade step not recorded'));
}

const recordStatus = sql.join(
  Object.entries(METER_UPGRADE_STATUS_OF).map(([state, status]) => sql`when ${state} then ${status}`),
  sql` `,
);

/**
 * The step's status; a program step follows its upgrade record (same request
 * id), in the four words of spec §4. The step's column is qualified by hand:
 * Drizzle leaves it bare in a one-table select, where inside the subquery it
 * would name the record's own request id.
 */
const status = sql<string>`case
  when ${t.upgradeType} = ${MeterUpgradeType.upgradeProgram} then coalesce(
    (select case r.state ${recordStatus} end from iot_upgrade_record r where r.device_type = 'meter' and r.request_id = iot_meter_upgrade_temp.request_id), ${t.upgradeStatus})
  else ${t.upgradeStatus} end`;

/**
 * `POST /iot/meter/upgrade` `{meterId, softwareId}`: a meter package of the
 * library, sent as every upgrade is (signed link, hash, record); sending it
 * notes the program step of the meter's upgrade procedure (send.ts).
 */
async function upgradeMeter(app: FastifyInstance, req: FastifyRequest, meterId: string, softwareId: number) {
  const pkg = await loadPackage(app.db, softwareId);
  if (pkg.deviceType !== 'meter') throw badRequest('upgrade.otherDeviceType', { type: pkg.deviceType });
  const [result] = await upgradeNow(app, req, pkg, [meterId]);
  // One device: a refusal (offline, does not fit) is the answer, as an error with its reason.
  upgradeAnswer(req, true, [result]);
  return { code: 200, msg: req.t('device.commandIssued'), data: { recordId: result.recordId } };
}

/** `GET /iot/meter/upgradeTemp/list`: the steps, with the status the upgrade gives a program step; `POST /iot/meter/upgrade`. */
export const meterUpgradeRoutes: FastifyPluginAsync = async (app) => {
  manifestCrud(app, meterUpgradeManifest, {
    table: t,
    hidden: ['requestId', 'deptId', 'userId'],
    columns: { upgradeStatus: status },
    ownFilters: ['upgradeStatus'],
    filters: (q) => [q.upgradeStatus ? sql`${status} = ${q.upgradeStatus}` : undefined],
    without: ['get', 'remove'],
  });
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/iot/meter/upgrade',
      { schema: { body: meterUpgrade }, config: { permission: DevicePerm.meter.upgrade, operLog: { title: 'operTitle.meterCommand', businessType: BusinessType.OTHER } } },
      (req) => upgradeMeter(app, req, req.body.meterId, req.body.softwareId),
    );
};
