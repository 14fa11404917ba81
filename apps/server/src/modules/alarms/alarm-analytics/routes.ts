import { done } from '@cniot/contract/answer';
import { and, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { alarmMessagesQuery, alarmMessagesRead, alarmNotifySetting, type AlarmNotifySetting } from '@cniot/contract/alarms/alarm-notify';
import { rowsOf } from '../../../db/client.ts';
import { iotAlarmRecord } from '../../../db/schema/alarms.ts';
import { registerJobHandler } from '../../../jobs/handlers.ts';
import { dataScopeCondition } from '../../../lib/data-scope.ts';
import { paged } from '../../../lib/paging.ts';
import { ok, table } from '../../../lib/reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { alarmAnalyticsJobs } from './jobs.ts';
import { noticeAlarms } from './notice-text.ts';
import { NOTIFY_PERMISSION } from './subscribers.ts';

/**
 * Alarm analytics: the scheduled evaluations and notices, and each user's own
 * notice setting and alarm messages (`/iot/alarmNotify/*`, for whoever sees
 * the current alarms). Nobody reads or changes another user's setting.
 */
export const alarmAnalyticsRoutes: FastifyPluginAsync = async (app) => {
  for (const job of alarmAnalyticsJobs) registerJobHandler(job);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/iot/alarmNotify/setting', { config: { permission: NOTIFY_PERMISSION } }, async (req) => {
    const [row] = await rowsOf<{ min_level: string; by_mail: string; daily_summary: string }>(
      app.db,
      sql`select min_level, by_mail, daily_summary from iot_alarm_subscription where user_id = ${currentUser(req).userId}`,
    );
    const setting: AlarmNotifySetting = row
      ? { enabled: true, minLevel: row.min_level as AlarmNotifySetting['minLevel'], byMail: row.by_mail === '1', dailySummary: row.daily_summary === '1' }
      : { enabled: false, minLevel: '2', byMail: true, dailySummary: true };
    return ok(req, setting);
  });

  api.put(
    '/iot/alarmNotify/setting',
    { schema: { response: { 200: done }, body: alarmNotifySetting }, config: { permission: NOTIFY_PERMISSION, operLog: { title: 'operTitle.alarmNotices', businessType: BusinessType.UPDATE } } },
    async (req) => {
      const userId = currentUser(req).userId;
      const b = req.body;
      if (!b.enabled) {
        await app.db.execute(sql`delete from iot_alarm_subscription where user_id = ${userId}`);
        return ok(req);
      }
      const flag = (v: boolean) => (v ? '1' : '0');
      // Switching on starts from now (no backlog); changing the level or mails keeps the start.
      await app.db.execute(sql`insert into iot_alarm_subscription (user_id, min_level, by_mail, daily_summary)
        values (${userId}, ${b.minLevel}, ${flag(b.byMail)}, ${flag(b.dailySummary)})
        on conflict (user_id) do update set min_level = excluded.min_level, by_mail = excluded.by_mail, daily_summary = excluded.daily_summary, update_time = now()`);
      return ok(req);
    },
  );

  api.get('/iot/alarmNotify/messages', { schema: { querystring: alarmMessagesQuery }, config: { permission: NOTIFY_PERMISSION } }, async (req) => {
    const user = currentUser(req);
    const where = and(
      sql`m.user_id = ${user.userId}`,
      req.query.unread === '1' ? sql`m.read_flag = '0'` : undefined,
      dataScopeCondition(user, { dept: iotAlarmRecord.deptId, user: iotAlarmRecord.userId }),
    );
    const from = sql`from iot_alarm_message m join iot_alarm_record on iot_alarm_record.id = m.alarm_id where ${where}`;
    const page = await paged(
      req.query,
      async (limit, offset) => {
        const mine = await rowsOf<{ id: number; alarm_id: number; read_flag: string }>(
          app.db,
          sql`select m.id::float8 as id, m.alarm_id::float8 as alarm_id, m.read_flag ${from} order by m.create_time desc, m.id desc limit ${limit} offset ${offset}`,
        );
        const alarms = new Map(
          (
            await noticeAlarms(
              app.db,
              mine.map((m) => m.alarm_id),
              req.lang,
            )
          ).map((a) => [a.id, a]),
        );
        return mine.map((m) => ({ ...alarms.get(m.alarm_id)!, id: m.id, alarmId: m.alarm_id, read: m.read_flag === '1' }));
      },
      async () => (await rowsOf<{ n: number }>(app.db, sql`select count(*)::int as n ${from}`))[0].n,
    );
    return table(req, page);
  });

  api.put('/iot/alarmNotify/read', { schema: { response: { 200: done }, body: alarmMessagesRead }, config: { permission: NOTIFY_PERMISSION, repeatSubmit: false } }, async (req) => {
    await app.db.execute(sql`update iot_alarm_message set read_flag = '1'
        where user_id = ${currentUser(req).userId} and id in (select json_array_elements_text(${JSON.stringify(req.body.ids)})::int8)`);
    return ok(req);
  });
};
