import { done } from '@cniot/contract/answer';
import { and, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { alarmAckBody, alarmManifest, alarmShelveBody, alarmUnshelveBody } from '@cniot/contract/alarms/alarm';
import { AlarmStatus } from '@cniot/contract/devices/device-enums';
import { permsOf } from '@cniot/contract/manifest/define';
import type { Db } from '../../../db/client.ts';
import { iotAlarmRecord } from '../../../db/schema/alarms.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { ok } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { visibleAlarms } from './alarm-lists.ts';

const perms = permsOf(alarmManifest);
const operLog = { title: 'menus.currentAlarm', businessType: BusinessType.UPDATE };

/** The alarms, locked for the change; one outside the caller's scope (or absent) makes it a 404, as if absent. */
async function lockVisible(tx: Db, req: FastifyRequest, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select({ id: iotAlarmRecord.id, alarmStatus: iotAlarmRecord.alarmStatus, ackTime: iotAlarmRecord.ackTime })
    .from(iotAlarmRecord)
    .where(and(inArray(iotAlarmRecord.id, unique), sql`device_type is distinct from 'battery'`, visibleAlarms(req)))
    .for('update');
  if (rows.length !== unique.length) throw notFound();
  return rows;
}

/**
 * Acknowledge (who, when, a comment), shelve for a time with a reason, and
 * unshelve. Each is one transaction over alarms the caller may see, and lands
 * in the operation log with its body.
 */
export const alarmActionRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put('/iot/alarm/ack', { schema: { response: { 200: done }, body: alarmAckBody }, config: { permission: perms.ack, operLog } }, async (req) => {
    const user = currentUser(req);
    await app.db.transaction(async (tx) => {
      const rows = await lockVisible(tx, req, req.body.ids);
      const pending = rows.filter((r) => !r.ackTime).map((r) => r.id);
      if (!pending.length) throw conflict('alarm.alreadyAcknowledged');
      await tx
        .update(iotAlarmRecord)
        .set({ ackBy: user.userName, ackTime: new Date(), ackComment: req.body.comment ?? null })
        .where(inArray(iotAlarmRecord.id, pending));
    });
    return ok(req);
  });

  api.put('/iot/alarm/shelve', { schema: { response: { 200: done }, body: alarmShelveBody }, config: { permission: perms.shelve, operLog } }, async (req) => {
    const user = currentUser(req);
    const { ids, minutes, reason } = req.body;
    await app.db.transaction(async (tx) => {
      const rows = await lockVisible(tx, req, ids);
      const cleared = rows.find((r) => r.alarmStatus !== AlarmStatus.active);
      if (cleared) throw badRequest('alarm.notOpen', { id: cleared.id });
      const now = new Date();
      await tx
        .update(iotAlarmRecord)
        .set({ shelvedUntil: new Date(now.getTime() + minutes * 60_000), shelveBy: user.userName, shelveTime: now, shelveReason: reason })
        .where(inArray(iotAlarmRecord.id, ids));
    });
    return ok(req);
  });

  api.put('/iot/alarm/unshelve', { schema: { response: { 200: done }, body: alarmUnshelveBody }, config: { permission: perms.shelve, operLog } }, async (req) => {
    await app.db.transaction(async (tx) => {
      await lockVisible(tx, req, req.body.ids);
      // The shelving ends now; who shelved it and why stay on the record.
      await tx
        .update(iotAlarmRecord)
        .set({ shelvedUntil: new Date() })
        .where(and(inArray(iotAlarmRecord.id, req.body.ids), sql`shelved_until > now()`));
    });
    return ok(req);
  });
};
