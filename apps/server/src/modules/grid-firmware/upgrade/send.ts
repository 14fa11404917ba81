import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CommandStatus, MeterUpgradeStatus, MeterUpgradeType } from '@cniot/contract/devices/device-enums';
import { ACTIVE_STATES, UpgradeState } from '@cniot/contract/grid-firmware/upgrade';
import type { FailureCause } from '@cniot/contract/grid-firmware/upgrade-cause';
import { rowsOf } from '../../../db/client.ts';
import { KINDS } from '../../../db/device-kinds.ts';
import { iotMeterUpgradeTemp } from '../../../db/schema/devices.ts';
import { nameOf } from '../../../gateway/raw-sql.ts';
import { causeColumns, englishCause } from '../../../gateway/upgrade-cause.ts';
import { AppError, badRequest } from '../../../lib/errors.ts';
import { configValue } from '../../system/config/config-value.ts';
import { signedLink } from '../software/download-link.ts';
import type { Package } from './package.ts';

/** A refusal as a failure cause: its message key and parameters. */
export const causeOf = (err: { key: string; params?: Record<string, unknown> }): FailureCause => ({
  code: err.key,
  params: err.params && Object.fromEntries(Object.entries(err.params).map(([k, v]) => [k, String(v)])),
});

/** The columns of a record failed before it was sent (refused with `cause`). */
export const failedRecord = (cause: FailureCause, at: Date) => ({
  state: UpgradeState.failed,
  causeCode: cause.code,
  causeParams: cause.params ?? null,
  causeFailure: englishCause(cause),
  finishTime: at,
});

export interface QueuedRecord {
  id: number;
  deviceId: string;
}

const active = sql.join(
  ACTIVE_STATES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * Sends one queued record's package: claims it (only one node sends a record,
 * whichever engines run), then publishes the `upgrade` command with the
 * record's request id, so the device's first OTA report already finds it.
 * A refusal before the device got anything puts the record back in the queue
 * (`requeue`) or fails it with the reason. A meter's package, however it was
 * sent (the meter's own upgrade, `wnUpgrade`, a rollout), is also the program
 * step of its upgrade procedure, whose status follows this record.
 */
export async function sendRecord(
  app: FastifyInstance,
  rec: QueuedRecord,
  pkg: Package,
  o: { baseUrl: string; now: Date; timeoutMinutes: number; commandMs: number; createBy: string; requeue: boolean },
): Promise<AppError | null> {
  const db = app.db;
  const k = KINDS[pkg.deviceType];
  const requestId = randomUUID();
  const deadline = new Date(o.now.getTime() + o.timeoutMinutes * 60_000);
  const claimed = await rowsOf<{ id: number; dept_id: number | null; user_id: number | null }>(
    db,
    sql`update iot_upgrade_record r set state = ${UpgradeState.sent}, request_id = ${requestId}, send_time = ${o.now.toISOString()}::timestamptz,
          deadline_time = ${deadline.toISOString()}::timestamptz, update_time = now(),
          send_session = (select d.status_session from ${nameOf(k.table)} d where d.${nameOf(k.code)} = r.device_id and d.del_flag = '0')
        where r.id = ${rec.id} and r.state = ${UpgradeState.queued} returning r.id, r.dept_id, r.user_id`,
  );
  if (claimed.length === 0) return null;
  try {
    if (!app.gateway) throw badRequest('device.notOnline');
    const url = await signedLink(db, o.baseUrl, pkg.id, rec.deviceId, deadline);
    const handle = await app.gateway.sendCommand(
      pkg.deviceType,
      rec.deviceId,
      'upgrade',
      { target: pkg.target, version: pkg.softwareVersion, url, sha256: pkg.sha256, size: pkg.fileSize },
      { timeoutMs: o.commandMs, createBy: o.createBy, requestId },
    );
    if (pkg.deviceType === 'meter') {
      const { dept_id: deptId, user_id: userId } = claimed[0];
      await db.insert(iotMeterUpgradeTemp).values({
        meterId: rec.deviceId,
        upgradeType: MeterUpgradeType.upgradeProgram,
        upgradeStatus: MeterUpgradeStatus.issued,
        version: pkg.softwareVersion,
        requestId,
        recordId: rec.id,
        deptId,
        userId,
        createBy: o.createBy,
      });
    }
    // The device refusing or never answering the command ends the upgrade there.
    void handle.outcome
      .then(async (out) => {
        if (out.status === CommandStatus.success) return;
        const cause = out.status === CommandStatus.timedOut ? { code: 'upgrade.cause.noAnswer' } : { code: 'upgrade.cause.refused', params: { error: out.error ?? '-' } };
        await db.execute(sql`update iot_upgrade_record set state = ${UpgradeState.failed}, ${causeColumns(cause)}, finish_time = now(), update_time = now()
        where request_id = ${requestId} and state in (${active})`);
      })
      .catch((err) => app.log.error({ err, requestId }, 'upgrade outcome not recorded'));
    return null;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await db.execute(
      o.requeue
        ? sql`update iot_upgrade_record set state = ${UpgradeState.queued}, request_id = null, send_time = null, deadline_time = null, update_time = now() where id = ${rec.id}`
        : sql`update iot_upgrade_record set state = ${UpgradeState.failed}, ${causeColumns(causeOf(err))}, finish_time = now(), update_time = now() where id = ${rec.id}`,
    );
    return err;
  }
}

/** How long a device has to accept the command: the system parameter, read once per batch of sends. */
export const commandTimeoutMs = async (app: FastifyInstance) => Math.max(1, await configValue(app.db, 'iot.command.timeoutSeconds')) * 1000;
